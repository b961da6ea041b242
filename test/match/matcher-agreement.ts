/**
 * `compileMatcher`'s answers against `compile`'s, under every dialect and
 * option, bound and unbound: matcher.test.ts and matcher.corpus.test.ts
 * compare them.
 */
import { compile, DIALECTS, parse, type Dialect, type UnboundCompileOptions } from '../../src/index.ts';
import { compileMatcher } from '../../src/matcher.ts';

const AGENTS = ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'FooBot', '', '*'];
const OPTIONS: readonly UnboundCompileOptions[] = [{}, { specificity: 'matched-octets' }, { agentMatch: 'value-in-token', agentToken: 'as-given' }];

/** Paths from the file's own rule values (filled in, extended, cut short), and a few every site has. */
export function urlsOf(text: string): string[] {
  const paths = new Set(['/', '/robots.txt', '/index.html', '/search?q=a', '/%7Ejoe/caf%C3%A9', '/ツ/a.php']);
  for (const match of text.matchAll(/^\s*(?:dis)?allow\s*:\s*(\S+)/gim)) {
    const value = (match[1] as string).replace(/\$$/, '').replace(/\*/g, 'x1');
    for (const path of [value, `${value}/a.php?b=1`, value.slice(0, Math.ceil(value.length / 2))]) paths.add(path.startsWith('/') ? path : `/${path}`);
  }
  return [...paths].slice(0, 24).map((path) => `https://example.com${path}`);
}

/** Every way the matcher and the compiled file disagree on `text`; empty when they agree. */
export function disagreements(text: string | Uint8Array, urls: readonly string[], dialects: readonly Dialect[] = DIALECTS): string[] {
  const problems: string[] = [];
  const document = parse(text);
  for (const dialect of dialects) {
    for (const options of OPTIONS) {
      const robots = compile(document, { ...options, dialect });
      const matcher = compileMatcher(document, { ...options, dialect });
      const bound = compileMatcher(document, { ...options, dialect, url: 'https://example.com/robots.txt' });
      for (const agent of AGENTS) {
        for (const url of [...urls, 'https://other.example/', '/relative?x']) {
          const expected = robots.isAllowed(url, agent);
          if (matcher.isAllowed(url, agent) !== expected) problems.push(`${dialect} ${JSON.stringify(options)} ${agent} ${url}: isAllowed`);
          if (matcher.isDisallowed(url, agent) !== !expected) problems.push(`${dialect} ${agent} ${url}: isDisallowed`);
          const onOrigin = url.startsWith('https://example.com/') || url.startsWith('/');
          if (bound.isAllowed(url, agent) !== (onOrigin ? expected : undefined)) problems.push(`${dialect} ${agent} ${url}: bound isAllowed`);
        }
      }
    }
  }
  return problems;
}
