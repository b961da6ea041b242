/**
 * Reading a source under dialects, and printing verdicts: the one-line form
 * of `check`, its JSON lines, the dialect comparison table.
 *
 * @module
 */
import type { Engine } from './engine.ts';
import { printable, type Colors } from './output.ts';
import type { Source } from './source.ts';
import type { FetchRobotsTxtResult } from '../fetch/fetch-robots.ts';
import type { RobotsTxt } from '../match/compile.ts';
import type { Dialect, Explanation, RecordRef, RuleRef } from '../match/types.ts';
import type { LineRef } from '../model/types.ts';
import { DIALECT_PROPERTIES } from '../model/dialect.ts';

/** A robots.txt read under one dialect. */
export interface Reading {
  readonly dialect: Dialect;
  readonly robots: RobotsTxt;
  /** The source's label (path, `<stdin>` or URL), for `label:line` references. */
  readonly label: string;
  readonly truncated: boolean;
  /** Set when the source was fetched: what the fetch meant under the dialect. */
  readonly fetched?: FetchRobotsTxtResult;
}

/** Compiles a source under a dialect (for a URL: interprets the retrieval under it). */
export function readUnder(source: Source, dialect: Dialect, engine: Engine, maxBytes: number): Reading {
  const base = { dialect, label: source.label, truncated: source.truncated };
  if (source.response) {
    const fetched = engine.interpretRobotsTxtResponse(source.response, dialect, maxBytes);
    return { ...base, robots: fetched.robots, fetched };
  }
  return { ...base, robots: engine.compile(source.bytes, { dialect, parseLimit: Math.max(maxBytes, source.bytes.length) }) };
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

/**
 * `JSON.stringify(verdictJson(reading, explanation))`, written out field by
 * field: the same text, byte for byte (`test/cli/verdict-json.test.ts` holds
 * it to `JSON.stringify` on the corpus and on generated files), without the
 * spread copy, the `toJSON` calls of the line references and the generic
 * serialiser's walk over ~540 bytes of nested objects per verdict. `check
 * --files` writes one per file and URL (issue 11, row 9). Strings go through
 * `JSON.stringify`, so escaping is the serialiser's own. A fetched source
 * (whose `fetch` summary is open-ended) is serialised by `JSON.stringify`.
 */
export function verdictJsonText(reading: Reading, explanation: Explanation<boolean | undefined>): string {
  if (reading.fetched) return JSON.stringify(verdictJson(reading, explanation as Explanation));
  const e = explanation;
  // `allowed` is left out when undefined (another origin), as JSON.stringify leaves out undefined fields.
  const allowed = e.allowed === undefined ? '' : `,"allowed":${e.allowed}`;
  const record = e.record === undefined ? '' : `,"record":${recordJsonText(e.record)}`;
  const rule = e.rule === undefined ? '' : `,"rule":${ruleJsonText(e.rule)}`;
  return (
    `{"file":${quote(reading.label)}${allowed},"dialect":${quote(e.dialect)},"url":${quote(e.url)},"path":${quote(e.path)},"agent":${quote(e.agent)},` +
    `"token":${quote(e.token)}${record},"records":${listJsonText(e.records, recordJsonText)}${rule},"matchedRules":${listJsonText(e.matchedRules, ruleJsonText)},` +
    `"reasonCode":${quote(e.reasonCode)},"reason":${quote(e.reason)},"truncated":${reading.truncated}}`
  );
}

const quote = (text: string): string => JSON.stringify(text);

function listJsonText<T>(items: readonly T[], itemText: (item: T) => string): string {
  if (items.length === 0) return '[]';
  let text = `[${itemText(items[0] as T)}`;
  for (let i = 1; i < items.length; i++) text += `,${itemText(items[i] as T)}`;
  return `${text}]`;
}

function lineRefJsonText(ref: LineRef): string {
  return `{"line":${ref.line},"column":${ref.column},"offset":${ref.offset},"text":${quote(ref.text)}`;
}

function recordJsonText(record: RecordRef): string {
  return `{"index":${record.index},"agents":${listJsonText(record.agents, quote)},"start":${lineRefJsonText(record.start)}}}`;
}

function ruleJsonText(rule: RuleRef): string {
  return `${lineRefJsonText(rule)},"kind":${quote(rule.kind)},"value":${quote(rule.value)},"pattern":${quote(rule.pattern)}}`;
}

/** A verdict under one dialect: the reading and its explanation. */
export interface Verdict {
  readonly reading: Reading;
  readonly explanation: Explanation;
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
export function tableHeader(dialects: readonly Dialect[], c: Colors): string {
  return c.bold(`  ${dialects.map((dialect) => dialect.padEnd(cellWidth(dialect))).join('')}url`);
}

/** One row of the `--dialect all` table; `*` marks rows where the dialects disagree. */
export function tableRow(url: string, explanations: readonly Explanation[], c: Colors): string {
  const differ = new Set(explanations.map((e) => e.allowed)).size > 1;
  const cells = explanations.map((e) => verdictWord(e.allowed, c, cellWidth(e.dialect))).join('');
  return `${differ ? c.yellow('*') : ' '} ${cells}${printable(url)}`;
}
