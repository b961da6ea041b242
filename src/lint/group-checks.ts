/**
 * The checks that read records and groups: structure (orphan rules, empty
 * groups, repeated agents, blank lines) and meaning (duplicate, unreachable
 * and conflicting rules, the whole site disallowed).
 *
 * @module
 */
import { productToken } from '../match/agent.ts';
import { DIALECT_PROPERTIES, type Dialect } from '../model/dialect.ts';
import { fieldKey } from '../model/directives.ts';
import type { Group, LineRef, Rule } from '../model/types.ts';
import type { SyntaxLine } from '../syntax/tree.ts';
import { fixOf, listOf, type LintContext } from './context.ts';

/** The span of a line's directive (from its first character to its end, comment included). */
function span(context: LintContext, ref: LineRef): { offset: number; end: number } {
  const line = context.line(ref.line);
  return { offset: ref.offset, end: line ? line.contentEnd : ref.offset };
}

/** The whole line with its line end, for deletions. */
function wholeLine(context: LintContext, number: number): { offset: number; end: number; text: string } {
  const line = context.line(number) as SyntaxLine;
  return { offset: line.offset, end: line.end, text: '' };
}

/** Runs the structure and meaning checks. */
export function checkGroups(context: LintContext): void {
  const { model } = context;
  const seenOrphanLines = new Set<number>();
  for (const rule of model.ignoredRules) {
    if (seenOrphanLines.has(rule.ref.line)) continue;
    seenOrphanLines.add(rule.ref.line);
    context.report({
      code: 'rule-outside-group',
      message: `This ${rule.kind === 'allow' ? 'Allow' : 'Disallow'} line comes before any User-agent line, so it applies to no robot and every crawler ignores it. Put a User-agent line before it.`,
      ...span(context, rule.ref),
    });
  }
  checkEmptyGroups(context);
  checkRepeatedAgents(context);
  checkBlankLines(context);
  checkMissingBlankLines(context);
  checkExtensionsBetweenAgents(context);
  for (const group of model.groups) checkGroupRules(context, group);
}

/** Groups with agents and nothing else, under any dialect linted (the same line reported once). */
function checkEmptyGroups(context: LintContext): void {
  const byLine = new Map<number, Dialect[]>();
  for (const dialect of context.dialects) {
    const model = context.compiled.get(dialect)?.model;
    for (const group of model?.groups ?? []) {
      if (group.rules.length > 0 || group.extensions.length > 0) continue;
      byLine.set(group.start.line, [...(byLine.get(group.start.line) ?? []), dialect]);
    }
  }
  for (const [line, dialects] of byLine) {
    const ref = context.line(line) as SyntaxLine;
    const some = dialects.length < context.dialects.length ? ` under ${listOf(dialects)}` : '';
    context.report({
      code: 'group-without-rules',
      message: `This group has no rules${some}, so the robots it names may crawl everything (A-4). Add their rules, or remove the blank line that cut them off.`,
      offset: ref.textStart,
      end: ref.contentEnd,
      dialects,
    });
  }
}

/** The name a User-agent value is compared by (`*` or the product token, lower case). */
function agentName(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '*' || /^\*\s/.test(trimmed)) return '*';
  return productToken(trimmed).toLowerCase();
}

function checkRepeatedAgents(context: LintContext): void {
  const first = new Map<string, Group>();
  const firstOnly = context.dialects.filter((dialect) => DIALECT_PROPERTIES[dialect].agentSelection === 'first-matching-record');
  for (const group of context.model.groups) {
    const names = new Set<string>();
    for (const agent of group.agents) {
      const name = agentName(agent.value);
      if (name === '' || names.has(name)) continue;
      names.add(name);
      const earlier = first.get(name);
      if (!earlier) {
        first.set(name, group);
        continue;
      }
      const reading =
        firstOnly.length > 0
          ? `${listOf(firstOnly)} readers obey only the first, so these rules are lost to them`
          : 'RFC 9309 and Google merge the groups, but 1994 and draft readers obey only the first';
      context.report({
        code: name === '*' ? 'duplicate-star-group' : 'agent-in-several-groups',
        message:
          name === '*'
            ? `A second "User-agent: *" group (the first starts on line ${earlier.start.line}): ${reading}. Merge them into one.`
            : `"${agent.value}" already has a group on line ${earlier.start.line}: ${reading}. Merge them into one.`,
        ...span(context, agent.ref),
        related: [{ ...span(context, earlier.start), message: 'the first group for this robot' }],
      });
    }
  }
}

/** Blank lines inside a group: after User-agent or rule lines and before more rules or agents of the same group (by RFC 9309's grouping). */
function checkBlankLines(context: LintContext): void {
  const splitting = context.dialects.filter((dialect) => DIALECT_PROPERTIES[dialect].blankLinesEndRecords);
  let previous: 'agent' | 'rule' | 'none' = 'none';
  let blanks: SyntaxLine[] = [];
  for (let number = 1; number <= context.lines.length; number++) {
    const line = context.line(number) as SyntaxLine;
    const kind = line.kind;
    if (kind === 'blank') {
      if (previous !== 'none') blanks.push(line);
      continue;
    }
    if (kind !== 'directive') continue;
    const key = fieldKey(line.fieldName as string);
    const current = key === 'user-agent' ? 'agent' : key === 'allow' || key === 'disallow' ? 'rule' : 'other';
    if (current === 'other') continue;
    // A blank line splits a group when more of the group follows: rules after anything, or agents after agents.
    const inside = blanks.length > 0 && (current === 'rule' || previous === 'agent');
    if (inside) {
      const first = blanks[0] as SyntaxLine;
      const last = blanks[blanks.length - 1] as SyntaxLine;
      const effect =
        splitting.length > 0
          ? `under ${listOf(splitting)} it ends the record, so ${current === 'rule' ? 'the rules after it belong to no robot' : 'the robots before it get no rules'}`
          : 'harmless in RFC 9309, but the 1994 rules, the 1996 draft and the Revisited format end the record there';
      context.report({
        code: 'blank-line-in-group',
        message: `A blank line inside a group: ${effect}. Delete it.`,
        offset: first.offset,
        end: last.end,
        dialects: splitting.length > 0 ? splitting : context.dialects,
        fixes: [
          fixOf(
            'Delete the blank line',
            splitting.length === 0,
            blanks.map((blank) => ({ offset: blank.offset, end: blank.end, text: '' })),
          ),
        ],
      });
    }
    blanks = [];
    previous = current;
  }
}

/** Records that start at a User-agent line right after a rule line, under the dialects where blank lines end records. */
function checkMissingBlankLines(context: LintContext): void {
  const splitting = context.dialects.filter((dialect) => DIALECT_PROPERTIES[dialect].blankLinesEndRecords);
  if (splitting.length === 0) return;
  const starts = new Map<number, number>();
  for (const dialect of splitting) {
    const model = context.compiled.get(dialect)?.model;
    for (const group of model?.groups ?? []) {
      if (group.index === 0) continue;
      const before = context.line(group.start.line - 1);
      if (!before || before.kind === 'blank') continue;
      const previous = model?.groups[group.index - 1];
      if (!previous || previous.rules.length === 0) continue;
      starts.set(group.start.line, (starts.get(group.start.line) ?? 0) + 1);
    }
  }
  for (const [number, count] of starts) {
    const line = context.line(number) as SyntaxLine;
    // Safe when every dialect that cares already starts a record here; RFC 9309 and Google ignore blank lines.
    const safe = count === splitting.length;
    context.report({
      code: 'missing-blank-line',
      message: `No blank line before this User-agent line: ${listOf(splitting)} ${splitting.length === 1 ? 'separates' : 'separate'} records with blank lines; readers start a new record here anyway (A-5), but strict ones may run the two together. Insert a blank line.`,
      offset: line.textStart,
      end: line.contentEnd,
      dialects: splitting,
      fixes: [fixOf('Insert a blank line', safe, [{ offset: line.offset, end: line.offset, text: lineEndBefore(context, number) }])],
    });
  }
}

/** The line end of the line before `number` (the same again makes a blank line: a CR after a CR, never CR LF). */
function lineEndBefore(context: LintContext, number: number): string {
  return context.line(number - 1)?.lineEnd?.text ?? '\n';
}

/** Another field between two User-agent lines of one group. */
function checkExtensionsBetweenAgents(context: LintContext): void {
  let pending: SyntaxLine[] = [];
  let inAgents = false;
  for (let number = 1; number <= context.lines.length; number++) {
    const line = context.line(number) as SyntaxLine;
    if (line.kind !== 'directive') continue;
    const key = fieldKey(line.fieldName as string);
    if (key === 'user-agent') {
      for (const between of pending) {
        context.report({
          code: 'extension-between-agents',
          message: `This ${between.fieldName} line sits between two User-agent lines: RFC 9309 keeps the group together, but the 1996 draft ends it here, so crawlers disagree on which robots the lines below apply to. Move it below the last User-agent line.`,
          offset: between.textStart,
          end: between.contentEnd,
        });
      }
      pending = [];
      inAgents = true;
    } else if (key === 'allow' || key === 'disallow') {
      inAgents = false;
      pending = [];
    } else if (inAgents && key !== 'sitemap') pending.push(line);
  }
}

/** The line of each rule, with its value as written, for rules that are the only value on their line. */
function checkGroupRules(context: LintContext, group: Group): void {
  const precedence = DIALECT_PROPERTIES[context.model.dialect].precedence;
  const rules = group.rules;
  const seen = { allow: new Map<string, Rule>(), disallow: new Map<string, Rule>() };
  for (const rule of rules) {
    const earlier = seen[rule.kind].get(rule.value);
    if (earlier && earlier.ref.line !== rule.ref.line) {
      context.report({
        code: 'duplicate-rule',
        message: `This ${rule.kind === 'allow' ? 'Allow' : 'Disallow'} rule repeats line ${earlier.ref.line} in the same group: it never changes a verdict. Delete it.`,
        ...span(context, rule.ref),
        related: [{ ...span(context, earlier.ref), message: 'the first copy' }],
        fixes: [fixOf('Delete the duplicate line', duplicateIsSafe(context, earlier, rule), [wholeLine(context, rule.ref.line)])],
      });
      continue;
    }
    if (!earlier) seen[rule.kind].set(rule.value, rule);
  }
  if (context.enabled('unreachable-rule')) checkUnreachable(context, group, precedence);
  if (context.enabled('precedence-differs')) checkPrecedence(context, group);
  checkDisallowAll(context, group);
  checkEmptyDisallow(context, group);
}

/** Whether the two copies are in one group, as the same kind of rule, under every dialect linted (then deleting one changes nothing). */
function duplicateIsSafe(context: LintContext, first: Rule, second: Rule): boolean {
  // A line with several path roots (revisited-1996) holds more than the duplicate.
  if (/\s/.test(context.line(second.ref.line)?.fieldValue ?? '')) return false;
  for (const dialect of context.dialects) {
    const model = context.compiled.get(dialect)?.model;
    const groupOf = (rule: Rule): Group | undefined =>
      model?.groups.find((group) => group.rules.some((r) => r.ref.line === rule.ref.line && r.kind === rule.kind));
    const a = groupOf(first);
    if (!a || a !== groupOf(second)) return false;
  }
  return true;
}

const HAS_WILDCARD = /[*$]/;

/** The most distinct pattern lengths a prefix lookup tries (bounds the work on huge groups). */
const MAX_PREFIX_LENGTHS = 256;

/**
 * Earlier rules by their pattern, to find those whose pattern is a prefix of
 * a later one in time linear in the rules (times the distinct lengths), not
 * quadratic: a file of 30,000 rules in one group is real (corpus).
 */
class PrefixIndex {
  private readonly byLength = new Map<number, Map<string, Rule>>();
  private readonly lengths: number[] = [];

  /** Remembers `rule` under `key` (the first rule with a key is kept). */
  add(key: string, rule: Rule): void {
    let rules = this.byLength.get(key.length);
    if (!rules) {
      rules = new Map();
      this.byLength.set(key.length, rules);
      let at = this.lengths.length;
      while (at > 0 && (this.lengths[at - 1] as number) > key.length) at--;
      this.lengths.splice(at, 0, key.length);
    }
    if (!rules.has(key)) rules.set(key, rule);
  }

  /** The earlier rules whose key is a prefix of `text` (or equal to it), shortest first. */
  *prefixesOf(text: string): Generator<Rule> {
    let tried = 0;
    for (const length of this.lengths) {
      if (length > text.length || ++tried > MAX_PREFIX_LENGTHS) return;
      const rule = this.byLength.get(length)?.get(length === text.length ? text : text.slice(0, length));
      if (rule) yield rule;
    }
  }
}

/** Rules another rule of the group always overrides, under the precedence of the dialect linted. */
function checkUnreachable(context: LintContext, group: Group, precedence: string): void {
  const report = (at: Rule, by: Rule, message: string): void =>
    context.report({
      code: 'unreachable-rule',
      message,
      ...span(context, at.ref),
      related: [{ ...span(context, by.ref), message: 'the rule that always wins' }],
    });
  if (precedence === 'longest-match') {
    // Same pattern, opposite kinds: the Allow wins the tie (RFC 9309 §2.2.2), so the Disallow never decides.
    const allows = new Map<string, Rule>();
    const disallows = new Map<string, Rule>();
    for (const rule of group.rules)
      if (rule.pattern !== '')
        (rule.kind === 'allow' ? allows : disallows).set(rule.pattern, (rule.kind === 'allow' ? allows : disallows).get(rule.pattern) ?? rule);
    for (const [pattern, disallow] of disallows) {
      const allow = allows.get(pattern);
      if (allow)
        report(
          disallow,
          allow,
          `This Disallow never decides: the Allow on line ${allow.ref.line} has the same pattern and wins the tie (RFC 9309 §2.2.2). Delete one of them.`,
        );
    }
    return;
  }
  const earlier = new PrefixIndex();
  for (const rule of group.rules) {
    if (rule.pattern === '') continue;
    const relevant = precedence === 'first-match' || rule.kind === 'disallow';
    if (!relevant) continue;
    for (const first of earlier.prefixesOf(rule.pattern)) {
      if (first.ref.line === rule.ref.line) continue;
      if (first.pattern === rule.pattern && first.kind === rule.kind) continue; // a duplicate: duplicate-rule says so
      if (precedence === 'first-match') {
        report(
          rule,
          first,
          `This rule never decides: line ${first.ref.line} ("${first.value}") matches every URL it matches and comes first, and the first match wins here. Put the more specific rule first.`,
        );
      } else if (first.pattern !== rule.pattern) {
        report(rule, first, `This Disallow is redundant: line ${first.ref.line} ("${first.value}") already disallows every URL it matches.`);
      }
      break;
    }
    earlier.add(rule.pattern, rule);
  }
}

/** Allow/Disallow pairs that the first-match and longest-match rules decide differently. */
function checkPrecedence(context: LintContext, group: Group): void {
  const earlier = { allow: new PrefixIndex(), disallow: new PrefixIndex() };
  for (const later of group.rules) {
    if (later.value === '' || HAS_WILDCARD.test(later.value)) continue;
    for (const first of earlier[later.kind === 'allow' ? 'disallow' : 'allow'].prefixesOf(later.value)) {
      if (first.ref.line === later.ref.line) continue;
      if (later.value === first.value && first.kind === 'allow') continue; // both rules pick the Allow
      context.report({
        code: 'precedence-differs',
        message: `For URLs under "${later.value}", the 1996 draft obeys line ${first.ref.line} (${first.kind}: the first match) but RFC 9309 and Google obey this line (${later.kind}: the longest match, Allow winning ties). Put the more specific rule first.`,
        ...span(context, later.ref),
        related: [{ ...span(context, first.ref), message: 'the rule the first match picks' }],
      });
      break;
    }
    earlier[later.kind].add(later.value, later);
  }
}

function checkDisallowAll(context: LintContext, group: Group): void {
  if (!group.agents.some((agent) => agentName(agent.value) === '*')) return;
  if (group.rules.some((rule) => rule.kind === 'allow' && rule.value !== '')) return;
  const all = group.rules.find((rule) => rule.kind === 'disallow' && (rule.value === '/' || rule.value === '/*'));
  if (!all) return;
  context.report({
    code: 'disallow-all',
    message:
      '"Disallow: /" for every robot: no crawler may fetch any page of the site. Right for a staging host; on production, disallow only what should stay private.',
    ...span(context, all.ref),
  });
}

function checkEmptyDisallow(context: LintContext, group: Group): void {
  const others = group.rules.filter((rule) => rule.value !== '');
  if (others.length === 0) return;
  for (const rule of group.rules) {
    if (rule.kind !== 'disallow' || rule.value !== '') continue;
    const line = context.line(rule.ref.line) as SyntaxLine;
    const value = line.value;
    const insertAt = value ? value.offset : line.colonOffset + 1;
    context.report({
      code: 'empty-disallow-with-rules',
      message:
        'An empty "Disallow:" next to other rules matches nothing (A-7): it allows nothing and blocks nothing. Delete it, or write "Disallow: /" if the whole site was meant.',
      ...span(context, rule.ref),
      fixes: [
        fixOf('Delete the line', false, [wholeLine(context, rule.ref.line)]),
        fixOf('Disallow the whole site', false, [{ offset: insertAt, end: insertAt, text: ' /' }]),
      ],
    });
  }
}
