/**
 * Compares the toolkit's known-crawler table (src/crawlers/known-crawlers.ts) with a copy of the
 * ai.robots.txt project's `robots.json` and lists what to add or check:
 *
 *     npm run crawlers:compare [-- path/to/robots.json]
 *
 * Without a path it reads ../shared/data/ai-robots-txt/robots.json. It never edits the table: the
 * table is written by hand, each fact with its source, and this list is where that work starts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOWN_CRAWLERS, knownCrawler, AI_ROBOTS_TXT, type KnownCrawler } from '../src/index.ts';

/** One entry of `robots.json`, keyed by the name the list writes. */
export interface AiRobotsTxtEntry {
  readonly operator?: string;
  readonly respect?: string;
  readonly function?: string;
}

/** What a newer list asks of the table. */
export interface Comparison {
  /** Names the list has and the table knows under no token or listed name. */
  readonly missing: readonly string[];
  /** Names whose robots.txt obedience the list states differently from the table. */
  readonly obedienceDiffers: readonly { readonly name: string; readonly list: 'yes' | 'no'; readonly table: KnownCrawler['obeysRobotsTxt'] }[];
  /** Tokens the table took from the list that the list no longer has. */
  readonly gone: readonly string[];
}

/** The list's `respect` field read as yes / no, or `undefined` when it says neither. */
export function listedObedience(respect: string | undefined): 'yes' | 'no' | undefined {
  const text = (respect ?? '').replace(/^\[([^\]]*)\].*$/s, '$1').trim();
  if (/^yes\b/i.test(text)) return 'yes';
  if (/^no\b/i.test(text)) return 'no';
  return undefined;
}

/** Compares the table with a parsed `robots.json`. */
export function compareWithList(list: Readonly<Record<string, AiRobotsTxtEntry>>, table: readonly KnownCrawler[] = KNOWN_CRAWLERS): Comparison {
  const missing: string[] = [];
  const obedienceDiffers: { name: string; list: 'yes' | 'no'; table: KnownCrawler['obeysRobotsTxt'] }[] = [];
  const listed = new Set<KnownCrawler>();
  for (const [name, entry] of Object.entries(list)) {
    const crawler = knownCrawler(name);
    if (crawler === undefined) {
      missing.push(name);
      continue;
    }
    listed.add(crawler);
    const said = listedObedience(entry.respect);
    if (said !== undefined && said !== crawler.obeysRobotsTxt) obedienceDiffers.push({ name, list: said, table: crawler.obeysRobotsTxt });
  }
  const gone = table.filter((crawler) => crawler.source === AI_ROBOTS_TXT && !listed.has(crawler)).map((crawler) => crawler.token);
  return { missing, obedienceDiffers, gone };
}

function main(): void {
  const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
  const file = process.argv[2] ?? path.resolve(root, '../shared/data/ai-robots-txt/robots.json');
  const comparison = compareWithList(JSON.parse(readFileSync(file, 'utf8')) as Record<string, AiRobotsTxtEntry>);
  console.log(`${file}: compared with ${KNOWN_CRAWLERS.length} known crawlers`);
  for (const name of comparison.missing) console.log(`add      ${name}`);
  for (const { name, list, table } of comparison.obedienceDiffers)
    console.log(`check    ${name}: the list says obeys robots.txt: ${list}; the table: ${table}`);
  for (const token of comparison.gone) console.log(`gone     ${token}: taken from the list, no longer in it`);
  if (comparison.missing.length + comparison.obedienceDiffers.length + comparison.gone.length === 0) console.log('nothing to add or check');
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
