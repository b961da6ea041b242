/**
 * The documentation runs as written: every ```ts block of README.md and docs/*.md, and every
 * ```ts block of a TSDoc comment in src/, is run against the package's sources, and the values its
 * comments show are checked (test/docs/doc-examples.ts says how a comment is read).
 *
 * A block that imports nothing has the exports of `robotstxt-toolkit` and `robotstxt-toolkit/meta`
 * in scope. The network is a stand-in: https://example.com/robots.txt answers once with a file and
 * `Cache-Control: public, max-age=604800`, then 503 (docs/caching.md shows such a run); every other
 * URL but https://example.com/report.pdf (a PDF sent with `X-Robots-Tag: noindex`) is a 404.
 * docs/migrating.md's `ts crawlee` blocks import a stand-in for crawlee's RobotsTxtFile built on
 * this package.
 *
 * A TSDoc example documents one function, often as a fragment: it also has in scope its own
 * module's exports and those of `robotstxt-toolkit/internals`, may import modules relative to its
 * file, and may read `text` (a robots.txt: the 1994 standard's example), `doc` (`parse(text)`) and
 * `cache` (a `RobotsTxtCache`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as grammar from '../../src/grammar.ts';
import * as root from '../../src/index.ts';
import * as internals from '../../src/internals.ts';
import * as matcher from '../../src/matcher.ts';
import * as editor from '../../src/editor.ts';
import * as meta from '../../src/meta.ts';
import { repoPath } from '../helpers/paths.ts';
import { RobotsTxtFileStandIn } from './crawlee-stand-in.ts';
import { markdownExamples, runExample, toScript, tsdocExamples, type Example, type RunOptions } from './doc-examples.ts';

const robotsParser = createRequire(import.meta.url)('robots-parser') as unknown;

const MODULES: Record<string, Record<string, unknown>> = {
  'robotstxt-toolkit': root,
  'robotstxt-toolkit/meta': meta,
  'robotstxt-toolkit/matcher': matcher,
  'robotstxt-toolkit/editor': editor,
  'robotstxt-toolkit/internals': internals,
  'robotstxt-toolkit/grammar': grammar,
  'robots-parser': { default: robotsParser },
  crawlee: { RobotsTxtFile: RobotsTxtFileStandIn },
};

const SCOPE: Record<string, unknown> = { ...root, ...meta };

const PAGES = ['README.md', ...readdirSync(repoPath('docs'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `docs/${name}`)];

function sources(directory: string): string[] {
  return readdirSync(repoPath(directory), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => `${directory}/${name.replaceAll('\\', '/')}`);
}

const PAGE_EXAMPLES: Example[] = PAGES.flatMap((page) => markdownExamples(readFileSync(repoPath(page), 'utf8'), page));
const TSDOC_EXAMPLES: Example[] = sources('src').flatMap((file) => tsdocExamples(readFileSync(repoPath(file), 'utf8'), file));

/** The stand-in network: robots.txt once, then the site is down; a sitemap of two pages. */
function stubNetwork(): void {
  let served = 0;
  vi.stubGlobal('fetch', async (input: string | URL | Request): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === 'https://example.com/report.pdf') {
      return new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf', 'x-robots-tag': 'noindex' } });
    }
    if (url === 'https://example.com/sitemap.xml') {
      const pages = ['https://example.com/', 'https://example.com/about'].map((loc) => `<url><loc>${loc}</loc></url>`).join('');
      return new Response(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages}</urlset>`, { headers: { 'content-type': 'application/xml' } });
    }
    if (url !== 'https://example.com/robots.txt') return new Response('not found', { status: 404 });
    if (served++ > 0) return new Response('busy', { status: 503 });
    return new Response('User-agent: *\nDisallow: /private/\n', {
      status: 200,
      headers: { 'content-type': 'text/plain', 'cache-control': 'public, max-age=604800' },
    });
  });
}

/** The 1994 standard's example file, which TSDoc examples call `text`. */
const TEXT = 'User-agent: *\nDisallow: /cyberworld/map/ # infinite\n\nUser-agent: cybermapper\nDisallow:\n';

/** What a TSDoc example has in scope and may import (see the top of this file). */
async function tsdocContext(example: Example): Promise<RunOptions> {
  const file = example.where.slice(0, example.where.lastIndexOf(':'));
  const own = (await import(repoPath(file))) as Record<string, unknown>;
  const modules: Record<string, Record<string, unknown>> = { ...MODULES };
  for (const [, specifier] of example.code.matchAll(/^import .* from '(\.[^']+)';$/gm)) {
    modules[specifier as string] = (await import(path.resolve(path.dirname(repoPath(file)), specifier as string))) as Record<string, unknown>;
  }
  const conventions = { text: TEXT, doc: root.parse(TEXT), cache: new root.RobotsTxtCache({ agent: 'ExampleBot/1.0' }) };
  return { modules, scope: { ...SCOPE, ...internals, ...own, ...conventions } };
}

describe('the examples of the documentation', () => {
  beforeEach(stubNetwork);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds the examples of the README, of every guide and of the TSDoc', () => {
    for (const page of ['README.md', 'docs/caching.md', 'docs/cli.md', 'docs/diagnostics.md', 'docs/formatting.md', 'docs/matching.md', 'docs/meta.md', 'docs/migrating.md']) {
      expect(
        PAGE_EXAMPLES.some((example) => example.where.startsWith(`${page}:`)),
        page,
      ).toBe(true);
    }
    expect(TSDOC_EXAMPLES.length).toBeGreaterThan(10);
  });

  it.each(PAGE_EXAMPLES.map((example) => [example.where, example] as const))('%s runs and gives the values it shows', async (_where, example) => {
    await runExample(example, { modules: MODULES, scope: SCOPE });
  });

  it.each(TSDOC_EXAMPLES.map((example) => [example.where, example] as const))('%s (TSDoc) runs and gives the values it shows', async (_where, example) => {
    await runExample(example, await tsdocContext(example));
  });

  it('checks values in every guide with examples (not only that they run)', () => {
    const checks = new Map<string, number>();
    for (const example of PAGE_EXAMPLES) {
      const page = example.where.slice(0, example.where.lastIndexOf(':'));
      checks.set(page, (checks.get(page) ?? 0) + toScript(example.code).checks);
    }
    for (const [page, count] of checks) expect(count, page).toBeGreaterThan(0);
    expect([...checks.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(120);
  });
});

describe('the reading of an example', () => {
  it('checks values and leaves prose and declarations alone', () => {
    const checks = (code: string): number => toScript(code).checks;
    expect(checks("f(); // 'a'")).toBe(1);
    expect(checks("f(); // ['a', 'b']")).toBe(1);
    expect(checks('f(); // true (because)')).toBe(1);
    expect(checks("f(); // 'rules': the file applies")).toBe(1);
    expect(checks("f(); // 'a' | 'b'")).toBe(1);
    expect(checks('f(); // TypeError: f: no')).toBe(1);
    expect(checks('f(); // 85,008,384 bytes')).toBe(0);
    expect(checks('f(); // 85,008,384: bytes')).toBe(1);
    expect(checks('f();\n// { a: 1,\n//   b: 2 }')).toBe(1);
    expect(checks('f({\n  a: 1,\n}); // 2')).toBe(1);
    expect(checks('f(); // true or false')).toBe(0);
    expect(checks('f(); // boolean')).toBe(0);
    expect(checks('const x = f(); // 2')).toBe(0);
    expect(checks('t += 1; // an hour later')).toBe(0);
    expect(checks("{ code: 'x', severity: 'warning' }")).toBe(0);
  });

  it('reads `...` in an object as "and other members" and `…` in a string as any text', async () => {
    const example = (code: string): Example => ({ where: 'test', kind: 'ts', code });
    const options = { modules: {}, scope: {} };
    await expect(runExample(example("({ a: 1, b: 'long text' }); // { a: 1, ... }"), options)).resolves.toBe(1);
    await expect(runExample(example("'long text here'; // 'long … here'"), options)).resolves.toBe(1);
    await expect(runExample(example("({ a: 1, b: 2 }); // { a: 1 }"), options)).rejects.toThrow();
    await expect(runExample(example("'long text'; // 'short …'"), options)).rejects.toThrow();
    await expect(runExample(example("JSON.parse('{'); // SyntaxError: …"), options)).resolves.toBe(1);
  });
});
