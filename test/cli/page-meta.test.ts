/** `robotstxt page` against real servers on 127.0.0.1, and `robotstxt meta` offline. */
import { describe, expect, it } from 'vitest';
import { useServers } from '../fetch/http-server.ts';
import { runCli } from './run-cli.ts';

const serve = useServers();

function site(robots: string, pages: Record<string, { body: string; headers?: Record<string, string> }>) {
  return serve((request, response) => {
    const path = request.url ?? '/';
    if (path === '/robots.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
    else if (path === '/hop') response.writeHead(302, { location: '/article' }).end();
    else if (path === '/to-private') response.writeHead(301, { location: '/private/x' }).end();
    else if (path === '/endless') response.writeHead(200, { 'content-type': 'text/html' }).write('<p>');
    else if (pages[path]) response.writeHead(200, { 'content-type': 'text/html', ...pages[path].headers }).end(pages[path].body);
    else response.writeHead(404).end();
  });
}

describe('robotstxt page', () => {
  it('a page robots.txt disallows: exit 1, the deciding line, index unknown', async () => {
    const server = await site('User-agent: *\nDisallow: /private\n', { '/private/x': { body: '<meta name=robots content=noindex>' } });
    const result = await runCli(['page', `${server.origin}/private/x`, '--agent', 'FooBot']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('disallowed by robots.txt line 2 "Disallow: /private"');
    expect(result.stdout).toMatch(/index\s+unknown/);
    expect(result.stdout).toContain('cannot be seen');
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt']);
  });

  it('a redirect into a path robots.txt disallows: not followed, exit 1, the refused hop and its line named', async () => {
    const server = await site('User-agent: *\nDisallow: /private\n', { '/private/x': { body: '<p>secret</p>' } });
    const result = await runCli(['page', `${server.origin}/to-private`, '--agent', 'FooBot']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`disallowed by robots.txt line 2 "Disallow: /private" for ${server.origin}/private/x (${server.origin}/robots.txt)`);
    expect(result.stdout).toContain('redirect 1 goes there, so it was not followed');
    expect(result.stdout).toMatch(/index\s+unknown/);
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt', '/to-private']);
    const json = JSON.parse((await runCli(['page', `${server.origin}/to-private`, '--agent', 'FooBot', '--format', 'json'])).stdout) as {
      fetch: { allowed: boolean; refusedRedirect: number; hops: { url: string; allowed: boolean }[] };
    };
    expect(json.fetch).toMatchObject({ allowed: false, refusedRedirect: 1 });
    expect(json.fetch.hops.map((hop) => hop.allowed)).toEqual([true, false]);
  });

  it('meta in the body, a PDF with X-Robots-Tag, a redirect, as text and JSON', async () => {
    const server = await site('User-agent: *\nAllow: /\nContent-Usage: train-ai=n\n', {
      '/article': { body: '<body><p>x</p><meta name="foobot" content="noindex, max-snippet:40"></body>' },
      '/doc.pdf': { body: '%PDF', headers: { 'content-type': 'application/pdf', 'x-robots-tag': 'nofollow' } },
    });
    const text = await runCli(['page', `${server.origin}/hop`, '--agent', 'FooBot/1.0']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/index\s+no\s+<meta name="foobot" content="noindex, max-snippet:40">/);
    expect(text.stdout).toMatch(/snippet\s+at most 40 characters/);
    expect(text.stdout).toMatch(/train-ai\s+disallowed/);
    expect(text.stdout).toContain(`→ ${server.origin}/article`);
    const json = await runCli(['page', `${server.origin}/doc.pdf`, '--agent', 'FooBot', '--format', 'json']);
    const parsed = JSON.parse(json.stdout) as { index: boolean; follow: boolean; directives: { sources: { follow: { text: string } } } };
    expect(parsed).toMatchObject({ index: true, follow: false });
    expect(parsed.directives.sources.follow.text).toBe('X-Robots-Tag: nofollow');
  });

  it('a page that never ends: the time limit holds', async () => {
    const server = await site('', {});
    const result = await runCli(['page', `${server.origin}/endless`, '--agent', 'FooBot', '--timeout', '300']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/page\s+none: No complete answer/);
  });

  it('usage errors', async () => {
    expect((await runCli(['page', 'https://example.com/'])).code).toBe(2);
    expect((await runCli(['page', 'example.com', '--agent', 'x'])).code).toBe(2);
    expect((await runCli(['page', 'https://example.com/', '--agent', 'x', '--rules', 'old'])).stderr).toContain('--rules must be modern or seed');
  });
});

describe('robotstxt meta', () => {
  it('reads stdin with headers, under both rule sets', async () => {
    const input = '<meta name="robots" content="nofollow, all">';
    const modern = await runCli(['meta', '-', '--header', 'X-Robots-Tag: googlebot: noindex', '--agent', 'Googlebot', '--format', 'json'], { input });
    expect(JSON.parse(modern.stdout)).toMatchObject({ index: false, follow: false, rules: 'modern' });
    const seed = await runCli(['meta', '-', '--rules', 'seed', '--format', 'json'], { input });
    expect(JSON.parse(seed.stdout)).toMatchObject({ index: true, follow: true, rules: 'seed' });
  });
  it('a bad --header is a usage error', async () => {
    const result = await runCli(['meta', '-', '--header', 'noindex'], { input: '' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("must look like 'X-Robots-Tag: noindex'");
  });
});
