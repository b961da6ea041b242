/**
 * `crawl-delay-ignored`: a Crawl-delay line in a group that crawlers read which ignore Crawl-delay (Googlebot and
 * Google's other crawlers, YandexBot), as the known-crawler table says with its source. A `*` group is left alone:
 * Crawl-delay there is for the crawlers that do read it.
 *
 * @module
 */
import { KNOWN_CRAWLERS, type KnownCrawler } from '../../crawlers/known-crawlers.ts';
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { agentValueToken, leadingProductToken } from '../../match/agent.ts';
import { DIALECT_PROPERTIES, type Dialect } from '../../model/dialect.ts';
import { listOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'crawl-delay-ignored',
  family: 'meaning',
  title: 'Crawl-delay for a crawler that ignores it',
  what: 'A Crawl-delay line in a group read by a crawler that ignores Crawl-delay (Googlebot and the other Google crawlers, YandexBot), as the known-crawler table says.',
  why: 'Google sets its crawl rate itself and ignores Crawl-delay; Yandex stopped reading it in 2018. The line slows none of these crawlers, though the group seems to ask them to.',
  spec: /* @__PURE__ */ cite.googleSearch('Reduce the Google crawl rate', 'https://developers.google.com/search/docs/crawling-indexing/reduce-crawl-rate'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'no',
  bad: 'User-agent: Googlebot\nCrawl-delay: 10\nDisallow: /search\n',
  good: 'User-agent: Googlebot\nDisallow: /search\n',
  fix: "Drop the line for these crawlers (keep it in a group for crawlers that read it, such as Bingbot). To slow Googlebot, answer 503 or 429 for a while, as Google's page says.",
  anchors: [],
};

let ignoring: readonly KnownCrawler[] | undefined;

/** The crawlers the table says ignore Crawl-delay (found once). */
function ignoringCrawlers(): readonly KnownCrawler[] {
  ignoring ??= KNOWN_CRAWLERS.filter((crawler) => crawler.crawlDelay === 'ignores');
  return ignoring;
}

/** A Crawl-delay line and the User-agent lines written just above it: the robots its writer meant. */
interface Delay {
  readonly line: number;
  readonly offset: number;
  readonly agents: readonly string[];
}

export function create(context: RuleContext): RuleListeners {
  const names = namingUnder(context.primary);
  const delays: Delay[] = [];
  let agents: string[] = [];
  let afterAgent = false;
  return {
    directive({ line, key, value }: RuleDirective): void {
      if (key === 'user-agent') {
        if (!afterAgent) agents = [];
        agents.push(value);
        afterAgent = true;
        return;
      }
      afterAgent = false;
      if (key === 'crawl-delay' && agents.length > 0) delays.push({ line: line.number, offset: line.textStart, agents });
    },
    end(): void {
      if (delays.length === 0) return;
      const meant = delays
        .map((delay) => ({ delay, crawlers: ignoringCrawlers().filter((crawler) => delay.agents.some((agent) => names(agent, crawler.token))) }))
        .filter(({ crawlers }) => crawlers.length > 0);
      if (meant.length === 0) return;
      // The group each Crawl-delay line is in, and whether the crawler reads it, are the matcher's answers (a robot
      // named twice may obey only its first record; under RFC 9309 a Crawl-delay line does not end a group).
      const robots = context.compiled(context.primary);
      const groupOf = new Map<number, number>();
      for (const group of robots.model.groups) for (const field of group.extensions) groupOf.set(field.ref.line, group.index);
      for (const { delay, crawlers } of meant) {
        const group = groupOf.get(delay.line);
        if (group === undefined) continue;
        const ignored = crawlers.filter((crawler) => robots.groupsFor(crawler.token).some((read) => read.index === group));
        if (ignored.length === 0) continue;
        context.report({
          code: 'crawl-delay-ignored',
          message: `${whoIgnores(ignored)}: this line does not slow ${ignored.length === 1 ? 'it' : 'them'}.`,
          offset: delay.offset,
          end: context.contentEnd(delay.line),
        });
      }
    },
  };
}

/**
 * Whether a User-agent value names a robot's token as the dialect compares them: its product (Google: its leading
 * letters), the token inside the value (1994 and the draft), or a listed id inside the token (revisited-1996).
 */
function namingUnder(dialect: Dialect): (value: string, token: string) => boolean {
  const properties = DIALECT_PROPERTIES[dialect];
  if (properties.valueLists)
    return (value, token) => value.split(/[ \t]+/).some((id) => id !== '' && id !== '*' && token.toLowerCase().includes(id.toLowerCase()));
  if (properties.agentSelection === 'first-matching-record') return (value, token) => value.toLowerCase().includes(token.toLowerCase());
  if (properties.lenientLines) return (value, token) => leadingProductToken(value).toLowerCase() === token.toLowerCase();
  return (value, token) => agentValueToken(value).toLowerCase() === token.toLowerCase();
}

/** `Googlebot and Googlebot-Image ignore Crawl-delay (https://…)`, the crawlers grouped by the source that says so. */
function whoIgnores(crawlers: readonly KnownCrawler[]): string {
  const bySource = new Map<string, string[]>();
  for (const crawler of crawlers) bySource.set(crawler.source, [...(bySource.get(crawler.source) ?? []), crawler.token]);
  const parts = [...bySource].map(([source, tokens]) => `${listOf(tokens)} (${source})`);
  return `${parts.join('; ')} ${crawlers.length === 1 ? 'ignores' : 'ignore'} Crawl-delay`;
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
