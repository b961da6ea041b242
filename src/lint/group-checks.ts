/**
 * The checks that read records and groups: structure (orphan rules, empty
 * groups, repeated agents, blank lines) and meaning (duplicate, unreachable
 * and conflicting rules, the whole site disallowed).
 *
 * @module
 */
import { productToken } from '../match/agent.ts';
import { DIALECT_PROPERTIES, type Dialect } from '../model/dialect.ts';
import type { SyntaxLine } from '../syntax/tree.ts';
import { fixOf, listOf, type LintContext } from './context.ts';
import type { LintGroup as Group, LintLineRef as LineRef, LintRule as Rule } from './lint-model.ts';
import { scanRules, type RuleScan } from './group-scan.ts';
import { shadowedRules } from './shadowing.ts';

// A finding's span is a line's directive, from its first character to its end, comment included: written out as
// `offset: ref.offset, end: context.contentEnd(ref.line)` in each report (spreading a helper's object cost more than
// the check, issue 14, speed).

/** Another line of a finding: its directive's span, and what it is. */
function relatedAt(context: LintContext, ref: LineRef, message: string): { offset: number; end: number; message: string } {
  return { offset: ref.offset, end: context.contentEnd(ref.line), message };
}

/** The whole line with its line end, for deletions. */
function wholeLine(context: LintContext, number: number): { offset: number; end: number; text: string } {
  const line = context.line(number) as SyntaxLine;
  return { offset: line.offset, end: line.end, text: '' };
}

/** Runs the structure and meaning checks. */
export function checkGroups(context: LintContext): void {
  const { model } = context;
  // Each check runs only when its rule is on (a rule set to `off` costs nothing).
  if (context.enabled('rule-outside-group')) checkOrphanRules(context);
  if (context.enabled('group-without-rules')) checkEmptyGroups(context);
  if (context.enabled('duplicate-star-group') || context.enabled('agent-in-several-groups')) checkRepeatedAgents(context);
  if (context.enabled('missing-blank-line')) checkMissingBlankLines(context);
  const scratch: Scratch = { groupsByRuleLine: new Map(), duplicates: 0 };
  // Which rule checks run, asked once per file rather than once per group.
  const on: RuleChecks = {
    duplicates: context.enabled('duplicate-rule'),
    unreachable: context.enabled('unreachable-rule'),
    precedence: context.enabled('precedence-differs'),
    disallowAll: context.enabled('disallow-all'),
    emptyDisallow: context.enabled('empty-disallow-with-rules'),
    order: DIALECT_PROPERTIES[model.dialect].precedence,
    dialect: model.dialect,
  };
  if (!on.duplicates && !on.unreachable && !on.precedence && !on.disallowAll && !on.emptyDisallow) return;
  for (const group of model.groups) checkGroupRules(context, group, scratch, on);
}

/** Rules before any User-agent line (one finding per line). */
function checkOrphanRules(context: LintContext): void {
  if (context.model.ignoredRules.length === 0) return;
  const seenOrphanLines = new Set<number>();
  for (const rule of context.model.ignoredRules) {
    if (seenOrphanLines.has(rule.line)) continue;
    seenOrphanLines.add(rule.line);
    context.report({
      code: 'rule-outside-group',
      message: `This ${rule.kind === 'allow' ? 'Allow' : 'Disallow'} line comes before any User-agent line, so it applies to no robot and every crawler ignores it. Put a User-agent line before it.`,
      offset: rule.offset,
      end: context.contentEnd(rule.line),
    });
  }
}

/** The rule checks that are on, and the precedence of the dialect linted. */
interface RuleChecks {
  readonly duplicates: boolean;
  readonly unreachable: boolean;
  readonly precedence: boolean;
  readonly disallowAll: boolean;
  readonly emptyDisallow: boolean;
  readonly order: string;
  readonly dialect: Dialect;
}

/** Groups with agents and nothing else, under any dialect linted (the same line reported once). */
function checkEmptyGroups(context: LintContext): void {
  const byLine = new Map<number, Dialect[]>();
  for (const dialect of context.dialects) {
    const model = context.modelUnder(dialect);
    for (const group of model.groups) {
      if (group.rules.length > 0 || group.extensions > 0) continue;
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
  if (value === '*') return '*';
  const trimmed = value.trim();
  if (trimmed.charCodeAt(0) === 0x2a && (trimmed === '*' || /^\*\s/.test(trimmed))) return '*';
  return productToken(trimmed).toLowerCase();
}

function checkRepeatedAgents(context: LintContext): void {
  // One group cannot repeat another's robot (a name twice in one group is skipped below).
  const groups = context.model.groups;
  if (groups.length < 2) return;
  // Most files name a few robots: their names are compared one by one, in two lists kept for every file (a map per
  // file, and hashing each fresh lower-case name, cost more: issue 14, speed). Many robots go in a map.
  let agentCount = 0;
  for (const group of groups) agentCount += group.agents.length;
  const first = agentCount > FEW_AGENTS ? new Map<string, Group>() : undefined;
  let seenCount = 0;
  const firstOnly = context.facts.firstRecordOnly;
  for (const group of groups) {
    const agents = group.agents;
    // Most groups name one robot: the names of this group are kept only for several, in a set for many.
    const names = agents.length > FEW_AGENTS ? new Set<string>() : undefined;
    let groupNameCount = 0;
    for (let a = 0; a < agents.length; a++) {
      const agent = agents[a] as (typeof agents)[number];
      const name = agentName(agent.value);
      if (name === '') continue;
      if (names !== undefined) {
        if (names.has(name)) continue;
        names.add(name);
      } else if (agents.length > 1) {
        if (isAmong(groupNames, groupNameCount, name)) continue;
        groupNames[groupNameCount++] = name;
      }
      const earlier = first === undefined ? firstGroupNaming(name, seenCount) : first.get(name);
      if (!earlier) {
        if (first === undefined) {
          seenNames[seenCount] = name;
          seenGroups[seenCount++] = group;
        } else first.set(name, group);
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
        offset: agent.offset,
        end: context.contentEnd(agent.line),
        related: [relatedAt(context, earlier.start, 'the first group for this robot')],
      });
    }
  }
  // The lists are written by index and never shortened (no length set for each file and group, a call into the
  // runtime each); this file's groups are not kept alive by them.
  for (let i = 0; i < seenCount; i++) seenGroups[i] = undefined;
}

/** Files with at most this many User-agent lines (and groups with at most this many) compare names without a map (or set). */
const FEW_AGENTS = 16;

/** The robots' names met so far in the file being checked (few agents), each with the first group naming it in {@link seenGroups} (up to a count the check keeps). */
const seenNames: string[] = [];
const seenGroups: (Group | undefined)[] = [];
/** The names met so far in the group being checked (at most {@link FEW_AGENTS}). */
const groupNames: string[] = [];

/** The first group of the first `count` of {@link seenGroups} naming `name`. */
function firstGroupNaming(name: string, count: number): Group | undefined {
  for (let i = 0; i < count; i++) if (seenNames[i] === name) return seenGroups[i];
  return undefined;
}

/** Whether `name` is one of the first `count` of `names`. */
function isAmong(names: readonly string[], count: number, name: string): boolean {
  for (let i = 0; i < count; i++) if (names[i] === name) return true;
  return false;
}

/** Records that start at a User-agent line right after a rule line, under the dialects where blank lines end records (A-5). */
function checkMissingBlankLines(context: LintContext): void {
  const splitting = context.facts.splitting;
  if (splitting.length === 0) return;
  const starts = new Map<number, number>();
  const cursor = context.document.cursor();
  for (const dialect of splitting) {
    const model = context.modelUnder(dialect);
    for (const group of model.groups) {
      if (group.index === 0) continue;
      const previous = model.groups[group.index - 1];
      if (!previous || previous.rules.length === 0) continue;
      const number = group.start.line - 1;
      if (number < 1 || number > context.document.lineCount) continue;
      cursor.moveTo(number);
      if (cursor.kind === 'blank') continue;
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

/** Maps the rule checks reuse from group to group (cleared, not remade: most files have many small groups). */
interface Scratch {
  /** Per dialect, the first group holding a rule line of each kind (made when many duplicates ask). */
  readonly groupsByRuleLine: Map<Dialect, Map<number, Group>>;
  /** How many duplicates have asked so far. */
  duplicates: number;
}

/** The rule checks of one group. */
function checkGroupRules(context: LintContext, group: Group, scratch: Scratch, on: RuleChecks): void {
  const rules = group.rules;
  if (rules.length === 0) return;
  // One look at each rule for every check (see group-scan.ts).
  const scan = scanRules(rules, context.wildcardLines, on.duplicates && rules.length > 1);
  if (rules.length > 1) {
    if (scan.duplicateCount > 0) reportDuplicates(context, rules, scan, scratch);
    if (on.unreachable) checkUnreachable(context, group, on.order, on.dialect, scan);
    if (on.precedence) checkPrecedence(context, group);
  }
  if (on.disallowAll && scan.disallowAll >= 0 && !scan.allowWithValue) checkDisallowAll(context, group, rules[scan.disallowAll] as Rule);
  if (on.emptyDisallow && scan.emptyDisallow && scan.someValue) checkEmptyDisallow(context, group);
}

/** Reports the same Allow or Disallow value twice in one group (by the value as written), as {@link RuleScan.duplicates} found. */
function reportDuplicates(context: LintContext, rules: readonly Rule[], scan: RuleScan, scratch: Scratch): void {
  const pairs = scan.duplicates;
  for (let k = 0; k < scan.duplicateCount; k += 2) {
    const rule = pairs[k] as Rule;
    const earlier = pairs[k + 1] as Rule;
    context.report({
      code: 'duplicate-rule',
      message: `This ${rule.kind === 'allow' ? 'Allow' : 'Disallow'} rule repeats line ${earlier.line} in the same group: it never changes a verdict. Delete it.`,
      offset: rule.offset,
      end: context.contentEnd(rule.line),
      related: [relatedAt(context, earlier, 'the first copy')],
      fixes: [fixOf('Delete the duplicate line', duplicateIsSafe(context, earlier, rule, scratch), [wholeLine(context, rule.line)])],
    });
  }
}

/** Whether the two copies are in one group, as the same kind of rule, under every dialect linted (then deleting one changes nothing). */
function duplicateIsSafe(context: LintContext, first: Rule, second: Rule, scratch: Scratch): boolean {
  // A line with several path roots (revisited-1996) holds more than the duplicate.
  if (/\s/.test(context.line(second.line)?.fieldValue ?? '')) return false;
  // A few duplicates search the groups; many (a huge file) index the rule lines once per dialect.
  const indexed = ++scratch.duplicates > DUPLICATES_SEARCHED;
  for (const dialect of context.dialects) {
    // Under the dialect whose groups are checked, both copies are rules of the group being checked: each rule line is walked once,
    // into one group, so the search below would find that group for both.
    if (dialect === context.model.dialect) continue;
    const groups = context.modelUnder(dialect).groups;
    if (!indexed) {
      const groupOf = (rule: Rule): Group | undefined => groups.find((group) => group.rules.some((r) => r.line === rule.line && r.kind === rule.kind));
      const a = groupOf(first);
      if (!a || a !== groupOf(second)) return false;
      continue;
    }
    let byLine = scratch.groupsByRuleLine.get(dialect);
    if (!byLine) {
      // The first group with a rule of this kind on this line, as the search from the first group finds.
      byLine = new Map();
      for (const group of groups)
        for (const rule of group.rules) {
          const key = ruleLineKey(rule);
          if (!byLine.has(key)) byLine.set(key, group);
        }
      scratch.groupsByRuleLine.set(dialect, byLine);
    }
    const a = byLine.get(ruleLineKey(first));
    if (!a || a !== byLine.get(ruleLineKey(second))) return false;
  }
  return true;
}

/** How many duplicates of a file are checked by searching the groups before the rule lines are indexed. */
const DUPLICATES_SEARCHED = 16;

/** A rule's line and kind as one number. */
function ruleLineKey(rule: Rule): number {
  return rule.line * 2 + (rule.kind === 'allow' ? 1 : 0);
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
function checkUnreachable(context: LintContext, group: Group, precedence: string, dialect: Dialect, scan: RuleScan): void {
  if (precedence === 'longest-match') {
    // An index loop, not `for…of` (see shadowedRules' own use of a list that may be empty).
    const shadowed = shadowedRules(group.rules, dialect, context.wildcardLines, scan);
    for (let i = 0; i < shadowed.length; i++) {
      const { rule, by, how } = shadowed[i] as (typeof shadowed)[number];
      reportUnreachable(
        context,
        rule,
        by,
        how === 'same-pattern'
          ? `This Disallow never decides: the Allow on line ${by.line} has the same pattern and wins the tie (RFC 9309 §2.2.2). Delete one of them.`
          : `This ${rule.kind === 'allow' ? 'Allow' : 'Disallow'} never decides: line ${by.line} ("${by.value}") matches every URL it matches and always wins, being ${by.pattern.length > rule.pattern.length ? 'longer' : 'as long and an Allow'} (the longest match wins, RFC 9309 §2.2.2). Delete it, or make it more specific than line ${by.line}.`,
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
      if (first.line === rule.line) continue;
      if (first.pattern === rule.pattern && first.kind === rule.kind) continue; // a duplicate: duplicate-rule says so
      if (precedence === 'first-match') {
        reportUnreachable(
          context,
          rule,
          first,
          `This rule never decides: line ${first.line} ("${first.value}") matches every URL it matches and comes first, and the first match wins here. Put the more specific rule first.`,
        );
      } else if (first.pattern !== rule.pattern) {
        reportUnreachable(context, rule, first, `This Disallow is redundant: line ${first.line} ("${first.value}") already disallows every URL it matches.`);
      }
      break;
    }
    earlier.add(rule.pattern, rule);
  }
}

function reportUnreachable(context: LintContext, at: Rule, by: Rule, message: string): void {
  context.report({
    code: 'unreachable-rule',
    message,
    offset: at.offset,
    end: context.contentEnd(at.line),
    related: [relatedAt(context, by, 'the rule that always wins')],
  });
}

/** Allow/Disallow pairs that the first-match and longest-match rules decide differently. */
function checkPrecedence(context: LintContext, group: Group): void {
  const earlier = { allow: new PrefixIndex(), disallow: new PrefixIndex() };
  for (const later of group.rules) {
    if (later.value === '' || HAS_WILDCARD.test(later.value)) continue;
    for (const first of earlier[later.kind === 'allow' ? 'disallow' : 'allow'].prefixesOf(later.value)) {
      if (first.line === later.line) continue;
      if (later.value === first.value && first.kind === 'allow') continue; // both rules pick the Allow
      context.report({
        code: 'precedence-differs',
        message: `For URLs under "${later.value}", the 1996 draft obeys line ${first.line} (${first.kind}: the first match) but RFC 9309 and Google obey this line (${later.kind}: the longest match, Allow winning ties). Put the more specific rule first.`,
        offset: later.offset,
        end: context.contentEnd(later.line),
        related: [relatedAt(context, first, 'the rule the first match picks')],
      });
      break;
    }
    earlier[later.kind].add(later.value, later);
  }
}

/**
 * Whether a User-agent line of the group names `*`. Only a value starting with `*` can (its name starts with its
 * first character): most groups that disallow everything name one robot, and their names are not worked out
 * (issue 14, speed).
 */
function namesEveryRobot(group: Group): boolean {
  const agents = group.agents;
  for (let i = 0; i < agents.length; i++) {
    const value = (agents[i] as (typeof agents)[number]).value;
    if (value.trim().charCodeAt(0) === 0x2a && agentName(value) === '*') return true;
  }
  return false;
}

/** `all`: the group's first `Disallow: /` (or `/*`), when it has no Allow with a value. */
function checkDisallowAll(context: LintContext, group: Group, all: Rule): void {
  if (!namesEveryRobot(group)) return;
  context.report({
    code: 'disallow-all',
    message:
      '"Disallow: /" for every robot: no crawler may fetch any page of the site. Right for a staging host; on production, disallow only what should stay private.',
    offset: all.offset,
    end: context.contentEnd(all.line),
  });
}

/** Called for a group with an empty Disallow and a rule with a value. */
function checkEmptyDisallow(context: LintContext, group: Group): void {
  for (const rule of group.rules) {
    if (rule.kind !== 'disallow' || rule.value !== '') continue;
    const line = context.line(rule.line) as SyntaxLine;
    const value = line.value;
    const insertAt = value ? value.offset : line.colonOffset + 1;
    context.report({
      code: 'empty-disallow-with-rules',
      message:
        'An empty "Disallow:" next to other rules matches nothing (A-7): it allows nothing and blocks nothing. Delete it, or write "Disallow: /" if the whole site was meant.',
      offset: rule.offset,
      end: context.contentEnd(rule.line),
      fixes: [
        fixOf('Delete the line', false, [wholeLine(context, rule.line)]),
        fixOf('Disallow the whole site', false, [{ offset: insertAt, end: insertAt, text: ' /' }]),
      ],
    });
  }
}
