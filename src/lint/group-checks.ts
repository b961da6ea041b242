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
  const line = context.document.line(ref.line);
  return { offset: ref.offset, end: line ? line.contentEnd : ref.offset };
}

/** The whole line with its line end, for deletions. */
function wholeLine(context: LintContext, number: number): { offset: number; end: number; text: string } {
  const line = context.document.line(number) as SyntaxLine;
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
    const ref = context.document.line(line) as SyntaxLine;
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
  const { document } = context;
  const splitting = context.dialects.filter((dialect) => DIALECT_PROPERTIES[dialect].blankLinesEndRecords);
  let previous: 'agent' | 'rule' | 'none' = 'none';
  let blanks: SyntaxLine[] = [];
  for (let number = 1; number <= document.lineCount; number++) {
    const line = document.line(number) as SyntaxLine;
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
      const before = context.document.line(group.start.line - 1);
      if (!before || before.kind === 'blank') continue;
      const previous = model?.groups[group.index - 1];
      if (!previous || previous.rules.length === 0) continue;
      starts.set(group.start.line, (starts.get(group.start.line) ?? 0) + 1);
    }
  }
  for (const [number, count] of starts) {
    const line = context.document.line(number) as SyntaxLine;
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
  return context.document.line(number - 1)?.lineEnd?.text ?? '\n';
}

/** Another field between two User-agent lines of one group. */
function checkExtensionsBetweenAgents(context: LintContext): void {
  const { document } = context;
  let pending: SyntaxLine[] = [];
  let inAgents = false;
  for (let number = 1; number <= document.lineCount; number++) {
    const line = document.line(number) as SyntaxLine;
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
  const seen = new Map<string, Rule>();
  for (const rule of rules) {
    const key = `${rule.kind} ${rule.value}`;
    const earlier = seen.get(key);
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
    if (!earlier) seen.set(key, rule);
  }
  for (let i = 0; i < rules.length; i++) {
    const later = rules[i] as Rule;
    for (let j = 0; j < i; j++) {
      const first = rules[j] as Rule;
      if (first.ref.line === later.ref.line || first.pattern === '' || later.pattern === '') continue;
      if (first.kind === later.kind && first.pattern === later.pattern) continue; // a duplicate
      const shadow = shadows(precedence, first, later);
      if (shadow) {
        context.report({
          code: 'unreachable-rule',
          message: shadow.message,
          ...span(context, shadow.at.ref),
          related: [{ ...span(context, shadow.by.ref), message: 'the rule that always wins' }],
        });
        break;
      }
    }
  }
  if (context.enabled('precedence-differs')) checkPrecedence(context, group);
  checkDisallowAll(context, group);
  checkEmptyDisallow(context, group);
}

/** Whether the two copies are in one group, as the same kind of rule, under every dialect linted (then deleting one changes nothing). */
function duplicateIsSafe(context: LintContext, first: Rule, second: Rule): boolean {
  if (/\s/.test(second.value)) return false;
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

/** Which of two rules never decides, which one wins instead, and why. */
interface Shadow {
  readonly at: Rule;
  readonly by: Rule;
  readonly message: string;
}

/** Whether one of `first` and `later` (in file order) never decides under `precedence`. */
function shadows(precedence: string, first: Rule, later: Rule): Shadow | undefined {
  const wild = HAS_WILDCARD.test(first.pattern) || HAS_WILDCARD.test(later.pattern);
  if (precedence === 'longest-match') {
    if (first.pattern !== later.pattern || first.kind === later.kind) return undefined;
    const disallow = first.kind === 'disallow' ? first : later;
    const allow = first.kind === 'allow' ? first : later;
    return {
      at: disallow,
      by: allow,
      message: `This Disallow never decides: the Allow on line ${allow.ref.line} has the same pattern and wins the tie (RFC 9309 §2.2.2). Delete one of them.`,
    };
  }
  if (wild || !later.pattern.startsWith(first.pattern)) return undefined;
  if (precedence === 'first-match') {
    return {
      at: later,
      by: first,
      message: `This rule never decides: line ${first.ref.line} ("${first.value}") matches every URL it matches and comes first, and the first match wins here. Put the more specific rule first.`,
    };
  }
  if (precedence === 'any-disallow' && first.kind === 'disallow' && later.kind === 'disallow') {
    return { at: later, by: first, message: `This Disallow is redundant: line ${first.ref.line} ("${first.value}") already disallows every URL it matches.` };
  }
  return undefined;
}

/** Allow/Disallow pairs that the first-match and longest-match rules decide differently. */
function checkPrecedence(context: LintContext, group: Group): void {
  const rules = group.rules;
  const reported = new Set<number>();
  for (let i = 0; i < rules.length; i++) {
    const later = rules[i] as Rule;
    if (reported.has(later.ref.line) || later.value === '' || HAS_WILDCARD.test(later.value)) continue;
    for (let j = 0; j < i; j++) {
      const first = rules[j] as Rule;
      if (first.kind === later.kind || first.value === '' || HAS_WILDCARD.test(first.value) || first.ref.line === later.ref.line) continue;
      if (!later.value.startsWith(first.value)) continue;
      if (later.value === first.value && first.kind === 'allow') continue; // both rules pick the Allow
      reported.add(later.ref.line);
      context.report({
        code: 'precedence-differs',
        message: `For URLs under "${later.value}", the 1996 draft obeys line ${first.ref.line} (${first.kind}: the first match) but RFC 9309 and Google obey this line (${later.kind}: the longest match, Allow winning ties). Put the more specific rule first.`,
        ...span(context, later.ref),
        related: [{ ...span(context, first.ref), message: 'the rule the first match picks' }],
      });
      break;
    }
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
    const line = context.document.line(rule.ref.line) as SyntaxLine;
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
