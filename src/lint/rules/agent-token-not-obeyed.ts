/**
 * `agent-token-not-obeyed`: a User-agent line aimed at a known crawler by a token that crawler does not obey: one
 * its operator retired (`anthropic-ai`, now `ClaudeBot`), a name some lists give that is not its product token
 * (`Terra Cotta`), or a near miss of a documented token (`ChatGPT_User`, `GPTbot-`). The mistakes are the AI view's
 * (src/match/token-mistakes.ts); whether the crawler reads the group anyway is the matcher's answer.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { agentValueToken, leadingProductToken } from '../../match/agent.ts';
import { tokenMistake, type TokenMistake } from '../../match/token-mistakes.ts';
import { DIALECT_PROPERTIES } from '../../model/dialect.ts';
import { fixOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueStart } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'agent-token-not-obeyed',
  family: 'values',
  title: 'Crawler named by a token it does not obey',
  what: 'A User-agent value meant for a known crawler that the crawler does not obey: a retired token, a name some lists give that is not its product token, or a near miss of its token (one edit, two in names of ten letters or more).',
  why: 'A crawler reads only the groups that name its product token (RFC 9309 §2.2.1): a retired or misspelled token names nobody, so the crawler obeys the `*` group, or nothing, instead.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.1'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'suggestion',
  bad: 'User-agent: anthropic-ai\nDisallow: /\n',
  good: 'User-agent: ClaudeBot\nDisallow: /\n',
  fix: 'Name the token the crawler obeys (the message says which, and where its operator documents it); keep the old line too if other readers may still use it.',
  anchors: [],
};

/** A User-agent value (or one word of a revisited-1996 list) that is likely a token mistake. */
interface Candidate {
  readonly line: number;
  readonly offset: number;
  readonly end: number;
  readonly written: string;
  readonly mistake: TokenMistake;
}

export function create(context: RuleContext): RuleListeners {
  const google = DIALECT_PROPERTIES[context.primary].lenientLines;
  const lists = DIALECT_PROPERTIES[context.primary].valueLists;
  // What the primary dialect compares a value by.
  const productOf = (value: string): string => (google ? leadingProductToken(value) : agentValueToken(value));
  const candidates: Candidate[] = [];
  const named = new Set<string>();
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key !== 'user-agent' || value === '') return;
      for (const { word, at } of lists ? wordsOf(value) : [{ word: value, at: 0 }]) {
        const product = productOf(word);
        named.add(product.toLowerCase());
        const mistake = product === '*' ? undefined : tokenMistake(product, word);
        if (mistake === undefined) continue;
        const start = valueStart(line, value) + at;
        candidates.push({ line: line.number, offset: start, end: start + word.length, written: word, mistake });
      }
    },
    end(): void {
      if (candidates.length === 0) return;
      const robots = context.compiled(context.primary);
      const groupOfLine = new Map<number, number>();
      for (const group of context.model.groups) for (const agent of group.agents) groupOfLine.set(agent.line, group.index);
      for (const { line, offset, end, written, mistake } of candidates) {
        const { crawler, obeys } = mistake;
        // The file names the right token too (the old one kept for older readers), or the matcher lets the crawler read this group anyway.
        if (named.has(obeys.toLowerCase())) continue;
        const index = groupOfLine.get(line);
        if (index === undefined || robots.groupsFor(obeys).some((group) => group.index === index)) continue;
        context.report({
          code: 'agent-token-not-obeyed',
          message: `${messageOf(mistake, written)} Name ${obeys} (${crawler.source}).`,
          offset,
          end,
          fixes: [fixOf(`Replace with ${obeys}`, false, [{ offset, end, text: obeys }])],
        });
      }
    },
  };
}

function messageOf({ kind, crawler, obeys }: TokenMistake, written: string): string {
  const operator = crawler.operator ?? 'its operator';
  if (kind === 'retired-token')
    return `${crawler.operator ?? 'Its operator'} no longer uses "${written}": its crawler obeys ${obeys}, which does not read this group.`;
  if (kind === 'listed-alias') return `"${written}" is how some lists name ${obeys} (${operator}), not its product token: ${obeys} does not read this group.`;
  return `"${written}" is no known crawler's token, and ${obeys} (${operator}) does not read this group: a typo?`;
}

/** The words of a value list and where each starts in it. */
function wordsOf(value: string): { word: string; at: number }[] {
  return [...value.matchAll(/[^ \t]+/g)].map((match) => ({ word: match[0], at: match.index }));
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
