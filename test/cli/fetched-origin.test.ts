/**
 * `check` and `explain` on a robots.txt fetched from a URL use the library's
 * binding (RFC 9309 §2.3: the file speaks for its own origin): a URL that
 * resolves to another origin is refused, a path is read on the site.
 */
import { describe, expect, it } from 'vitest';
import { useServers } from '../fetch/http-server.ts';
import { hasStackTrace, runCli } from './run-cli.ts';

const serve = useServers();
const RULES = 'User-agent: *\nDisallow: /private/\n';

describe('a fetched robots.txt is bound to its origin in the CLI', () => {
  it('check refuses a scheme-relative URL to another host, as the library answers undefined for it: exit 2', async () => {
    const server = await serve((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end(RULES));
    const result = await runCli(['check', server.origin, '--agent', 'x', '/private/a', '//example.org/private/a']);
    expect(result.code).toBe(2);
    expect(result.stdout.split('\n').filter(Boolean)).toHaveLength(1);
    expect(result.stderr).toContain(`//example.org/private/a is on http://example.org, and the robots.txt of ${server.origin} says nothing about another site`);
    expect(hasStackTrace(result.stderr)).toBe(false);
  });

  it('explain refuses a URL of another origin with a usage error (exit 2), and explains a path of the site', async () => {
    const server = await serve((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end(RULES));
    const other = await runCli(['explain', server.origin, 'https://example.org/private/a', '--agent', 'x']);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain(
      `https://example.org/private/a is on https://example.org, and the robots.txt of ${server.origin} says nothing about another site`,
    );
    expect(other.stderr).toContain(`Check it against https://example.org/robots.txt.`);
    expect(hasStackTrace(other.stderr)).toBe(false);
    const own = await runCli(['explain', server.origin, '/private/a', '--agent', 'x']);
    expect(own.code).toBe(1);
    expect(own.stdout).toMatch(/^DISALLOWED/);
  });

  it('a file read from disk is not bound: any URL is read by its path', async () => {
    const result = await runCli(['check', '-', '--agent', 'x', 'https://example.org/private/a'], { input: RULES });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^disallowed/);
  });
});
