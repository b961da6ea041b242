/**
 * The CLI on hostile input and hostile streams: URL lists without
 * line ends, very long arguments, a stdout or stderr whose reader went away.
 * Each ends with a short message and the exit code the run earned, never a
 * crash or a stack trace.
 */
import { closeSync, openSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { clip, QUOTE_LIMIT } from '../../src/cli/output.ts';
import { MAX_URL_LINE_BYTES, urlItems } from '../../src/cli/urls.ts';
import { hasStackTrace, runCli, runWithClosed, tempDir, type CliResult } from './run-cli.ts';

const ROBOTS = 'User-agent: *\nDisallow: /private/\n';
const many = (prefix: string, count: number): string => Array.from({ length: count }, (_, i) => `${prefix}${i}\n`).join('');
const files = tempDir({
  'robots.txt': ROBOTS,
  'long-line.txt': 'a'.repeat(MAX_URL_LINE_BYTES + 10),
  'longest-line.txt': `/${'a'.repeat(MAX_URL_LINE_BYTES - 1)}\n/private/x\n`,
  'disallowed.txt': many('/private/', 200_000),
  'allowed.txt': many('/public/', 200_000),
  'bad-then-good.txt': many('bad', 3_000) + many('/private/', 1_000),
});
const robots = files.path('robots.txt');
afterAll(() => files.cleanup());

/** An error that the user can read: one short message, no stack trace, exit 2. */
function expectShortError(result: CliResult, pattern: RegExp): void {
  expect(result.code).toBe(2);
  expect(hasStackTrace(result.stderr)).toBe(false);
  expect(result.stderr).toMatch(pattern);
  expect(result.stderr.length).toBeLessThan(600);
}

describe('a URL list without line ends: an input error after 1 MiB, not a crash', () => {
  it.each([
    ['< /dev/zero', ['check', robots, '-a', 'x'], '<stdin>'],
    ['--urls /dev/zero', ['check', robots, '-a', 'x', '--urls', '/dev/zero'], '/dev/zero'],
    ['--files … --urls /dev/zero', ['check', '--files', files.dir, '-a', 'x', '--urls', '/dev/zero'], '/dev/zero'],
    ['--files … < /dev/zero', ['check', '--files', files.dir, '-a', 'x'], '<stdin>'],
  ])('%s', async (_name, args, label) => {
    const zero = openSync('/dev/zero', 'r');
    try {
      const result = await runCli(args, { stdinFd: zero });
      expectShortError(result, new RegExp(`^robotstxt: ${label}:1: the line is longer than 1,048,576 bytes`));
      expect(result.stdout).toBe('');
    } finally {
      closeSync(zero);
    }
  });

  it('a file of one line just over the limit: the same error; a line of exactly the limit is read (and quoted clipped)', async () => {
    expectShortError(await runCli(['check', robots, '-a', 'x', '--urls', files.path('long-line.txt')]), /long-line\.txt:1: the line is longer/);
    const longest = await runCli(['check', robots, '-a', 'x', '--urls', files.path('longest-line.txt')]);
    expect(longest.code).toBe(1);
    expect(longest.stdout.split('\n')).toHaveLength(3);
    expect(longest.stdout.split('\n')[1]).toMatch(/^disallowed {2}\/private\/x/);
  });

  it('lines end at LF, CRLF or a lone CR, also when a chunk boundary falls between CR and LF', async () => {
    const chunks = ['/a\r', '\n/b\r/c\n', '\r\n', '# note\r\n/d', '\r', '\n', '/e'].map((text) => Buffer.from(text));
    const items = [];
    for await (const item of urlItems({ args: [], files: [], stdin: Readable.from(chunks) }, () => Readable.from([]))) items.push(item);
    expect(items).toEqual([
      { url: '/a', origin: '<stdin>:1' },
      { url: '/b', origin: '<stdin>:2' },
      { url: '/c', origin: '<stdin>:3' },
      { url: '/d', origin: '<stdin>:6' },
      { url: '/e', origin: '<stdin>:7' },
    ]);
  });
});

describe('long input is quoted clipped, with an ellipsis, everywhere the CLI quotes it', () => {
  const long = 'x'.repeat(100_000);
  it.each([
    ['an unknown command', [long], /^robotstxt: unknown command 'x{100,}…'/],
    ['a flag in place of the command', [`-${long}`], /is not a command/],
    ['an unknown option', ['check', robots, '-a', 'x', `--${long}`, '/'], /^robotstxt: unknown option --x+…/],
    ['a switch given a value', ['check', robots, '-a', 'x', `--quiet=${long}`, '/'], /^robotstxt: /],
    ['an unknown dialect', ['check', robots, '-a', 'x', '-d', long, '/'], /^robotstxt: unknown dialect 'x+…'/],
    ['an unknown format', ['check', robots, '-a', 'x', '-f', long, '/'], /^robotstxt: unknown format 'x+…'/],
    ['a bad number', ['check', robots, '-a', 'x', '--max-bytes', long, '/'], /needs a whole number ≥ 1, not 'x+…'/],
    ['a URL argument', ['check', robots, '-a', 'x', long], /^robotstxt: 'x+…' is neither an absolute URL nor a path/],
    ['a path argument with a space', ['check', robots, '-a', 'x', `/ ${long}`], /^robotstxt: '\/ x+…' contains spaces/],
    ['an invalid absolute URL', ['check', robots, '-a', 'x', `https://[${long}`], /is not a valid URL/],
    ['a path too long for the file system', ['check', `${long}.txt`, '-a', 'x', '/'], /^robotstxt: the path x+… is too long for the file system/],
    ['a missing file', ['check', `${'x/'.repeat(1_000)}.txt`, '-a', 'x', '/'], /^robotstxt: no such file: (x\/)+x?…/],
    ['a glob', ['check', '--files', `nowhere-${long}/*.txt`, '-a', 'x', '/'], /^robotstxt: no files match 'nowhere-x+…'/],
    ['a site', ['fetch', `${long}/a b`], /^robotstxt: /],
    ['a parse engine', ['parse', robots, '--engine', long], /--engine must be scanner or grammar, not 'x+…'/],
  ])('%s', async (_name, args, pattern) => {
    const result = await runCli(args);
    expectShortError(result, pattern);
  });

  it('a long agent, quoted in the note about Google agents', async () => {
    const result = await runCli(['check', robots, '-a', `Mozilla/5.0 (${long})`, '-d', 'google', '/public']);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^robotstxt: note: under google, Google's matcher compares the agent as given: "Mozilla\/5\.0 \(x+…" names no group/);
    expect(result.stderr.length).toBeLessThan(600);
  });

  it('a line of a URL list, quoted in the note that skips it', async () => {
    const list = tempDir({ 'urls.txt': `${'y'.repeat(500_000)}\n/private/a\n` });
    try {
      const result = await runCli(['check', robots, '-a', 'x', '--urls', list.path('urls.txt')]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/urls\.txt:1: 'y+…' is neither an absolute URL nor a path.*Skipped\.\n$/);
      expect(result.stderr.length).toBeLessThan(400);
      expect(result.stdout).toMatch(/^disallowed {2}\/private\/a/);
    } finally {
      list.cleanup();
    }
  });

  it('clip: at most QUOTE_LIMIT characters, an ellipsis, never half a surrogate pair', () => {
    expect(clip('short')).toBe('short');
    expect(clip('a'.repeat(QUOTE_LIMIT))).toBe('a'.repeat(QUOTE_LIMIT));
    expect(clip('a'.repeat(QUOTE_LIMIT + 1))).toBe(`${'a'.repeat(QUOTE_LIMIT - 1)}…`);
    // The cut after a whole pair keeps it; a cut inside a pair drops it.
    expect(clip(`${'a'.repeat(QUOTE_LIMIT - 3)}😀😀😀`)).toBe(`${'a'.repeat(QUOTE_LIMIT - 3)}😀…`);
    expect(clip(`${'a'.repeat(QUOTE_LIMIT - 2)}😀😀😀`)).toBe(`${'a'.repeat(QUOTE_LIMIT - 2)}…`);
  });
});

describe('a closed stdout or stderr', () => {
  it('stdout closed early (| head -1): the exit code the verdicts earned, 1 when one was disallowed, and no error', async () => {
    const disallowed = await runWithClosed('stdout', ['check', robots, '-a', 'x', '--urls', files.path('disallowed.txt')]);
    expect(disallowed).toEqual({ code: 1, other: '' });
    const allowed = await runWithClosed('stdout', ['check', robots, '-a', 'x', '--urls', files.path('allowed.txt')]);
    expect(allowed).toEqual({ code: 0, other: '' });
  });

  it('stderr closed: no uncaught EPIPE; the verdicts go on to stdout and the run exits 2 for its bad lines', async () => {
    const result = await runWithClosed('stderr', ['check', robots, '-a', 'x', '--urls', files.path('bad-then-good.txt')]);
    expect(result.code).toBe(2);
    const lines = result.other.trim().split('\n');
    expect(lines).toHaveLength(1_000);
    expect(lines.every((line) => line.startsWith('disallowed  /private/'))).toBe(true);
  });
});
