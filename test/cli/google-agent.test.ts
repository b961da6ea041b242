/**
 * docs/spec/google.md §3.2 in the CLI: under `--dialect google` a full
 * User-Agent header is compared as given, and the CLI says so and shows the
 * product token a crawler would pass.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';

const files = tempDir({ 'robots.txt': 'User-agent: FooBot\nDisallow: /private\n' });
const robots = files.path('robots.txt');
afterAll(() => files.cleanup());
const header = 'Mozilla/5.0 (compatible; FooBot/2.1; +https://example.com/bot)';

describe('--dialect google with a full User-Agent header', () => {
  it('check: allowed (no group is named), with a note giving the product token', async () => {
    const result = await runCli(['check', robots, '--agent', header, '--dialect', 'google', '/private']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("Google's matcher compares the agent as given");
    expect(result.stderr).toContain('"FooBot" here (--agent FooBot)');
    const token = await runCli(['check', robots, '--agent', 'FooBot', '--dialect', 'google', '/private']);
    expect(token.code).toBe(1);
    expect(token.stderr).not.toContain('as given');
  });
  it('explain: the robot row says the agent is used as given; --dialect all notes it once', async () => {
    const result = await runCli(['explain', robots, '--agent', header, '--dialect', 'google', '/private']);
    expect(result.stdout).toContain(`robot      "${header}" as given`);
    expect(result.stderr).toContain('"FooBot" here (--agent FooBot)');
    const all = await runCli(['explain', robots, '--agent', header, '--dialect', 'all', '/private']);
    expect(all.stderr.match(/as given/g)).toHaveLength(1);
    expect(all.stdout).toContain('name token "FooBot"');
  });
  it('no note under rfc9309', async () => {
    const result = await runCli(['check', robots, '--agent', header, '/private']);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('as given');
  });
});
