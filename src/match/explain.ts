/**
 * Turning a verdict into an {@link Explanation}: references to the deciding
 * record and rule, and one sentence of reasoning.
 *
 * @module
 */
import type { CompactGroup, CompactModel } from '../model/compact.ts';
import type { Group, Rule } from '../model/types.ts';
import type { AgentPolicy, Verdict } from './dialects/dialect.ts';
import { DIALECT_PROPERTIES, type RulePrecedence } from '../model/dialect.ts';
import { agentValueToken, productToken } from './agent.ts';
import { REVISITED_RECORD_CHOICE } from './dialects/dialect-revisited-1996.ts';
import type { Dialect, Explanation, RecordRef, RuleRef } from './types.ts';

/** Everything {@link explainVerdict} needs. */
export interface VerdictContext {
  readonly dialect: Dialect;
  readonly url: string;
  readonly agent: string;
  readonly token: string;
  readonly path: string;
  readonly policy: AgentPolicy;
  readonly verdict: Verdict;
  readonly matched: readonly Rule[];
  /** The file's compact model: the records are read from it and their first lines alone (no model is built: building one cost more than compiling). */
  readonly model: CompactModel;
}

/** A reference to a rule, for explanations. */
export function ruleRef(rule: Rule): RuleRef {
  const { line, column, offset, text } = rule.ref;
  return { line, column, offset, text, kind: rule.kind, value: rule.value, pattern: rule.pattern };
}

/** A reference to a record or group, for explanations. */
export function recordRef(group: Group): RecordRef {
  return { index: group.index, agents: group.agents.map((agent) => agent.value), start: group.start };
}

/**
 * {@link recordRef} of a compact group: the same fields, the start line read from the document, as plain
 * data (a model's line references read their column and text from the source at every access, and
 * `JSON.stringify` calls their `toJSON`: `check --files` serialises every explanation).
 */
export function compactRecordRef(group: CompactGroup, model: CompactModel): RecordRef {
  const { line, column, offset, text } = model.groupStart(group.index);
  return { index: group.index, agents: group.agents.map((agent) => agent.value), start: { line, column, offset, text } };
}

/** How each precedence decides, in words. */
const PRECEDENCE: Record<RulePrecedence, string> = {
  'any-disallow': 'any matching Disallow line disallows',
  'first-match': 'the first matching Allow or Disallow line in file order decides',
  'longest-match': 'the longest matching pattern decides, Allow winning a tie',
};

function recordWord(dialect: Dialect): string {
  return DIALECT_PROPERTIES[dialect].unit;
}

function describeRecords(groups: readonly CompactGroup[], dialect: Dialect): string {
  const word = recordWord(dialect);
  if (groups.length === 0) return `no ${word}`;
  const lines = groups.map((group) => group.startLine).join(', ');
  return groups.length === 1 ? `the ${word} at line ${lines}` : `the ${groups.length} merged ${word}s at lines ${lines}`;
}

/** The `reason` of {@link explainVerdict}'s explanation. */
export function reasonText(context: VerdictContext): string {
  const reason = reasonSentence(context);
  // revisited-1996: the record chosen is one reading of "any of them": say so whenever one applied.
  if (context.dialect === 'revisited-1996' && context.policy.compactGroups.length > 0) return `${reason} ${REVISITED_RECORD_CHOICE}.`;
  const starred = starredAgentNaming(context);
  return starred === undefined
    ? reason
    : `${reason} User-agent "${starred}" names "${agentValueToken(starred)}": a product followed only by * is the product (A-9).`;
}

/**
 * rfc9309: the first User-agent value of the applicable groups that names the robot only because a
 * trailing `*` is dropped (`Mediapartners-Google*`), so that the explanation says why such a group applies.
 */
function starredAgentNaming(context: VerdictContext): string | undefined {
  if (context.dialect !== 'rfc9309' || !context.policy.specific) return undefined;
  const token = context.token.toLowerCase();
  for (const group of context.policy.compactGroups) {
    for (const { value } of group.agents) {
      const named = agentValueToken(value);
      if (named !== productToken(value) && named.toLowerCase() === token) return value;
    }
  }
  return undefined;
}

function reasonSentence(context: VerdictContext): string {
  const { verdict, policy, dialect, token, path } = context;
  const records = describeRecords(policy.compactGroups, dialect);
  const robot = token === '' ? 'this robot (no name token)' : `"${token}"`;
  switch (verdict.reasonCode) {
    case 'rule-matched': {
      const rule = verdict.rule;
      const line = rule ? `line ${rule.ref.line} "${rule.ref.text.trim()}"` : 'a rule';
      const others = context.matched.length > 1 ? ` (${context.matched.length} rules matched; ${PRECEDENCE[DIALECT_PROPERTIES[dialect].precedence]})` : '';
      return `${verdict.allowed ? 'Allowed' : 'Disallowed'} by ${line} of ${records} for ${robot}${others}.`;
    }
    case 'no-rule-matched':
      return `Allowed: no rule of ${records} for ${robot} matches ${path}.`;
    case 'empty-disallow':
      return `Allowed: ${records} for ${robot} has only empty Disallow lines, which allow everything.`;
    case 'record-without-rules':
      return `Allowed: ${records} for ${robot} has no rules.`;
    case 'no-applicable-record':
      return `Allowed: no ${recordWord(dialect)} for ${robot} and no default (*) ${recordWord(dialect)}.`;
    case 'robots-txt-always-allowed':
      return `Allowed: /robots.txt itself is always allowed under ${dialect}.`;
    case 'empty-file':
      return `Allowed: the file has no ${recordWord(dialect)}s, so every robot is welcome.`;
  }
}

/** Everything {@link explainOtherOrigin} needs. */
export interface OtherOriginContext {
  readonly dialect: Dialect;
  readonly url: string;
  readonly agent: string;
  readonly token: string;
  /** The path the dialect would have compared, had the URL been on the origin. */
  readonly path: string;
  /** The robots.txt URL the file is bound to, and its origin. */
  readonly robotsUrl: string;
  readonly origin: string;
}

/** The explanation a file bound to its URL gives for a URL on another origin: no verdict. */
export function explainOtherOrigin(context: OtherOriginContext): Explanation<boolean | undefined> {
  const { dialect, url, agent, token, path, robotsUrl, origin } = context;
  return {
    allowed: undefined,
    dialect,
    url,
    path,
    agent,
    token,
    records: [],
    matchedRules: [],
    reasonCode: 'other-origin',
    reason: `No verdict: ${url} is not on ${origin}, the origin of this robots.txt (${robotsUrl}); that origin's own robots.txt decides.`,
  };
}

/** Builds the explanation of a verdict. */
export function explainVerdict(context: VerdictContext): Explanation {
  const records = context.policy.compactGroups.map((group) => compactRecordRef(group, context.model));
  const first = records[0];
  const rule = context.verdict.rule;
  return {
    allowed: context.verdict.allowed,
    dialect: context.dialect,
    url: context.url,
    path: context.path,
    agent: context.agent,
    token: context.token,
    ...(first ? { record: first } : {}),
    records,
    ...(rule ? { rule: ruleRef(rule) } : {}),
    matchedRules: context.matched.map(ruleRef),
    reasonCode: context.verdict.reasonCode,
    reason: reasonText(context),
  };
}
