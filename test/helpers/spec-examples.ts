/**
 * Example files and verdict tables that the specs themselves give, shared by
 * the matcher's tests and the oracle's self-test (data only: the oracle still
 * shares no code with src/).
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { repoPath } from './paths.ts';

/** The example of draft-koster-robots-00 §4. */
export const FICT_ORG_ROBOTS_TXT = [
  '# /robots.txt for http://www.fict.org/',
  '# comments to webmaster@fict.org',
  '',
  'User-agent: unhipbot',
  'Disallow: /',
  '',
  'User-agent: webcrawler',
  'User-agent: excite',
  'Disallow: ',
  '',
  'User-agent: *',
  'Disallow: /org/plans.html',
  'Allow: /org/',
  'Allow: /serv',
  'Allow: /~mak',
  'Disallow: /',
  '',
].join('\n');

/** The draft's §4 table: path on http://www.fict.org, then allowed for unhipbot, webcrawler & excite, and other robots. */
export const FICT_ORG_VERDICTS: readonly (readonly [string, boolean, boolean, boolean])[] = [
  ['/', false, true, false],
  ['/index.html', false, true, false],
  ['/robots.txt', true, true, true],
  ['/server.html', false, true, true],
  ['/services/fast.html', false, true, true],
  ['/services/slow.html', false, true, true],
  ['/orgo.gif', false, true, false],
  ['/org/about.html', false, true, true],
  ['/org/plans.html', false, true, false],
  ['/%7Ejim/jim.html', false, true, false],
  ['/%7Emak/mak.html', false, true, true],
];

/** RFC 9309 §5.1's example file (examples/rfc9309-5.1-simple.txt). */
export const RFC9309_SIMPLE_ROBOTS_TXT = readFileSync(repoPath('examples/rfc9309-5.1-simple.txt'), 'utf8');

type Row = [agent: string, path: string, allowed: boolean];
const rows = (agent: string, paths: readonly string[], allowed: boolean): Row[] => paths.map((path) => [agent, path, allowed]);

/** What RFC 9309 §5.1 says of its example, per robot and path (docs/spec/rfc9309.md §4). */
export const RFC9309_SIMPLE_VERDICTS: readonly Row[] = [
  ...rows('otherbot', ['/', '/publications/a.html', '/publications/a.gif', '/img/a.gif?x', '/other.html'], true),
  ...rows('otherbot', ['/example/', '/example/page.html', '/example/allowed.gif', '/img/a.gif'], false),
  ...rows('foobot', ['/example/page.html', '/example/page.html?x=1', '/example/allowed.gif'], true),
  ...rows('foobot', ['/', '/publications/a.html', '/example/', '/img/a.gif', '/other.html'], false),
  ...['barbot', 'bazbot'].flatMap((bot) => [
    ...rows(bot, ['/example/page.html', '/example/page.html?x=1'], false),
    ...rows(bot, ['/', '/example/', '/example/allowed.gif', '/img/a.gif', '/publications/a.html', '/other.html'], true),
  ]),
  ...rows('quxbot', ['/', '/example/', '/img/a.gif', '/example/page.html'], true),
];
