/**
 * Terminal safety: whatever a robots.txt, a page, a server's headers, a file
 * name or an argument holds, no command writes a raw control character (C0
 * other than the tabs and line ends it writes itself, DEL, C1) or a
 * bidirectional control to stdout or stderr. Each is shown escaped
 * (`printable`, docs/cli.md "Terminal safety"); JSON output writes them as
 * `\u` escapes. The program runs in-process, on a terminal stand-in (with
 * and without colour) and on a pipe.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { jsonForTerminal, printable } from '../../src/cli/io/output.ts';
import { startServer, type TestServer } from '../fetch/http-server.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { runCli } from './run-cli.ts';

/** Characters a terminal acts on: what must never reach it raw. */
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** The colour sequences the program writes itself (src/cli/io/output.ts). */
const OWN_COLOURS = /\u001b\[(?:1|2|22|31|32|33|36|39)m/g;

/** Pieces of hostile text: the attacks the escaping is for, and enough robots.txt to reach every output. */
const HOSTILE = [
  '\u001b]0;pwned\u0007',
  '\u001b[8m',
  '\u001b[2J',
  '\u001b[31m',
  '\u009b31m',
  '\u0085',
  '\u007f',
  '\u202e',
  '\u2066',
  '\u200f',
  '\u061c',
  '\r',
  '\u0000',
  '\u0008',
  '\t',
  '%1b',
  'é',
  '\uFEFF',
  'a',
  ' ',
  '/',
  '*',
  '$',
  '#',
];
const FIELDS = [
  'User-agent: ',
  'User-agent: bot',
  'Allow: /page',
  'Disallow: /page',
  'Content-Usage: ',
  'Disallow: ',
  'Allow: ',
  'Sitemap: ',
  'Crawl-delay: ',
  'Content-Signal: ',
  'X\u001b]0;t\u0007: ',
  'Dis\u009ballow: ',
  '',
];

const hostileText = fc.array(fc.constantFrom(...HOSTILE), { maxLength: 6 }).map((pieces) => pieces.join(''));
const robotsLine = fc.tuple(fc.constantFrom(...FIELDS), hostileText).map(([field, value]) => `${field}${value}`);
const robotsTxt = fc
  .tuple(fc.constantFrom('User-agent: *', 'User-agent: bot\u001b[8m'), fc.array(robotsLine, { maxLength: 8 }))
  .map(([first, lines]) => [first, ...lines].join('\n'));
/** A file name: any byte a Linux name may hold but `/` and NUL, after a letter (not a flag). */
const fileName = fc
  .array(fc.constantFrom(...HOSTILE.filter((piece) => !piece.includes('/') && !piece.includes('\u0000')), '\n', '\u001b'), { minLength: 1, maxLength: 5 })
  .map((pieces) => `r${pieces.join('')}.txt`);

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** A stand-in for a terminal or a pipe (the program runs in-process). */
function stream(isTTY: boolean): NodeJS.WriteStream & { written: string[] } {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) > 0, on: () => undefined } as unknown as NodeJS.WriteStream & {
    written: string[];
  };
}

async function run(args: readonly string[], isTTY: boolean): Promise<Run> {
  const stdout = stream(isTTY);
  const stderr = stream(isTTY);
  const code = await main(args, { stdout, stderr, stdin: process.stdin, env: {}, workerUrl: new URL('file:///unused') });
  return { code, stdout: stdout.written.join(''), stderr: stderr.written.join('') };
}

/** The unsafe characters left in `text` once the program's own colours are taken out. */
function rawControls(text: string): string[] {
  const found: string[] = [];
  for (const char of text.replace(OWN_COLOURS, '')) {
    if (char !== '\n' && char !== '\t' && UNSAFE.test(char)) found.push(`U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  }
  return found;
}

/** The header lines of a unified diff. */
function headers(diff: string): string {
  return diff
    .split('\n')
    .filter((line) => line.startsWith('--- ') || line.startsWith('+++ '))
    .join('\n');
}

let server: TestServer;
/** What the server answers now: each property run sets it. */
let served = { robots: '', html: '', header: '' };
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'robotstxt-terminal-'));
  server = await startServer((request, response) => {
    // Node refuses C0 controls in a header; Latin-1 (C1 included) goes through.
    const type = `text/html; charset=utf-8; x=${served.header}`;
    if (request.url === '/robots.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end(served.robots);
    else response.writeHead(200, { 'content-type': type, 'x-robots-tag': `noarchive ${served.header}` }).end(served.html);
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every command's human-readable output (and JSON, SARIF) on one hostile file, name, agent, URL and server. */
function commands(file: string, html: string, agent: string, url: string): (readonly string[])[] {
  return [
    ['check', file, '--agent', agent, url],
    ['check', file, '--agent', agent, '--dialect', 'all', url, '/a'],
    ['check', file, '--agent', agent, `/\u001b[8m\u202e`],
    ['explain', file, '--agent', agent, url],
    ['explain', file, '--agent', agent, '--dialect', 'google', url],
    ['parse', file],
    ['parse', file, '--model'],
    ['parse', file, '--model', '--dialect', 'google'],
    ['parse', file, '--model', '--dialect', '1994'],
    ['parse', `${file}.missing`],
    ['fmt', '--diff', file],
    ['fmt', '--check', file],
    ['fmt', '--diff', '--format', 'json', file],
    ['lint', file],
    ['lint', file, '--dialects', 'all'],
    ['lint', file, '--format', 'github'],
    ['lint', file, '--format', 'sarif'],
    ['lint', file, '--format', 'jsonl'],
    ['parse', file, '--format', 'json'],
    ['check', file, '--agent', agent, '--format', 'jsonl', url],
    ['meta', html, '--agent', agent],
    ['meta', html, '--header', `X-Robots-Tag: ${agent}`],
    // A name that is not Latin-1 cannot be sent as a User-Agent header: the fetches use a plain one, and one run the hostile one.
    ['fetch', server.origin, '--agent', 'bot'],
    ['fetch', server.origin, '--agent', agent],
    ['fetch', server.origin, '--format', 'json'],
    ['page', `${server.origin}/page`, '--agent', 'bot'],
    ['page', `${server.origin}/page`, '--agent', agent],
    ['check', `${server.origin}/robots.txt`, '--agent', agent, url],
    [`che\u001b[8mck`, file],
    ['check', file, '--agent', agent, `--bogus\u202e${agent}`],
  ];
}

describe('no raw control character reaches the terminal, whatever the input holds', () => {
  it('every command, on a terminal (colour on and off) and on a pipe', async () => {
    await fc.assert(
      fc.asyncProperty(robotsTxt, fileName, hostileText, hostileText, fc.boolean(), async (robots, name, agentText, urlText, colour) => {
        const file = join(dir, name);
        const html = join(dir, `${name}.html`);
        const page = `<html><head><title>${urlText}</title><meta name="robots" content="noindex, ${agentText}"><meta name="${agentText}" content="nofollow ${urlText}"></head></html>`;
        writeFileSync(file, robots);
        writeFileSync(html, page);
        served = { robots, html: page, header: urlText.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '').replace(/[^\u0000-\u00ff]/g, '') };
        const agent = `bot${agentText}`;
        const url = `/${urlText}`;
        for (const args of commands(file, html, agent, url)) {
          for (const terminal of [true, false]) {
            const result = await run(colour || !terminal ? args : [...args, '--no-color'], terminal);
            const label = JSON.stringify([...args, terminal ? 'terminal' : 'pipe']);
            // Into a pipe a diff is a patch: its lines are the files' bytes, only its headers (the file names) are escaped.
            const checked = !terminal && args.includes('--diff') && !args.includes('json') ? headers(result.stdout) : result.stdout;
            expect(rawControls(checked), `stdout of ${label}: ${JSON.stringify(result.stdout.slice(0, 2000))}`).toEqual([]);
            expect(rawControls(result.stderr), `stderr of ${label}: ${JSON.stringify(result.stderr.slice(0, 2000))}`).toEqual([]);
          }
        }
        // The formatted file itself is data: on a terminal it keeps its line ends and nothing else raw.
        const shown = await run(['fmt', file, ...(colour ? [] : ['--no-color'])], true);
        expect(rawControls(shown.stdout.replace(/\r\n/g, '\n'))).toEqual([]);
      }),
      // Each run is some sixty runs of the program; npm run fuzz runs 1,000.
      { numRuns: propertyRuns(25, 0.01) },
    );
  }, 300_000);
});

describe('check --files (the batch run, in its workers)', () => {
  it('escapes hostile file names and rules in text and JSON lines, and in the errors about files it cannot read', async () => {
    const batch = mkdtempSync(join(tmpdir(), 'robotstxt-terminal-batch-'));
    try {
      writeFileSync(join(batch, 'r\u001b]0;pwned\u0007\u202e.txt'), 'User-agent: *\nDisallow: /x\u001b[8m\u009b\n');
      writeFileSync(join(batch, 'r\n\u001b[2J.txt'), 'User-agent: bot\u2066\nAllow: /\n');
      // A link to nowhere: a file the batch cannot read, whoever runs the test.
      symlinkSync(join(batch, 'gone\u001b[8m'), join(batch, 'dangling\u001b[8m\u202e.txt'));
      for (const format of ['text', 'jsonl', 'json']) {
        const result = await runCli(['check', '--files', `${batch}/*.txt`, '--agent', 'bot', '--format', format, '/x\u009b\u202e', '/y'], {
          env: { FORCE_COLOR: '0' },
        });
        expect(result.stdout).toContain('/x');
        expect(rawControls(result.stdout), result.stdout).toEqual([]);
        expect(result.stderr).toContain('dangling');
        expect(rawControls(result.stderr), result.stderr).toEqual([]);
      }
    } finally {
      rmSync(batch, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the escaping function', () => {
  it('shows each unsafe character as an escape, keeps everything else, and keeps line ends when asked', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (text) => {
        const shown = printable(text);
        expect(rawControls(shown).length + (shown.includes('\n') ? 1 : 0)).toBe(0);
        expect(printable(text.replace(/[^\n\r]/g, 'a'), true)).toBe(text.replace(/[^\n\r]/g, 'a').replace(/\r(?!\n)/g, '\\x0d'));
        // Safe text is untouched.
        const safe = text.replace(new RegExp(UNSAFE.source, 'gu'), '');
        expect(printable(safe)).toBe(safe);
      }),
    );
    expect(printable('\u001b]0;t\u0007 \u009b \u202e \u2066 \u061c \u007f \n\t')).toBe('\\x1b]0;t\\x07 \\x9b \\u202e \\u2066 \\u061c \\x7f \\x0a\t');
  });

  it('JSON for a terminal is the same JSON value with no raw unsafe character', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, text) => {
        const json = jsonForTerminal(JSON.stringify({ value, text }));
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify({ value, text })));
        expect(rawControls(json)).toEqual([]);
      }),
    );
  });
});
