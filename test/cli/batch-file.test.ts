/**
 * `check --files --format json|jsonl` writes, per file and URL, the bytes of
 * `JSON.stringify(verdictJson(reading, robots.explain(url, agent)))`: the
 * object `check FILE --format jsonl` writes, for any file, dialect, agent and URL.
 */
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFile } from '../../src/cli/check/batch/check-file.ts';
import { makeColors } from '../../src/cli/io/output.ts';
import { verdictJson } from '../../src/cli/verdicts.ts';
import { compile, DIALECTS } from '../../src/index.ts';
import { propertyRuns, robotsTxtText } from '../helpers/arbitraries.ts';
import { runCli, tempDir } from './run-cli.ts';

const URLS = ['/', '/admin', '/search?q=1', '/robots.txt', '/a/index.html', '/%7Ea/*b$', 'https://example.com/a?b=%41', 'http://[::1]/x', '//host/p'];
const AGENTS = ['FooBot', '*', '', 'Googlebot-Image/1.0', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'foo bar'];
const RUNS = propertyRuns(200, 0.05);
const dir = tempDir();
afterAll(() => dir.cleanup());

describe('check --files as JSON', () => {
  it(`writes JSON.stringify(verdictJson(…)) of each URL's explanation, for any file, dialect, agent and URL (${RUNS} runs)`, () => {
    const file = dir.path('robots.txt');
    fc.assert(
      fc.property(
        robotsTxtText(),
        fc.constantFrom(...DIALECTS),
        fc.oneof(fc.constantFrom(...AGENTS), fc.string({ maxLength: 20 })),
        fc.array(
          fc.oneof(
            fc.constantFrom(...URLS),
            fc.string().map((path) => `/${path}`),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (generated, dialect, agent, urls) => {
          const bytes = new TextEncoder().encode(generated.text);
          writeFileSync(file, bytes);
          const result = checkFile(file, { agents: [agent], dialect, urls, maxBytes: 512_000, format: 'json', color: false }, makeColors(false));
          const robots = compile(bytes, { dialect });
          const reading = { dialect, robots, label: file, truncated: false };
          const explanations = urls.map((url) => robots.explain(url, agent));
          expect(result.lines).toEqual(explanations.map((explanation) => JSON.stringify(verdictJson(reading, explanation))));
          expect(result.disallowed).toBe(explanations.some((explanation) => !explanation.allowed));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('prints the same objects as check FILE --format jsonl, a line per URL in order', async () => {
    writeFileSync(dir.path('site.robots.txt'), 'User-agent: *\nDisallow: /private/\nAllow: /private/open\n');
    const urls = ['/private/a', '/private/open', '/'];
    const batch = await runCli(['check', '--files', 'site.robots.txt', '--agent', 'FooBot', '--format', 'jsonl', ...urls], { cwd: dir.dir });
    const single = await runCli(['check', 'site.robots.txt', '--agent', 'FooBot', '--format', 'jsonl', ...urls], { cwd: dir.dir });
    expect(batch.code).toBe(1);
    expect(batch.stdout).toBe(single.stdout);
    expect(
      batch.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as object),
    ).toMatchObject([
      { file: 'site.robots.txt', url: '/private/a', allowed: false, rule: { line: 2 }, truncated: false },
      { url: '/private/open', allowed: true, rule: { line: 3 } },
      { url: '/', allowed: true, reasonCode: 'no-rule-matched' },
    ]);
  });
});
