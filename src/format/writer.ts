/**
 * The writer: robots.txt text from plain data, in the formatter's canonical
 * layout, and the reader that gives the same data back from a parsed file.
 *
 * @module
 */
import { buildModel } from '../model/build.ts';
import type { Dialect } from '../model/dialect.ts';
import type { Field } from '../model/types.ts';
import { parse } from '../syntax/parse.ts';
import { SyntaxDocument } from '../syntax/tree.ts';
import { CANONICAL_FIELD_NAMES } from './format.ts';

/** One Allow or Disallow line. */
export interface RobotsRuleData {
  /** Allow or Disallow. */
  readonly kind: 'allow' | 'disallow';
  /** The path pattern, e.g. `/private/` or `/*.pdf$` (`''`: an empty Disallow, which allows everything). */
  readonly path: string;
}

/** Any other `name: value` line (Crawl-delay, Host, Clean-param, an extension of your own). */
export interface RobotsFieldData {
  /** The field name; a known one is written in its canonical spelling. */
  readonly name: string;
  /** The value. */
  readonly value: string;
}

/** A group: the robots it is for, its rules and its other fields. */
export interface RobotsGroupData {
  /** The User-agent values (product tokens, or `*`); at least one. */
  readonly agents: readonly string[];
  /**
   * The rules, in order. Give every group at least one: RFC 9309 §2.2.1 joins a
   * group without rules to the User-agent lines that follow it.
   */
  readonly rules: readonly RobotsRuleData[];
  /** Other fields of the group (Crawl-delay, Request-rate…), written after the rules. */
  readonly fields?: readonly RobotsFieldData[];
  /** Comment lines written above the group (without the `#`). */
  readonly comments?: readonly string[];
}

/** A whole robots.txt as data: what {@link writeRobotsTxt} writes and {@link readRobotsTxt} reads back. */
export interface RobotsTxtData {
  /** Comment lines at the top of the file (without the `#`). */
  readonly comments?: readonly string[];
  /** Fields outside every group (Host, Clean-param…), written before the first group. */
  readonly fields?: readonly RobotsFieldData[];
  /** The groups, in order. */
  readonly groups: readonly RobotsGroupData[];
  /** Sitemap URLs, written at the end. */
  readonly sitemaps?: readonly string[];
}

/** The canonical spelling of a field name (`crawl-delay` → `Crawl-delay`; unknown names as given). */
export function canonicalFieldName(name: string): string {
  return CANONICAL_FIELD_NAMES.get(name.toLowerCase()) ?? name;
}

/**
 * A value the writer and the editing API can put on a line: a line break
 * would start another line and a `#` a comment, so both are refused (in a
 * path, `#` is written as `%23`, which every dialect reads as the same path
 * character). Throws a `RangeError`: a caller's bug, not bad input.
 */
export function lineValue(value: string, what: string, path = false): string {
  if (/[\r\n]/.test(value)) throw new RangeError(`The ${what} ${JSON.stringify(value)} holds a line break.`);
  const trimmed = value.replace(/^[ \t]+|[ \t]+$/g, '');
  if (trimmed.includes('#')) {
    if (path) return trimmed.replace(/#/g, '%23');
    throw new RangeError(`The ${what} ${JSON.stringify(value)} holds "#", which would start a comment.`);
  }
  return trimmed;
}

/** A field name the writer can put on a line: no colon, `#`, whitespace or line break, not empty. */
export function lineFieldName(name: string): string {
  if (name === '' || /[:#\s]/.test(name)) throw new RangeError(`The field name ${JSON.stringify(name)} is empty or holds a colon, "#" or whitespace.`);
  return canonicalFieldName(name);
}

/** `Name: value` (or `Name:` for an empty value). */
export function directiveLine(name: string, value: string): string {
  return value === '' ? `${name}:` : `${name}: ${value}`;
}

/** A comment line: `# text`, or `#` alone. */
function commentLine(text: string): string {
  if (/[\r\n]/.test(text)) throw new RangeError(`The comment ${JSON.stringify(text)} holds a line break.`);
  const body = text.replace(/^[ \t]+|[ \t]+$/g, '');
  return body === '' ? '#' : `# ${body}`;
}

/** The lines of one group, in the canonical layout (no line ends). */
export function groupLines(group: RobotsGroupData): string[] {
  const lines: string[] = [];
  for (const comment of group.comments ?? []) lines.push(commentLine(comment));
  for (const agent of group.agents) lines.push(directiveLine('User-agent', lineValue(agent, 'User-agent value')));
  for (const rule of group.rules) lines.push(directiveLine(rule.kind === 'allow' ? 'Allow' : 'Disallow', lineValue(rule.path, 'path', true)));
  for (const field of group.fields ?? []) lines.push(directiveLine(lineFieldName(field.name), lineValue(field.value, `${field.name} value`)));
  return lines;
}

/**
 * Writes a robots.txt from plain data in the formatter's canonical layout:
 * header comments, the fields outside groups, the groups one blank line
 * apart, then the sitemaps. `readRobotsTxt(parse(writeRobotsTxt(data)))`
 * gives the data back. Throws a `RangeError` for a value holding a line
 * break, or a `#` outside a path (a path's `#` is written `%23`).
 *
 * @example
 * ```ts
 * writeRobotsTxt({
 *   groups: [{ agents: ['GPTBot'], rules: [{ kind: 'disallow', path: '/' }] }],
 *   sitemaps: ['https://example.com/sitemap.xml'],
 * });
 * // 'User-agent: GPTBot\nDisallow: /\n\nSitemap: https://example.com/sitemap.xml\n'
 * ```
 */
export function writeRobotsTxt(data: RobotsTxtData, lineEnding: '\n' | '\r\n' = '\n'): string {
  const blocks: string[][] = [];
  const head = (data.comments ?? []).map(commentLine);
  const fields = (data.fields ?? []).map((field) => directiveLine(lineFieldName(field.name), lineValue(field.value, `${field.name} value`)));
  if (head.length > 0) blocks.push(head);
  if (fields.length > 0) blocks.push(fields);
  for (const group of data.groups) blocks.push(groupLines(group));
  const sitemaps = (data.sitemaps ?? []).map((url) => directiveLine('Sitemap', lineValue(url, 'Sitemap URL')));
  if (sitemaps.length > 0) blocks.push(sitemaps);
  return blocks.map((lines) => lines.map((line) => line + lineEnding).join('')).join(lineEnding);
}

/**
 * Reads a robots.txt back as {@link RobotsTxtData}, its groups as `dialect`
 * forms them (default rfc9309): the inverse of {@link writeRobotsTxt}.
 * Sitemap lines are read into `sitemaps` wherever they are; comments are not
 * read (they have no place in the model). Never throws.
 */
export function readRobotsTxt(input: string | Uint8Array | SyntaxDocument, dialect: Dialect = 'rfc9309'): RobotsTxtData {
  const document = input instanceof SyntaxDocument ? input : parse(input);
  const model = buildModel(document, dialect);
  const inGroups = new Set<number>();
  const fieldData = (field: Field): RobotsFieldData => ({ name: canonicalFieldName(field.name), value: field.value });
  const groups = model.groups.map((group): RobotsGroupData => {
    for (const field of [...group.agents, ...group.extensions]) inGroups.add(field.ref.line);
    const fields = group.extensions.filter((field) => field.key !== 'sitemap').map(fieldData);
    return {
      agents: group.agents.map((agent) => agent.value),
      rules: group.rules.map((rule) => ({ kind: rule.kind, path: rule.value })),
      ...(fields.length > 0 ? { fields } : {}),
    };
  });
  const fields = model.fields.filter((field) => field.kind === 'other' && field.key !== 'sitemap' && !inGroups.has(field.ref.line)).map(fieldData);
  return {
    ...(fields.length > 0 ? { fields } : {}),
    groups,
    ...(model.sitemaps.length > 0 ? { sitemaps: [...model.sitemaps] } : {}),
  };
}
