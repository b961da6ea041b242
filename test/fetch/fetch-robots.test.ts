import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fetchRobotsTxt, interpretRobotsTxtResponse, retrieveRobotsTxt } from '../../src/index.ts';
import { DIALECTS, type Dialect } from '../../src/match/types.ts';
import { redirectChain, reply, startServer, startSilentServer, useServers } from './http-server.ts';

const RULES = 'User-agent: *\nDisallow: /private/\n';

const serve = useServers();

describe('fetchRobotsTxt: success', () => {
  it("fetches /robots.txt of the URL's site and compiles it under the dialect", async () => {
    const server = await serve(reply(200, RULES));
    const result = await fetchRobotsTxt(`${server.origin}/some/page.html?x=1`, { dialect: 'google' });
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt']);
    expect(result).toMatchObject({ outcome: 'rules', status: 200, dialect: 'google', redirects: [], truncated: false, bytes: RULES.length });
    expect(result.url).toBe(`${server.origin}/robots.txt`);
    expect(result.finalUrl).toBe(`${server.origin}/robots.txt`);
    expect(result.robots.dialect).toBe('google');
    expect(result.robots.isAllowed('/private/x', 'AnyBot')).toBe(false);
    expect(result.robots.isAllowed('/public', 'AnyBot')).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('sends the agent as the User-Agent header (default robotstxt-toolkit)', async () => {
    const server = await serve(reply(200, RULES));
    await fetchRobotsTxt(server.origin, { agent: 'ExampleBot/1.0 (+https://example.com/bot)' });
    await fetchRobotsTxt(server.origin);
    expect(server.requests.map((r) => r.headers['user-agent'])).toEqual(['ExampleBot/1.0 (+https://example.com/bot)', 'robotstxt-toolkit']);
  });

  it('an agent no User-Agent header can carry is a TypeError before any request, not an unreachable site', async () => {
    const server = await serve(reply(200, RULES));
    for (const agent of ['Bot\u20ac', 'Bot\r\nX-Injected: 1', 'Bot\u0000']) {
      await expect(fetchRobotsTxt(server.origin, { agent })).rejects.toThrow(/valid User-Agent header/);
    }
    await fetchRobotsTxt(server.origin, { agent: 'Bot\u00e9/1.0' });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects URLs that are not absolute http(s) with a TypeError', async () => {
    await expect(fetchRobotsTxt('example.com')).rejects.toThrow(TypeError);
    await expect(fetchRobotsTxt('ftp://127.0.0.1/')).rejects.toThrow(/http and https/);
  });
});

/** What docs/spec/dialects.md §1.9, §2.9, §3.9 (and Google's crawler documentation) say a final status means. */
function expectedOutcome(dialect: Dialect, status: number): string {
  if (status >= 200 && status < 300) return 'rules';
  // revisited-1996 has no status rules either (R-9).
  if (status >= 500) return dialect === '1994' || dialect === 'revisited-1996' ? 'allow-all' : 'disallow-all';
  if ((status === 401 || status === 403) && dialect === 'draft-1996') return 'disallow-all';
  if (status === 429 && dialect === 'google') return 'disallow-all';
  return 'allow-all';
}

describe('status handling per dialect', () => {
  const statuses = [200, 203, 204, 400, 401, 403, 404, 410, 418, 429, 451, 500, 502, 503, 504, 599];
  it.each(statuses)('HTTP %i', async (status) => {
    // A body that would disallow everything: it must only count for 2xx.
    const server = await serve(reply(status, status === 204 ? '' : 'User-agent: *\nDisallow: /\n'));
    const response = await retrieveRobotsTxt(server.origin);
    expect(response.status).toBe(status);
    for (const dialect of DIALECTS) {
      const result = interpretRobotsTxtResponse(response, dialect);
      expect(result.outcome, `${dialect}, HTTP ${status}`).toBe(expectedOutcome(dialect, status));
      expect(result.reason).toContain(String(status));
      // The synthetic files make isAllowed agree with the outcome.
      const allowed = result.robots.isAllowed('/some/page', 'AnyBot');
      if (result.outcome === 'allow-all') expect(allowed).toBe(true);
      if (result.outcome === 'disallow-all') expect(allowed).toBe(false);
      if (result.outcome === 'rules') expect(allowed).toBe(status === 204);
    }
  });

  it('does not read the body of an error response', async () => {
    const server = await serve(reply(404, 'User-agent: *\nDisallow: /\n'));
    const result = await fetchRobotsTxt(server.origin);
    expect(result).toMatchObject({ outcome: 'allow-all', bytes: 0, status: 404 });
  });
});

describe('redirects', () => {
  it('follows up to five redirects (RFC 9309 §2.3.1.2)', async () => {
    const server = await serve(redirectChain(5, RULES));
    const result = await fetchRobotsTxt(server.origin);
    expect(result.outcome).toBe('rules');
    expect(result.redirects).toEqual([1, 2, 3, 4, 5].map((n) => `${server.origin}/hop/${n}`));
    expect(result.finalUrl).toBe(`${server.origin}/hop/5`);
    expect(result.robots.isAllowed('/private/a', 'x')).toBe(false);
  });

  it('stops at the sixth redirect and reads it per dialect', async () => {
    const server = await serve(redirectChain(6, RULES));
    const response = await retrieveRobotsTxt(server.origin);
    expect(response.failure?.kind).toBe('too-many-redirects');
    expect(response.redirects).toHaveLength(5);
    // The sixth target was never requested.
    expect(server.requests.map((r) => r.url)).not.toContain('/hop/6');
    for (const dialect of DIALECTS) {
      const result = interpretRobotsTxtResponse(response, dialect);
      expect(result.outcome, dialect).toBe('allow-all');
      expect(result.status).toBeUndefined();
    }
  });

  it('follows 302, 303, 307 and 308 too, and honours maxRedirects', async () => {
    for (const status of [302, 303, 307, 308]) {
      const server = await serve(redirectChain(2, RULES, status));
      expect((await fetchRobotsTxt(server.origin)).redirects, String(status)).toHaveLength(2);
      expect((await fetchRobotsTxt(server.origin, { maxRedirects: 1 })).failure?.kind).toBe('too-many-redirects');
    }
  });

  it('ends a redirect loop at the limit', async () => {
    const server = await serve((_request, response) => response.writeHead(302, { location: '/robots.txt' }).end());
    const result = await fetchRobotsTxt(server.origin);
    expect(result.failure?.kind).toBe('too-many-redirects');
    expect(server.requests).toHaveLength(6);
  });

  it('follows a redirect to another authority', async () => {
    const target = await serve(reply(200, RULES));
    const source = await serve(reply(301, '', { location: `${target.origin}/moved/robots.txt` }));
    const result = await fetchRobotsTxt(source.origin);
    expect(result).toMatchObject({ outcome: 'rules', finalUrl: `${target.origin}/moved/robots.txt`, redirects: [`${target.origin}/moved/robots.txt`] });
  });

  it('reports a redirect without a usable Location', async () => {
    const missing = await serve(reply(301, ''));
    const ftp = await serve(reply(302, '', { location: 'ftp://127.0.0.1/robots.txt' }));
    for (const [server, text] of [
      [missing, 'no Location'],
      [ftp, 'not http'],
    ] as const) {
      const result = await fetchRobotsTxt(server.origin);
      expect(result.failure?.kind).toBe('bad-redirect');
      expect(result.failure?.message).toContain(text);
      expect(result.outcome).toBe('allow-all');
    }
  });

  it('a redirect to a URL with a user name or password is unusable (allow all under every dialect), not a network error', async () => {
    const target = await serve(reply(200, 'User-agent: *\nDisallow: /\n'));
    const withCredentials = target.origin.replace('http://', 'http://user:secret@');
    const source = await serve(reply(301, '', { location: `${withCredentials}/robots.txt` }));
    for (const dialect of DIALECTS) {
      const result = await fetchRobotsTxt(source.origin, { dialect });
      expect(result.failure?.kind).toBe('bad-redirect');
      expect(result.failure?.message).toContain('user name or password');
      expect(result.failure?.message).not.toContain('secret');
      expect(result.outcome).toBe('allow-all');
    }
    expect(target.requests).toEqual([]);
  });
});

describe('content encoding', () => {
  it('a compressed body: contentLength and bytes count decoded bytes, encodedLength the bytes on the wire', async () => {
    const body = `User-agent: *\nDisallow: /x\n${'# padding\n'.repeat(1_000)}`;
    for (const [encoding, compress] of [
      ['br', brotliCompressSync],
      ['gzip', gzipSync],
    ] as const) {
      const compressed = compress(Buffer.from(body));
      const site = await serve((_request, response) =>
        response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': encoding, 'content-length': String(compressed.length) }).end(compressed),
      );
      const head = await fetchRobotsTxt(site.origin, { maxBytes: 1_000 });
      expect(head).toMatchObject({ truncated: true, bytes: 1_000, contentEncoding: encoding, encodedLength: compressed.length });
      expect(head.contentLength).toBeUndefined();
      const whole = await fetchRobotsTxt(site.origin);
      expect(whole).toMatchObject({ truncated: false, bytes: body.length, contentEncoding: encoding, encodedLength: compressed.length });
    }
    const plain = await serve(reply(200, RULES, { 'content-length': String(RULES.length) }));
    expect(await fetchRobotsTxt(plain.origin)).toMatchObject({ contentLength: RULES.length, contentEncoding: undefined, encodedLength: undefined });
  });
});

describe('timeouts and network errors', () => {
  it('gives up on a server that accepts the connection and never answers', async () => {
    const silent = await startSilentServer();
    try {
      const response = await retrieveRobotsTxt(`${silent.origin}/`, { timeoutMs: 300 });
      expect(response.failure).toEqual({ kind: 'timeout', message: `No complete answer from ${silent.origin}/robots.txt within 300 ms.` });
      expect(interpretRobotsTxtResponse(response, 'rfc9309').outcome).toBe('disallow-all');
      expect(interpretRobotsTxtResponse(response, 'draft-1996').outcome).toBe('disallow-all');
      expect(interpretRobotsTxtResponse(response, 'google').outcome).toBe('disallow-all');
      expect(interpretRobotsTxtResponse(response, '1994').outcome).toBe('allow-all');
    } finally {
      await silent.close();
    }
  });

  it('gives up on a body that trickles in', async () => {
    let drips = 0;
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('User-agent: *\n');
      const timer = setInterval(() => {
        // Bounded: the client gives up long before 200 drips.
        if (++drips > 200 || response.destroyed) clearInterval(timer);
        else response.write('#');
      }, 20);
      response.on('close', () => clearInterval(timer));
    });
    const result = await fetchRobotsTxt(server.origin, { timeoutMs: 300 });
    expect(result.failure?.kind).toBe('timeout');
    expect(result.outcome).toBe('disallow-all');
    expect(result.reason).toMatch(/unreachable/);
  });

  it('reports a refused connection as a network error', async () => {
    // Find a free port, then close it so nothing listens there.
    const server = await startServer(reply(200));
    const origin = server.origin;
    await server.close();
    const result = await fetchRobotsTxt(origin, { dialect: 'rfc9309' });
    expect(result.failure?.kind).toBe('network');
    expect(result.failure?.message).toMatch(/ECONNREFUSED/);
    expect(result.outcome).toBe('disallow-all');
  });

  it('rejects when the caller aborts', async () => {
    const server = await serve(() => undefined);
    const controller = new AbortController();
    const pending = retrieveRobotsTxt(server.origin, { signal: controller.signal, timeoutMs: 10_000 });
    controller.abort(new Error('caller gave up'));
    await expect(pending).rejects.toThrow('caller gave up');
  });
});

describe('size cap', () => {
  it('reads only the first maxBytes of a huge body and closes the connection', async () => {
    let written = 0;
    let closed = false;
    const chunk = Buffer.alloc(64 * 1024, 'Disallow: /x\n');
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('User-agent: *\n');
      response.on('close', () => (closed = true));
      // Endless body, bounded at 1 GiB; writes wait for the client (backpressure).
      const pump = (): void => {
        while (!response.destroyed && written < 1024 ** 3) {
          written += chunk.length;
          if (!response.write(chunk)) {
            response.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
    const result = await fetchRobotsTxt(server.origin);
    expect(result).toMatchObject({ outcome: 'rules', truncated: true, bytes: 512_000 });
    expect(result.warnings).toEqual([
      expect.objectContaining({ code: 'body-truncated', severity: 'warning', message: expect.stringMatching(/512,000 bytes/) }),
    ]);
    expect(result.robots.isAllowed('/x', 'bot')).toBe(false);
    await expect.poll(() => closed).toBe(true);
    // The client stopped early: what was sent is bounded by socket buffers, not the body size.
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  it('a body cut at 512,000 bytes inside a line: that line is no rule under any dialect, and the warnings say so', async () => {
    const head = 'User-agent: *\nDisallow: /private\n';
    const cutLine = 'Disallow: /public-data/only-this';
    // The cut falls right after "Disallow: /": read as a rule, that would shut the whole site.
    const start = 512_000 - 'Disallow: /'.length;
    const filler = `${`# ${'x'.repeat(97)}\n`.repeat(Math.floor((start - head.length) / 100))}`;
    const body = `${head}${filler}${'#'.repeat(start - head.length - filler.length - 1)}\n${cutLine}\nDisallow: /more\n`;
    expect(body.indexOf(cutLine)).toBe(start);
    const server = await serve(reply(200, body));
    for (const dialect of DIALECTS) {
      const result = await fetchRobotsTxt(server.origin, { dialect });
      expect(result).toMatchObject({ truncated: true, bytes: 512_000 });
      expect(result.robots.isAllowed('/x', 'FooBot'), dialect).toBe(true);
      expect(result.robots.isAllowed('/private/x', 'FooBot'), dialect).toBe(false);
      expect(result.robots.diagnostics.find((d) => d.code === 'truncated-line')?.range.start.offset).toBe(start);
      expect(result.warnings.find((w) => w.code === 'body-truncated')?.message).toContain('less the line the cut fell inside');
    }
  });

  it('does not flag a body of exactly maxBytes', async () => {
    const body = 'User-agent: *\nDisallow: /a\n'.padEnd(1000, '#');
    const server = await serve(reply(200, body));
    const result = await fetchRobotsTxt(server.origin, { maxBytes: 1000 });
    expect(result).toMatchObject({ truncated: false, bytes: 1000 });
  });

  it('never cuts a UTF-8 character in half at the cap', async () => {
    const body = 'User-agent: *\nDisallow: /ééééééééé\n';
    const server = await serve(reply(200, body, { 'content-type': 'text/plain; charset=utf-8' }));
    // 14 + 11 ASCII bytes, then two-byte characters at 25, 27, 29: a cap of 30 splits the third.
    const result = await fetchRobotsTxt(server.origin, { maxBytes: 30 });
    expect(result.truncated).toBe(true);
    expect(result.bytes).toBe(29);
    expect(result.robots.document.encoding).toBe('utf-8');
    expect(result.robots.document.text).toBe('User-agent: *\nDisallow: /éé');
  });
});

describe('odd bodies', () => {
  it('parses a robots.txt served with the wrong content type, with a warning', async () => {
    const server = await serve(reply(200, RULES, { 'content-type': 'application/octet-stream' }));
    const result = await fetchRobotsTxt(server.origin);
    expect(result.outcome).toBe('rules');
    expect(result.contentType).toBe('application/octet-stream');
    expect(result.warnings).toEqual([
      expect.objectContaining({ code: 'unexpected-content-type', message: expect.stringMatching(/Content-Type application\/octet-stream/) }),
    ]);
    expect(result.warnings[0]?.spec?.title).toBe('RFC 9309 §2.3');
    expect(result.robots.isAllowed('/private/', 'bot')).toBe(false);
  });

  it('warns about an HTML page served as robots.txt (a soft 404); nothing is disallowed', async () => {
    const html = '<!DOCTYPE html>\n<html><head><title>Not found</title></head>\n<body>Disallow: nothing here</body></html>\n';
    const server = await serve(reply(200, html, { 'content-type': 'text/html; charset=utf-8' }));
    const result = await fetchRobotsTxt(server.origin);
    expect(result.outcome).toBe('rules');
    expect(result.warnings.map((warning) => warning.code)).toEqual(['unexpected-content-type', 'html-body']);
    expect(result.warnings[1]?.message).toMatch(/HTML/);
    expect(result.robots.isAllowed('/anything', 'bot')).toBe(true);
  });

  it('keeps binary bodies (decoded as Latin-1, never thrown)', async () => {
    const bytes = Buffer.from([0xff, 0x00, 0xc3, 0x28, 0x0a, ...Buffer.from('User-agent: *\nDisallow: /b\n')]);
    const server = await serve((_request, response) => response.writeHead(200).end(bytes));
    const result = await fetchRobotsTxt(server.origin);
    expect(result.bytes).toBe(bytes.length);
    expect(result.robots.document.encoding).toBe('latin1');
    expect(result.robots.isAllowed('/b', 'bot')).toBe(false);
  });
});

describe('browsers: opaque redirects', () => {
  it('lets the platform follow a redirect it will not show', async () => {
    const calls: RequestRedirect[] = [];
    const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      calls.push(init?.redirect ?? 'follow');
      if (init?.redirect === 'manual') return { type: 'opaqueredirect', status: 0, statusText: '', headers: new Headers(), body: null } as unknown as Response;
      const response = new Response(RULES, { status: 200, headers: { 'content-type': 'text/plain' } });
      Object.defineProperty(response, 'redirected', { value: true });
      Object.defineProperty(response, 'url', { value: 'https://www.example.com/robots.txt' });
      return response;
    }) as typeof fetch;
    const result = await fetchRobotsTxt('https://example.com/', { fetch: fakeFetch });
    expect(calls).toEqual(['manual', 'follow']);
    expect(result).toMatchObject({ outcome: 'rules', finalUrl: 'https://www.example.com/robots.txt', redirects: ['https://www.example.com/robots.txt'] });
  });
});
