/**
 * `hoverAt`: what the thing under the cursor means. On a field name, the
 * field's documentation and its sections in the standards (or, for an
 * unknown field, the spelling it is nearest to); on a User-agent value, the
 * known crawlers it names and the dialects that apply it differently; on an
 * Allow or Disallow value, a URL it matches, the robots it applies to, and
 * under each dialect whether it decides that URL or another line does.
 *
 * A hover reads the one line under the cursor and compiles the file once per
 * dialect it compares (no lint).
 *
 * @module
 */
import { knownCrawler } from '../crawlers/known-crawlers.ts';
import { agentValueToken } from '../match/agent.ts';
import { compile, type RobotsTxt } from '../match/compile.ts';
import { DIALECT_PROPERTIES, DIALECTS, type Dialect } from '../model/dialect.ts';
import { fieldKey, readDirective } from '../model/directives.ts';
import type { Field, Group, Rule } from '../model/types.ts';
import type { LspPosition, LspRange } from '../format/text-edit.ts';
import { displayName, nearestField } from '../lint/fields.ts';
import { parse } from '../syntax/parse.ts';
import type { SyntaxDocument, SyntaxLine } from '../syntax/tree.ts';
import { crawlerMarkdown } from './crawler-docs.ts';
import { exampleUrl } from './example-url.ts';
import { fieldDoc, fieldMarkdown } from './field-docs.ts';
import { code } from './markdown.ts';
import { primaryDialect, type EditorOptions } from './options.ts';
import { lineNumberAt, lspRangeOf, offsetAt } from './position.ts';

/** What an editor shows on hover: markdown, and the span it is about. */
export interface EditorHover {
  /** The span the hover is about (the field name, or the value). */
  readonly range: LspRange;
  /** The text, in markdown. */
  readonly markdown: string;
}

/**
 * The hover at a position, or `undefined` where there is nothing to say
 * (blank lines, comments, whitespace). Never throws.
 *
 * @example
 * ```ts
 * const hover = hoverAt('User-agent: *\nDisallow: /private/\n', { line: 1, character: 2 });
 * hover?.markdown.split('\n')[0]; // '**Disallow**'
 * ```
 */
export function hoverAt(text: string, position: LspPosition, options: EditorOptions = {}): EditorHover | undefined {
  const document = parse(text);
  const line = document.line(lineNumberAt(document, position));
  if (!line || line.kind !== 'directive') return undefined;
  const offset = offsetAt(document, position);
  const field = line.field;
  if (!field) return undefined;
  const dialect = primaryDialect(options);
  if (offset <= field.end) return fieldHover(line, dialect, lspRangeOf(document, field.offset, field.end));
  if (line.commentOffset >= 0 && offset > line.commentOffset) return undefined;
  const value = line.value;
  const colon = line.colonOffset;
  // An empty value: the hover is about the colon (`Disallow:` matches nothing).
  const [start, end] = value ? [value.offset, value.end] : [colon, colon + 1];
  if (offset < (value ? start : colon + 1) || offset > (value ? end : line.contentEnd)) return undefined;
  const range = lspRangeOf(document, start, end);
  const read = readDirective(line, dialect);
  const key = read?.key ?? fieldKey(field.text);
  if (read?.kind === 'user-agent' || key === 'user-agent') return { range, markdown: agentMarkdown(line, read, dialect) };
  if (key === 'allow' || key === 'disallow') return { range, markdown: ruleMarkdown(document, line, dialect) };
  return undefined;
}

/** The field's documentation, the dialects that read the line differently, or what an unknown name is nearest to. */
function fieldHover(line: SyntaxLine, dialect: Dialect, range: LspRange): EditorHover {
  const name = line.fieldName ?? '';
  const read = readDirective(line, dialect);
  const doc = fieldDoc(name) ?? (read && read.kind !== 'other' ? fieldDoc(read.key) : undefined);
  const parts: string[] = [];
  if (doc) {
    parts.push(fieldMarkdown(doc));
    if (doc.name.toLowerCase() !== name.toLowerCase()) parts.push(`${code(name)} is read as ${doc.name} under ${dialect}.`);
  } else {
    const nearest = nearestField(fieldKey(name));
    const suggestion = nearest ? ` Did you mean **${displayName(nearest)}**?` : '';
    parts.push(`**Unknown field** ${code(name)}: no standard or known crawler defines it, so crawlers ignore the line.${suggestion}`);
  }
  const readings = readingsByDialect(line);
  if (readings.size > 1)
    parts.push(`Read differently by the dialects:\n\n${[...readings].map(([reading, dialects]) => `- ${dialects.join(', ')}: ${reading}`).join('\n')}`);
  return { range, markdown: parts.join('\n\n') };
}

/** How each dialect reads the line, grouped: reading → the dialects that read it so. */
function readingsByDialect(line: SyntaxLine): Map<string, Dialect[]> {
  const readings = new Map<string, Dialect[]>();
  for (const dialect of DIALECTS) {
    const reading = describeReading(readDirective(line, dialect), dialect);
    const list = readings.get(reading) ?? [];
    list.push(dialect);
    readings.set(reading, list);
  }
  return readings;
}

function describeReading(field: Field | undefined, dialect: Dialect): string {
  if (!field) return 'not a directive (ignored)';
  if (field.kind === 'user-agent') return `User-agent ${code(field.value)}`;
  if (field.kind === 'allow') return `Allow ${code(field.value)}`;
  if (field.kind === 'disallow') return `Disallow ${code(field.value)}`;
  if (field.key === 'allow' && !DIALECT_PROPERTIES[dialect].allowLines) return 'not a rule: the dialect has no Allow';
  return fieldDoc(field.key) ? `${displayName(field.key)} (not a rule)` : `unknown field ${code(field.name)} (ignored)`;
}

/** The names a User-agent value gives, as the dialect splits it. */
function agentNames(value: string, dialect: Dialect): string[] {
  const names = DIALECT_PROPERTIES[dialect].valueLists ? value.split(/\s+/).filter(Boolean) : [value];
  return names.map((name) => (name === '*' ? '*' : agentValueToken(name) || name));
}

/** The known crawlers a User-agent value names, and the dialects under which the line applies to each. */
function agentMarkdown(line: SyntaxLine, read: Field | undefined, dialect: Dialect): string {
  const value = read?.value ?? line.fieldValue ?? '';
  const parts: string[] = [];
  for (const name of agentNames(value, dialect)) {
    if (name === '*') {
      parts.push('`*`: every robot that no other group names.');
      continue;
    }
    const crawler = knownCrawler(name) ?? knownCrawler(value);
    parts.push(crawler ? crawlerMarkdown(crawler) : `${code(name)} is not in the toolkit's table of known crawlers.`);
    const applies = dialectsApplying(value, crawler?.token ?? name);
    if (applies.no.length > 0) {
      parts.push(
        `A robot named ${code(crawler?.token ?? name)} obeys this line under ${applies.yes.join(', ') || 'no dialect'}; not under ${applies.no.join(', ')}.`,
      );
    }
  }
  if (value !== '' && agentNames(value, dialect).join(' ') !== value)
    parts.push(`Under ${dialect} the line names ${agentNames(value, dialect).map(code).join(', ')}.`);
  return parts.join('\n\n') || 'An empty User-agent names no robot.';
}

/** The dialects under which a one-group file with this User-agent value applies to the robot `token`. */
function dialectsApplying(value: string, token: string): { yes: Dialect[]; no: Dialect[] } {
  const yes: Dialect[] = [];
  const no: Dialect[] = [];
  for (const dialect of DIALECTS) {
    const robots = compile(`User-agent: ${value}\nDisallow: /\n`, { dialect });
    (robots.isAllowed('/page', token) ? no : yes).push(dialect);
  }
  return { yes, no };
}

/** A robot name the hover tests a group with: its first named agent, or for `*` a name no other group gives. */
function robotFor(group: Group, robots: RobotsTxt): string {
  const named = group.agents.map((agent) => agent.value.split(/\s+/)[0] ?? '').find((value) => value !== '' && value !== '*');
  if (named) return agentValueToken(named) || named;
  // The first name the `*` group applies to under the file's dialect (no group names it).
  const candidates = ['AnyRobot', 'AnyRobot2', 'AnyRobot3', 'ExampleBot', 'SomeCrawler', 'Zz9'];
  return candidates.find((name) => robots.explain('/', name).records.some((record) => record.index === group.index)) ?? 'AnyRobot';
}

/** An Allow or Disallow value: an example URL, the group's robots, and the verdict on that URL under each dialect. */
function ruleMarkdown(document: SyntaxDocument, line: SyntaxLine, dialect: Dialect): string {
  const robots = compile(document, { dialect });
  const model = robots.model;
  const number = line.number;
  if (model.ignoredRules.some((rule) => rule.ref.line === number))
    return 'This rule comes before any User-agent line: no group holds it, and every robot ignores it.';
  let group: Group | undefined;
  let rules: Rule[] = [];
  for (const candidate of model.groups) {
    rules = candidate.rules.filter((rule) => rule.ref.line === number);
    if (rules.length > 0) {
      group = candidate;
      break;
    }
  }
  if (!group) return `Under ${dialect} this line is not a rule of any group.`;
  const agents = group.agents.map((agent) => code(agent.value)).join(', ');
  const parts: string[] = [];
  for (const rule of rules) {
    const name = rule.kind === 'allow' ? 'Allow' : 'Disallow';
    const example = exampleUrl(rule.kind, rule.value, dialect);
    parts.push(`**${name}** ${rule.value === '' ? '(empty)' : code(rule.value)}, for ${agents}`);
    if (example === undefined) {
      parts.push(
        rule.value === ''
          ? `An empty ${name} matches no URL.`
          : DIALECT_PROPERTIES[dialect].robotsTxtAlwaysAllowed && rule.value.startsWith('/robots.txt')
            ? `It matches ${code('/robots.txt')}, which ${dialect} always allows.`
            : `No URL matches it under ${dialect}.`,
      );
      continue;
    }
    parts.push(`Matches, for example, ${code(example)}.`);
    parts.push(verdictTable(document, group, robots, example, number));
  }
  return parts.join('\n\n');
}

/** Under each dialect, the verdict on `path` for the group's robot, and the line that decides it. */
function verdictTable(document: SyntaxDocument, group: Group, primary: RobotsTxt, path: string, number: number): string {
  const robot = robotFor(group, primary);
  const rows = [`| dialect | ${code(path)} for ${code(robot)} | decided by |`, '| --- | --- | --- |'];
  for (const dialect of DIALECTS) {
    const explanation = (dialect === primary.dialect ? primary : compile(document, { dialect })).explain(path, robot);
    const verdict = explanation.allowed ? 'allowed' : 'disallowed';
    const by =
      explanation.rule === undefined
        ? explanation.reason
        : explanation.rule.line === number
          ? 'this line'
          : `line ${explanation.rule.line}: ${code(explanation.rule.text)}`;
    rows.push(`| ${dialect} | ${verdict} | ${by.replace(/\|/g, '\\|')} |`);
  }
  return rows.join('\n');
}
