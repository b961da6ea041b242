/**
 * `analysis-cut-short`: the portability search of `dialect-verdict-differs` reached one of its bounds, so
 * differences past it are not reported. The search itself (src/lint/portability.ts) reports it, naming each bound.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { portableNote } from './meta.ts';
import type { Rule, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'analysis-cut-short',
  family: 'meaning',
  title: 'Portability search cut short',
  what: "Under `dialects: all`: the search for URLs the dialects decide differently stopped at one of its bounds, so differences past it are not reported. Per rule, a value (or robot name) longer than 2,083 characters gives no URL to try; per group, robot names are read until 11 are known; per file, a file with more than 10,000 groups under some dialect is not searched, and the search stops after 20,000,000 units of matching work (each question costs its URL's length plus the rules of the groups its robot gets, times the dialects).",
  why: 'The search compiles the file under every dialect and asks each one hundreds of questions: on a hostile file (a 10 MB rule, a million groups) it would run out of time or memory. The bounds keep lint fast on any file; this finding says when they were reached, so that no finding is a silent all-clear. `npm run stress` holds the lint to 45 s and 1.5 GB on such files (its `lint-all-` cases).',
  spec: /* @__PURE__ */ cite.toolkit('docs/rules/analysis-cut-short.md'),
  severity: portableNote,
  fixable: 'no',
  // Calls marked pure (not a template) so that bundlers drop the rule's metadata when lint is not used.
  bad: /* @__PURE__ */ 'User-agent: *\nDisallow: /'.concat(/* @__PURE__ */ 'a'.repeat(2083), '\n'),
  good: 'User-agent: *\nDisallow: /private/\n',
  fix: 'Nothing to fix in the file for the finding itself: shorten very long rules, or split a file with thousands of groups, to have it searched in full.',
  anchors: [],
  exampleOptions: { dialects: 'all', preset: 'portable' },
};

/** Reported by the portability search (`dialect-verdict-differs`), which knows which bound it reached. */
export function create(): RuleListeners {
  return {};
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
