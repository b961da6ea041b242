/**
 * `render-resources-blocked`: a Disallow rule that keeps a crawler that renders pages (Googlebot, Bingbot, Applebot,
 * as the known-crawler table says) from the style sheets and scripts pages load. A rule is a candidate when its
 * path names such files (`/*.js$`, `/*.css`) or a folder that holds them (`/wp-includes/`, `/assets/`); whether it
 * blocks them is the matcher's answer, for a sample file under it and each rendering crawler, so a more specific
 * Allow that re-opens them (Drupal's `Allow: /core/*.css$`) is heard.
 *
 * @module
 */
import { KNOWN_CRAWLERS, type KnownCrawler } from '../../crawlers/known-crawlers.ts';
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { samplePath } from '../../match/ai-access.ts';
import { listOf } from '../context.ts';
import type { LintRule } from '../lint-model.ts';
import type { Rule, RuleContext, RuleGroup, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

/** Google's page on what robots.txt is for, which asks not to block the resources a page needs to be understood. */
const GOOGLE_RESOURCES = 'https://developers.google.com/search/docs/crawling-indexing/robots/intro';

export const meta: RuleMeta = {
  code: 'render-resources-blocked',
  family: 'meaning',
  title: 'Style sheets or scripts blocked for rendering crawlers',
  what: 'A Disallow rule that blocks `.css` or `.js` files (a pattern such as `/*.js$`, or a folder such as `/assets/`, `/wp-includes/` or `/static/`) for a crawler that renders pages, and no more specific Allow re-opens them.',
  why: "Googlebot, Bingbot and Applebot render pages as a browser does: without the style sheets and scripts a page loads they may see it broken or empty, and Google's documentation asks not to block the resources a page needs to be understood.",
  spec: /* @__PURE__ */ cite.googleSearch('Introduction to robots.txt, resource files', GOOGLE_RESOURCES),
  severity: /* @__PURE__ */ on('info'),
  fixable: 'no',
  bad: 'User-agent: *\nDisallow: /wp-includes/\n',
  good: 'User-agent: *\nDisallow: /wp-includes/\nAllow: /wp-includes/*.css$\nAllow: /wp-includes/*.js$\n',
  fix: 'Drop the rule, or re-open the files with more specific Allow lines (`Allow: /assets/*.css$`, `Allow: /assets/*.js$`).',
  anchors: [],
};

/**
 * Folder names that say they hold style sheets or scripts (the CMSs' own folders among them). Not `scripts`: in
 * Drupal's and many servers' robots.txt it holds server-side scripts.
 */
const RESOURCE_FOLDERS = new Set([
  'js',
  'javascript',
  'javascripts',
  'css',
  'style',
  'styles',
  'stylesheets',
  'assets',
  'static',
  'wp-includes',
  'wp-content',
  'themes',
  'templates',
  'skin',
]);

let renderers: readonly KnownCrawler[] | undefined;

/** The crawlers the table says render pages (found once). */
function renderingCrawlers(): readonly KnownCrawler[] {
  renderers ??= KNOWN_CRAWLERS.filter((crawler) => crawler.rendersPages);
  return renderers;
}

/** A Disallow rule and the sample files under it that would be style sheets or scripts. */
interface Candidate {
  readonly rule: LintRule;
  readonly probes: readonly string[];
}

/** A path pattern for every style sheet or every script (under a folder): `/*.js$`, `/*.css`, `/assets/*.js*`. */
const ANY_RESOURCE_FILE = /\/\*+\.(css|js)(\$|\*+)?$/i;

/** The longest name of {@link RESOURCE_FOLDERS}. */
const LONGEST_FOLDER = 11;

/**
 * The sample `.css` or `.js` files a rule's path names, if it names any: a pattern for every such file, or a
 * resource folder. A rule naming one file (`/js/ab-test.js`) is a deliberate choice, not a rendering accident.
 * Asked of every Disallow rule, so the last segment is found by hand and most rules are turned down without a copy.
 */
export function resourceProbes(value: string): string[] {
  // The value without a final run of `*` and `$`, then without final slashes: its last segment is the name.
  let end = value.length;
  while (end > 0 && (value.charCodeAt(end - 1) === 0x2a /* * */ || value.charCodeAt(end - 1) === 0x24) /* $ */) end--;
  const unanchored = end;
  while (end > 0 && value.charCodeAt(end - 1) === 0x2f /* / */) end--;
  const start = value.lastIndexOf('/', end - 1) + 1;
  if (end === unanchored && value.charCodeAt(start) === 0x2a && ANY_RESOURCE_FILE.test(value)) {
    const sample = samplePath(value);
    return sample === undefined ? [] : [sample];
  }
  if (end - start < 2 || end - start > LONGEST_FOLDER || !RESOURCE_FOLDERS.has(value.slice(start, end).toLowerCase())) return [];
  const sample = samplePath(value.slice(0, end));
  return sample === undefined ? [] : [`${sample}/x.css`, `${sample}/x.js`];
}

export function create(context: RuleContext): RuleListeners {
  const candidates: Candidate[] = [];
  return {
    group({ rules }: RuleGroup): void {
      for (const rule of rules) {
        if (rule.kind !== 'disallow') continue;
        const probes = resourceProbes(rule.value);
        if (probes.length > 0) candidates.push({ rule, probes });
      }
    },
    end(): void {
      if (candidates.length === 0) return;
      const robots = context.compiled(context.primary);
      // A crawler kept out of the whole site is disallow-all's concern, not its style sheets'.
      const open = renderingCrawlers().filter((crawler) => robots.isAllowed('/', crawler.token) !== false);
      for (const { rule, probes } of candidates) {
        const blocked = new Set<string>();
        const crawlers: string[] = [];
        for (const crawler of open) {
          const here = probes.filter((probe) => robots.matchingLine(probe, crawler.token) === rule.line);
          if (here.length === 0) continue;
          crawlers.push(crawler.token);
          for (const probe of here) blocked.add(probe);
        }
        if (crawlers.length === 0) continue;
        context.report({
          code: 'render-resources-blocked',
          message: `This rule keeps ${listOf(crawlers)}, which ${crawlers.length === 1 ? 'renders' : 'render'} pages, from ${listOf([...blocked])}: a page that loads such files is rendered without them. Google asks not to block the resources a page needs to be understood (${GOOGLE_RESOURCES}).`,
          offset: rule.offset,
          end: context.contentEnd(rule.line),
        });
      }
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
