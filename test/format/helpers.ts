/**
 * Shared checks of the formatter tests: "the same meaning" as the verdicts and
 * answers of `compile` under a dialect, and the comments of a text.
 */
import fc from 'fast-check';
import { compile, parse, type Dialect, type FormatOptions } from '../../src/index.ts';
import { DIALECTS } from '../../src/model/dialect.ts';
import { generatedFileArb } from '../oracle/generators.ts';
import { robotsTxtText } from '../helpers/arbitraries.ts';

/** A generated file with the agents and paths written in it. */
export interface FileWithNames {
  readonly text: string;
  readonly agents: readonly string[];
  readonly paths: readonly string[];
}

/** The User-agent values and the other values of a text's directive lines (the paths to ask about). */
export function namesIn(text: string): { agents: string[]; paths: string[] } {
  const agents: string[] = [];
  const paths: string[] = [];
  for (const line of parse(text).lines) {
    const name = line.fieldName?.toLowerCase();
    const value = line.fieldValue ?? '';
    if (name === undefined || value === '') continue;
    if (name.includes('agent')) agents.push(value);
    else paths.push(...value.split(/[ \t]+/).filter((part) => part !== ''));
  }
  return { agents, paths };
}

/** Realistic files (records of the oracle's generators) and ugly ones (odd spacing, garbage, every line end). */
export const fileArb: fc.Arbitrary<FileWithNames> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DIALECTS).chain((dialect) => generatedFileArb(dialect)) },
  { weight: 2, arbitrary: robotsTxtText(20).map((file) => ({ text: file.text, ...namesIn(file.text) })) },
);

/** Every option set: each option on or off, every dialect or none. */
export const optionsArb: fc.Arbitrary<FormatOptions> = fc.record(
  {
    dialect: fc.constantFrom(...DIALECTS),
    lineEnding: fc.constantFrom('lf' as const, 'crlf' as const, 'preserve' as const),
    bom: fc.constantFrom('drop' as const, 'keep' as const),
    alignComments: fc.boolean(),
    sitemapsAtEnd: fc.boolean(),
    removeDuplicates: fc.boolean(),
    repairTypos: fc.boolean(),
    sort: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** The dialects whose meaning `options` must keep. */
export function dialectsOf(options: FormatOptions): readonly Dialect[] {
  return options.dialect === undefined ? DIALECTS : [options.dialect];
}

/** What `compile` answers about one (agent, URL) pair and the file, under one dialect. */
export function answers(text: string, dialect: Dialect, agent: string, url: string): unknown {
  const robots = compile(text, { dialect });
  return {
    allowed: robots.isAllowed(url, agent),
    crawlDelay: robots.crawlDelay(agent),
    requestRate: robots.requestRate(agent),
    sitemaps: robots.sitemaps,
    host: robots.host,
  };
}

/** The comments of a text, in order, without trailing whitespace. */
export function commentsOf(text: string): string[] {
  return parse(text).lines.flatMap((line) => (line.comment === undefined ? [] : [line.comment.text.replace(/[ \t]+$/, '')]));
}
