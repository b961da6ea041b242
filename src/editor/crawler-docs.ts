/**
 * What the editor says about a known crawler (src/crawlers/known-crawlers.ts):
 * who runs it, what for, whether it obeys robots.txt, and the source of
 * those facts. Shared by hovers and completions.
 *
 * @module
 */
import { CRAWLER_PURPOSES, type KnownCrawler } from '../crawlers/known-crawlers.ts';

/** The phrase for a crawler's purpose (`AI model training`). */
export function purposeLabel(crawler: KnownCrawler): string {
  const label = CRAWLER_PURPOSES.find((entry) => entry.purpose === crawler.purpose)?.label ?? crawler.purpose;
  return crawler.purposeIsOurReading ? `${label} (the toolkit's reading)` : label;
}

const OBEYS: Readonly<Record<KnownCrawler['obeysRobotsTxt'], string>> = {
  yes: 'yes',
  no: 'no',
  'user-controlled': 'each user of the tool decides',
  unknown: 'nobody says',
};

/** One line: operator and purpose (a completion's detail). */
export function crawlerDetail(crawler: KnownCrawler): string {
  return `${crawler.operator ?? 'operator unknown'} · ${purposeLabel(crawler)}`;
}

/**
 * The markdown for a crawler.
 *
 * @example
 * ```ts
 * import { knownCrawler } from 'robotstxt-toolkit';
 *
 * crawlerMarkdown(knownCrawler('GPTBot')!).split('\n')[0]; // '**GPTBot**: OpenAI · AI model training'
 * ```
 */
export function crawlerMarkdown(crawler: KnownCrawler): string {
  const lines = [`**${crawler.token}**: ${crawlerDetail(crawler)}`, `Obeys robots.txt: ${OBEYS[crawler.obeysRobotsTxt]}.`];
  if (crawler.controls) lines.push(`A control token: no request carries it; \`${crawler.controls}\` reads it, so disallowing it stops a use, not a crawler.`);
  if (crawler.replacedBy) lines.push(`No longer used: its crawler obeys \`${crawler.replacedBy}\` now.`);
  if (crawler.obeysOnlyWhenNamed) lines.push('Ignores `User-agent: *`: only a group that names it applies.');
  if (crawler.crawlDelay) lines.push(`Crawl-delay: ${crawler.crawlDelay === 'obeys' ? 'obeyed' : 'ignored'}.`);
  lines.push(`Source: ${crawler.source}`);
  return lines.join('\n\n');
}
