/**
 * Reading a source under dialects, and printing verdicts: the one-line form
 * of `check`, its JSON lines, the dialect comparison table.
 *
 * @module
 */
import { clip, printable, type Colors } from './io/output.ts';
import type { Source } from './io/source.ts';
import { interpretRobotsTxtResponse, type FetchRobotsTxtResult } from '../fetch/fetch-robots.ts';
import { compile, type RobotsTxt } from '../match/compile.ts';
import type { Dialect, Explanation } from '../match/types.ts';
import { DIALECT_PROPERTIES } from '../model/dialect.ts';

/** A robots.txt read under one dialect. */
export interface Reading {
  readonly dialect: Dialect;
  /** For a fetched source, bound to its robots.txt URL: a URL of another origin gets `undefined`. */
  readonly robots: RobotsTxt<boolean | undefined>;
  /** The source's label (path, `<stdin>` or URL), for `label:line` references. */
  readonly label: string;
  readonly truncated: boolean;
  /** Set when the source was fetched: what the fetch meant under the dialect. */
  readonly fetched?: FetchRobotsTxtResult;
}

/** Compiles a source under a dialect (for a URL: interprets the retrieval under it). */
export function readUnder(source: Source, dialect: Dialect, maxBytes: number): Reading {
  const base = { dialect, label: source.label, truncated: source.truncated };
  if (source.response) {
    const fetched = interpretRobotsTxtResponse(source.response, dialect, maxBytes);
    return { ...base, robots: fetched.robots, fetched };
  }
  return { ...base, robots: compile(source.bytes, { dialect, parseLimit: Math.max(maxBytes, source.bytes.length), truncated: source.truncated }) };
}

/** The fetch outcome in a few words: `HTTP 503: disallow all`. */
export function outcomeShort(fetched: FetchRobotsTxtResult): string {
  const what = fetched.failure ? fetched.failure.kind.replace(/-/g, ' ') : `HTTP ${fetched.status ?? '?'}`;
  return `${what}: ${fetched.outcome.replace('-', ' ')}`;
}

function recordWord(dialect: Dialect): string {
  return DIALECT_PROPERTIES[dialect].unit;
}

/** Why, in a few words: the deciding line as `file:line: text`, or the reason (terminal-safe). */
export function shortWhy(reading: Reading, explanation: Explanation): string {
  return printable(whyText(reading, explanation));
}

function whyText(reading: Reading, explanation: Explanation): string {
  if (reading.fetched && reading.fetched.outcome !== 'rules') return `${reading.label}: ${outcomeShort(reading.fetched)}`;
  const word = recordWord(reading.dialect);
  switch (explanation.reasonCode) {
    case 'rule-matched':
      return explanation.rule ? `${reading.label}:${explanation.rule.line}: ${explanation.rule.text.trim()}` : 'a rule matched';
    case 'no-rule-matched':
      return `no rule matches (${word} at ${reading.label}:${explanation.record?.start.line ?? '?'})`;
    case 'empty-disallow':
      return `only an empty Disallow applies (${reading.label}:${explanation.record?.start.line ?? '?'})`;
    case 'record-without-rules':
      return `the ${word} at ${reading.label}:${explanation.record?.start.line ?? '?'} has no rules`;
    case 'no-applicable-record':
      return `no ${word} for ${explanation.token || 'this robot'} and no * ${word}`;
    case 'robots-txt-always-allowed':
      return '/robots.txt is always allowed';
    case 'empty-file':
      return `no ${word}s in ${reading.label}`;
  }
}

/** `allowed` / `disallowed`, coloured and padded to one width. */
export function verdictWord(allowed: boolean, c: Colors, pad = 10): string {
  const word = (allowed ? 'allowed' : 'disallowed').padEnd(pad);
  return allowed ? c.green(word) : c.red(word);
}

/** The width of a robot's column in the robots × URLs table. */
function columnWidth(agent: string): number {
  return Math.max(12, Math.min(printable(agent).length, 30) + 2);
}

/** The header of the robots × URLs table: one column per robot, then `after` (`url`, or `file  url` for a batch). */
export function matrixHeader(agents: readonly string[], c: Colors, after = 'url'): string {
  return c.bold(`  ${agents.map((agent) => clip(printable(agent), 30).padEnd(columnWidth(agent))).join('')}${after}`);
}

/** One row of the robots × URLs table, ending with `where` (printed as is); `*` marks a row the robots are not all given the same verdict for. */
export function matrixRow(agents: readonly string[], allowed: readonly boolean[], where: string, c: Colors): string {
  const differ = new Set(allowed).size > 1;
  return `${differ ? c.yellow('*') : ' '} ${allowed.map((verdict, i) => verdictWord(verdict, c, columnWidth(agents[i] as string))).join('')}${where}`;
}

/** The note under a robots × URLs table with a `*` row. */
export const MATRIX_NOTE = '* marks the URLs the robots are not all given the same verdict for';

/** One `check` line: `disallowed  /tmp/a  robots.txt:3: Disallow: /tmp/  (rfc9309)`. */
export function verdictLine(reading: Reading, explanation: Explanation, c: Colors, prefix = ''): string {
  return `${prefix}${verdictWord(explanation.allowed, c)}  ${printable(explanation.url)}  ${c.dim(shortWhy(reading, explanation))}  ${c.dim(`(${reading.dialect})`)}`;
}

/** One `check --format json` object: the explanation plus where the file came from. */
export function verdictJson(reading: Reading, explanation: Explanation): Record<string, unknown> {
  return {
    file: reading.label,
    ...explanation,
    truncated: reading.truncated,
    ...(reading.fetched ? { fetch: fetchSummary(reading.fetched) } : {}),
  };
}

/** A verdict under one dialect: the reading and its explanation. */
export interface Verdict {
  readonly reading: Reading;
  readonly explanation: Explanation;
}

/**
 * Each reading's verdict on `url`, or `undefined` when a fetched robots.txt has no say on it: the file is
 * bound to the origin it was fetched from (RFC 9309 §2.3), as the library binds it, and `url` resolves to
 * another one.
 */
export function verdictsOn(readings: readonly Reading[], url: string, agent: string): Verdict[] | undefined {
  const verdicts: Verdict[] = [];
  for (const reading of readings) {
    const explanation = reading.robots.explain(url, agent);
    if (!onOrigin(explanation)) return undefined;
    verdicts.push({ reading, explanation });
  }
  return verdicts;
}

function onOrigin(explanation: Explanation<boolean | undefined>): explanation is Explanation {
  return explanation.allowed !== undefined;
}

/**
 * Why a fetched robots.txt has no say on `url` (see {@link verdictsOn}), and whose robots.txt has, for a
 * message: `https://example.org/x is on https://example.org, and the robots.txt of https://example.com says
 * nothing about another site. Check it against https://example.org/robots.txt.`
 */
export function otherOriginMessage(url: string, fetchedFrom: string): string {
  let origin = 'null';
  try {
    origin = new URL(url, fetchedFrom).origin;
  } catch {
    // Not a URL on any origin.
  }
  const where = origin === 'null' ? 'on no web origin' : `on ${origin}`;
  const check = origin === 'null' ? '' : ` Check it against ${origin}/robots.txt.`;
  return `${url} is ${where}, and the robots.txt of ${fetchedFrom} says nothing about another site (the library answers undefined).${check}`;
}

/**
 * One URL under several dialects (`--dialect all` of `check` and `explain`):
 * whether they differ, and each dialect's {@link verdictJson} by name.
 */
export function comparisonJson(url: string, agent: string, verdicts: readonly Verdict[]): Record<string, unknown> {
  return {
    file: verdicts[0]?.reading.label,
    url,
    agent,
    differ: new Set(verdicts.map((v) => v.explanation.allowed)).size > 1,
    verdicts: Object.fromEntries(verdicts.map((v) => [v.reading.dialect, verdictJson(v.reading, v.explanation)])),
  };
}

/** The fetch facts worth repeating in every JSON line. */
export function fetchSummary(fetched: FetchRobotsTxtResult): Record<string, unknown> {
  return {
    status: fetched.status ?? null,
    outcome: fetched.outcome,
    reason: fetched.reason,
    finalUrl: fetched.finalUrl,
    redirects: fetched.redirects,
    ...(fetched.failure ? { failure: fetched.failure } : {}),
  };
}

const CELL = 12;

/** A column's width: 12, or the dialect's name and two spaces (`revisited-1996`). */
function cellWidth(dialect: Dialect): number {
  return Math.max(CELL, dialect.length + 2);
}

/** The header of the `--dialect all` table. */
export function tableHeader(dialects: readonly Dialect[], c: Colors, last = 'url'): string {
  return c.bold(`  ${dialects.map((dialect) => dialect.padEnd(cellWidth(dialect))).join('')}${last}`);
}

/** One row of the `--dialect all` table; `*` marks rows where the dialects disagree. */
export function tableRow(url: string, explanations: readonly Explanation[], c: Colors): string {
  const differ = new Set(explanations.map((e) => e.allowed)).size > 1;
  const cells = explanations.map((e) => verdictWord(e.allowed, c, cellWidth(e.dialect))).join('');
  return `${differ ? c.yellow('*') : ' '} ${cells}${printable(url)}`;
}
