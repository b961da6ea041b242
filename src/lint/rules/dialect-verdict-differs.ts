/**
 * `dialect-verdict-differs`: under several dialects, a URL and a robot the dialects give different verdicts, found
 * by the matcher itself (the search is src/lint/portability.ts).
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { portableOnly } from './meta.ts';
import { checkPortability } from '../portability.ts';
import type { Rule, RuleContext, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'dialect-verdict-differs',
  family: 'meaning',
  title: 'Dialects give different verdicts',
  what: 'Under `dialects: all`: a URL and a robot for which the dialects disagree, reported once per pair of deciding lines, with the witness URL.',
  why: 'Crawlers that follow different standards treat the URL differently; the witness shows which. The search is bounded per rule, per group and per file (see `analysis-cut-short`), so that lint stays fast on any file; a file past a bound gets an `analysis-cut-short` finding saying which.',
  spec: /* @__PURE__ */ cite.toolkit('docs/spec/dialects.md §4'),
  severity: portableOnly,
  fixable: 'no',
  bad: 'User-agent: *\nDisallow: /*.pdf\n',
  good: 'User-agent: *\nDisallow: /docs/\n',
  fix: 'Rewrite the rules so every dialect reads them alike: plain prefixes, the specific rule first, no blank lines inside groups.',
  anchors: [],
  exampleOptions: { dialects: 'all', preset: 'portable' },
};

export function create(context: RuleContext): RuleListeners {
  return { end: () => checkPortability(context) };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
