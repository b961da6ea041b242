import { brotliCompressSync } from 'node:zlib';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectChain, reply, startServer, startSilentServer, useServers } from '../fetch/http-server.ts';
import { hasStackTrace, runCli } from './run-cli.ts';

const RULES = 'User-agent: *\nDisallow: /private/\nCrawl-delay: 5\n\nUser-agent: FooBot\nDisallow: /\n\nSitemap: https://example.com/sitemap.xml\n';

const serve = useServers();

// A server that accepts connections and never says a word.
let silentOrigin = '';
let closeSilent: () => Promise<void> = async () => {};
beforeAll(async () => {
  const silent = await startSilentServer();
  silentOrigin = silent.origin;
  closeSilent = () => silent.close();
});
afterAll(() => closeSilent());

describe('robotstxt fetch', () => {
  it('prints status, redirects, bytes, and what the file means; exit 0', async () => {
    const server = await serve(redirectChain(2, RULES));
    const result = await runCli(['fetch', `${server.origin}/any/page`, '--agent', 'OtherBot/1.0']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      `url        ${server.origin}/robots.txt`,
      `redirects  → ${server.origin}/hop/1`,
      `           → ${server.origin}/hop/2`,
      'status     200 OK',
      'type       text/plain',
      `bytes      ${RULES.length}`,
      'dialect    rfc9309',
      'outcome    rules: 2 groups, 2 rules, 1 sitemap',
      'meaning    HTTP 200 OK: the file was received and its rules apply.',
      'agent      OtherBot/1.0: line 1 (1 rule); crawl-delay 5s',
      '',
    ]);
    expect(server.requests[0]?.headers['user-agent']).toBe('OtherBot/1.0');
  });

  it('a compressed body: bytes are counted decoded, the encoded size is shown apart', async () => {
    const body = `${RULES}${'# padding\n'.repeat(1_000)}`;
    const compressed = brotliCompressSync(Buffer.from(body));
    const server = await serve((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'br', 'content-length': String(compressed.length) }).end(compressed),
    );
    const wire = `(br-encoded: ${compressed.length.toLocaleString('en-US')} bytes on the wire)`;
    const whole = await runCli(['fetch', server.origin]);
    expect(whole.stdout).toContain(`\nbytes      ${body.length.toLocaleString('en-US')} ${wire}\n`);
    const head = await runCli(['fetch', server.origin, '--max-bytes', '1000']);
    expect(head.stdout).toContain(`\nbytes      1,000 (truncated: only the first 1,000 bytes were read and parsed) ${wire}\n`);
    const json = JSON.parse((await runCli(['fetch', server.origin, '--format', 'json'])).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ bytes: body.length, contentLength: null, contentEncoding: 'br', encodedLength: compressed.length });
  });

  it('404 means full allow; 503 full disallow (rfc9309), 403 full disallow under draft-1996', async () => {
    const missing = await serve(reply(404, 'not here'));
    const down = await serve(reply(503, 'down'));
    const forbidden = await serve(reply(403, 'no'));
    const outcome = (stdout: string): string | undefined => /^outcome +(.*)$/m.exec(stdout)?.[1];
    expect(outcome((await runCli(['fetch', missing.origin])).stdout)).toBe('full allow');
    expect(outcome((await runCli(['fetch', down.origin])).stdout)).toBe('full disallow');
    expect(outcome((await runCli(['fetch', forbidden.origin, '--dialect', 'draft-1996'])).stdout)).toBe('full disallow');
    expect(outcome((await runCli(['fetch', forbidden.origin, '--dialect', 'rfc9309'])).stdout)).toBe('full allow');
  });

  it('prints each fetch warning with its code', async () => {
    const server = await serve(reply(200, RULES, { 'content-type': 'text/html' }));
    const result = await runCli(['fetch', server.origin]);
    expect(result.stdout).toMatch(
      /^warning +The server sent Content-Type text\/html; robots\.txt should be text\/plain\. The body was parsed anyway\. \[unexpected-content-type\]$/m,
    );
  });

  it('--format json has the result fields', async () => {
    const server = await serve(reply(200, RULES, { 'content-type': 'text/html' }));
    const result = await runCli(['fetch', server.origin, '--format', 'json', '--agent', 'FooBot', '--dialect', 'google']);
    expect(JSON.parse(result.stdout)).toMatchObject({
      url: `${server.origin}/robots.txt`,
      dialect: 'google',
      status: 200,
      outcome: 'rules',
      redirects: [],
      bytes: RULES.length,
      truncated: false,
      contentType: 'text/html',
      warnings: [
        {
          code: 'unexpected-content-type',
          severity: 'warning',
          message: expect.stringMatching(/text\/html/),
          spec: expect.objectContaining({ section: '2.3' }),
        },
      ],
      groups: 2,
      rules: 2,
      sitemaps: ['https://example.com/sitemap.xml'],
      agent: { name: 'FooBot', groups: [{ line: 5, agents: ['FooBot'], rules: 1 }], rootAllowed: false },
    });
  });

  it('a server that never answers: a clear timeout error, exit 2', async () => {
    const result = await runCli(['fetch', silentOrigin, '--timeout', '300']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `robotstxt: No complete answer from ${silentOrigin}/robots.txt within 300 ms. The server may be slow or down; try again, or raise --timeout.\n`,
    );
    expect(result.stdout).toMatch(/^outcome +full disallow$/m);
  });

  it('a refused connection: exit 2 with the cause', async () => {
    const closed = await startServer(reply(200));
    await closed.close();
    const result = await runCli(['fetch', closed.origin]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/ECONNREFUSED.*Check the host name, the port and your connection\./);
    expect(hasStackTrace(result.stderr)).toBe(false);
  });

  it('only http(s) URLs and hosts: other schemes and file paths are usage errors', async () => {
    for (const [argument, message] of [
      ['ftp://example.com', /only http:\/\/ and https:\/\/ URLs are supported/],
      ['./robots.txt', /looks like a file path.*robotstxt parse/],
      ['robots.txt', /looks like a file name/],
    ] as const) {
      const result = await runCli(['fetch', argument]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toMatch(/Run 'robotstxt fetch --help' for usage\.\n$/);
    }
  });
});

describe('robotstxt fetch: a bare host means https', () => {
  /**
   * A TCP server on 127.0.0.1 that records the first bytes a client sends
   * and hangs up: a TLS handshake starts with a handshake record (0x16, 0x03),
   * plain HTTP with the request line. No certificate needed.
   */
  async function startSniffer(): Promise<{ port: number; firstBytes: () => Promise<Buffer>; close: () => Promise<void> }> {
    let received: (bytes: Buffer) => void = () => undefined;
    const first = new Promise<Buffer>((resolve) => (received = resolve));
    const sockets = new Set<Socket>();
    const server = createTcpServer((socket) => {
      sockets.add(socket);
      socket.once('data', (bytes: Buffer) => {
        received(bytes);
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      port: (server.address() as AddressInfo).port,
      firstBytes: () => first,
      close: () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => resolve());
        }),
    };
  }

  it('127.0.0.1:PORT opens a TLS connection to https://127.0.0.1:PORT/robots.txt; --format json says so', async () => {
    const sniffer = await startSniffer();
    try {
      const result = await runCli(['fetch', `127.0.0.1:${sniffer.port}/some/page`, '--format', 'json', '--timeout', '5000']);
      const bytes = await sniffer.firstBytes();
      expect([bytes[0], bytes[1]]).toEqual([0x16, 0x03]); // TLS handshake record, not "GET /robots.txt"
      // The sniffer hangs up mid-handshake: no answer, so exit 2, and the JSON says which URL was tried.
      expect(result.code).toBe(2);
      expect(JSON.parse(result.stdout)).toMatchObject({
        url: `https://127.0.0.1:${sniffer.port}/robots.txt`,
        status: null,
        outcome: 'disallow-all',
        failure: { kind: 'network' },
      });
      expect(result.stderr).toMatch(/^robotstxt: Could not fetch https:\/\/127\.0\.0\.1:\d+\/robots\.txt/);
    } finally {
      await sniffer.close();
    }
  });

  it('an explicit http:// stays plain HTTP', async () => {
    const server = await serve(reply(200, RULES));
    const result = await runCli(['fetch', server.origin, '-f', 'jsonl']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')).toHaveLength(2); // one line
    expect(JSON.parse(result.stdout)).toMatchObject({ url: `${server.origin}/robots.txt`, status: 200, outcome: 'rules', groups: 2 });
    expect(server.requests.map((request) => request.url)).toEqual(['/robots.txt']);
  });

  it('check, explain and parse read FILE as a path; a missing file that looks like a host suggests the URL', async () => {
    for (const command of [
      ['check', 'example.com', '--agent', 'x', '/'],
      ['explain', 'example.com', '--agent', 'x', '/'],
      ['parse', 'example.com'],
    ]) {
      const result = await runCli(command);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe("robotstxt: no such file: example.com. To fetch that site's robots.txt, give the URL: https://example.com\n");
    }
  });
});

describe('check and explain on a URL', () => {
  it('check fetches the robots.txt and names it by URL', async () => {
    const server = await serve(reply(200, RULES));
    const result = await runCli(['check', server.origin, '--agent', 'x', '/private/a', '/b']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      `disallowed  /private/a  ${server.origin}/robots.txt:2: Disallow: /private/  (rfc9309)\nallowed     /b  no rule matches (group at ${server.origin}/robots.txt:1)  (rfc9309)\n`,
    );
  });

  it('an unreachable robots.txt disallows everything (rfc9309) and says why on stderr', async () => {
    const server = await serve(reply(500, 'oops'));
    const result = await runCli(['check', server.origin, '--agent', 'x', '/a']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`disallowed  /a  ${server.origin}/robots.txt: HTTP 500: disallow all  (rfc9309)\n`);
    expect(result.stderr).toMatch(/^robotstxt: note: under rfc9309 every URL is disallowed\. HTTP 500 Internal Server Error: RFC 9309 §2\.3\.1\.4/);
  });

  it('a timeout is a warning, and the verdict follows the dialect', async () => {
    const result = await runCli(['check', silentOrigin, '--agent', 'x', '--timeout', '300', '--dialect', 'all', '/a']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^\* allowed {5}disallowed  disallowed  disallowed  allowed {9}\/a$/m);
    expect(result.stderr).toMatch(/^robotstxt: warning: under 1994 every URL is allowed\. No complete answer from .* within 300 ms/m);
  });

  it('explain shows the fetch outcome', async () => {
    const server = await serve(reply(401, ''));
    const result = await runCli(['explain', server.origin, '--agent', 'x', '--dialect', 'draft-1996', '/a']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`  fetched    ${server.origin}/robots.txt: HTTP 401: disallow all\n`);
    expect(result.stdout).toMatch(/reason +HTTP 401 Unauthorized: the 1996 draft \(§3\.1\) says access restrictions mean the whole site is forbidden\./);
  });

  it('parse of a URL that answered 404 says there is nothing to show', async () => {
    const server = await serve(reply(404, ''));
    const result = await runCli(['parse', server.origin]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/answered HTTP 404 Not Found, so there is no file to show/);
  });
});
