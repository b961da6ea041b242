/**
 * The conformance runner (src/cli/conformance/): the toolkit scored on the
 * project's vectors, the suite readers, and the implementations' protocols
 * (exit code, printing, JSON lines), which never throw whatever the program does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../src/index.ts';
import { inProcess, jsonLinesCommand, perCaseCommand, readAnswer, splitCommand } from '../../src/cli/conformance/implementations.ts';
import { runConformance } from '../../src/cli/conformance/runner.ts';
import { readSuites, type ConformanceCase } from '../../src/cli/conformance/suites.ts';
import { parseTextproto } from '../../src/cli/conformance/textproto.ts';
import { repoPath } from '../helpers/paths.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'conformance-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, content: string): string => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const testCase = (agent: string, url = '/x'): ConformanceCase => ({
  id: `case-${agent}`,
  robots: bytes('User-agent: *\nDisallow: /x\n'),
  agent,
  url,
  expected: { rfc9309: { allowed: false } },
  reason: 'a test',
});

describe('the toolkit on its own vectors', () => {
  it('answers every vector as expected under every dialect that decides it', async () => {
    const suites = await readSuites(repoPath('conformance'));
    const report = await runConformance(suites, inProcess(), DIALECTS);
    expect(report.failures.map((f) => `${f.id} [${f.dialect}]`)).toEqual([]);
    expect(new Set(report.scores.map((score) => score.source))).toEqual(
      new Set(['decisions', 'draft-koster-robots-00', 'google-robots-test', 'rfc9309', 'seeds', 'stress']),
    );
    for (const dialect of DIALECTS)
      expect(
        report.scores.some((score) => score.dialect === dialect && score.total > 0),
        dialect,
      ).toBe(true);
  });
});

describe('suites', () => {
  it('a vector file: default for every dialect not named, null for a dialect that does not decide', async () => {
    const file = write(
      'vectors.json',
      JSON.stringify({
        source: { name: 'mine', title: 't', url: 'u', licence: 'MIT', generated_from: [] },
        vectors: [
          {
            id: 'a',
            robots: null,
            robots_b64: 'AAE=',
            agent: 'x',
            url: '/',
            expected: { default: { allowed: true }, google: { allowed: false }, '1994': null },
            reason: 'r',
          },
        ],
      }),
    );
    const [suite] = await readSuites(file);
    expect(suite?.name).toBe('mine');
    expect(suite?.cases[0]?.robots).toEqual(new Uint8Array([0, 1]));
    expect(suite?.cases[0]?.expected).toEqual({
      'draft-1996': { allowed: true },
      rfc9309: { allowed: true },
      google: { allowed: false },
      'revisited-1996': { allowed: true },
    });
  });

  it("a peer's array and the spec-test's cases.json are scored under every dialect; items without a verdict are left out", async () => {
    const peer = write(
      'peer.json',
      JSON.stringify([{ id: 'p1', robotstxt: 'User-agent: *\nDisallow: /\n', agent: 'a', url: 'http://e.com/', allowed: false }, { id: 'other' }]),
    );
    const [peerSuite] = await readSuites(peer);
    expect(peerSuite?.name).toBe('peer-suites/peer');
    expect(peerSuite?.cases.map((c) => c.id)).toEqual(['p1']);
    expect(Object.keys(peerSuite?.cases[0]?.expected ?? {})).toEqual([...DIALECTS]);
    const spec = write(
      'cases.json',
      JSON.stringify([{ id: 's1', robotstxt: null, robotstxt_b64: '77u/', agent: 'a', url: 'u', expect: { allowed: true }, tags: ['STANDARD'] }]),
    );
    const [specSuite] = await readSuites(spec);
    expect(specSuite?.name).toBe('google-robotstxt-spec-test');
    expect(specSuite?.cases[0]).toMatchObject({ id: 's1', robots: new Uint8Array([0xef, 0xbb, 0xbf]), reason: 'STANDARD' });
  });

  it('a file that is no suite, or a missing path, is an input error', async () => {
    await expect(readSuites(write('bad.json', '{"x": 1}'))).rejects.toThrow(/not a conformance suite/);
    await expect(readSuites(write('broken.json', '{'))).rejects.toThrow(/not a conformance suite/);
    await expect(readSuites(path.join(dir, 'nothing-here'))).rejects.toThrow(/no such file or directory/);
  });

  it('the text format: adjacent strings join, escapes are bytes, lists of messages', async () => {
    const message = parseTextproto(
      '# comment\ntests: [\n  { robotstxt: "\\xEF\\xBB\\xBF" "User-agent: *\\n" \'\\101\\"\'\n    test_expectations: [ { testurl: "http://e.com/ツ" useragent: "a" expected_outcome: DISALLOWED test_type: GOOGLE_SPECIFIC } ] }\n]\n',
    );
    const [test] = message.tests as Record<string, unknown[]>[];
    expect(test?.robotstxt?.[0]).toEqual(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('User-agent: *\nA"')]));
    const file = write(
      'one.textproto',
      '# x\ntests: [ { robotstxt: "User-agent: *\\nDisallow: /\\n" test_expectations: [ { testurl: "http://e.com/ツ" useragent: "a" expected_outcome: DISALLOWED test_type: GOOGLE_SPECIFIC } ] } ]\n',
    );
    const [suite] = await readSuites(file);
    expect(suite?.cases).toEqual([expect.objectContaining({ id: 'one#1.1', url: 'http://e.com/ツ', agent: 'a', reason: 'GOOGLE_SPECIFIC: ' })]);
    expect(suite?.cases[0]?.expected.rfc9309).toEqual({ allowed: false });
    expect(() => parseTextproto('tests: [ { robotstxt: "x" ')).toThrow();
  });
});

describe('implementations', () => {
  it('splits a command line as a shell would, without running one', () => {
    expect(splitCommand(`node  'a b' "c \\"d\\"" e\\ f %url%`)).toEqual(['node', 'a b', 'c "d"', 'e f', '%url%']);
    expect(() => splitCommand("node 'open")).toThrow(/unterminated/);
  });

  it('reads an exit code or printed output as the spec-test suite does', () => {
    const run = { code: 1, signal: null, stdout: 'user-agent x: DISALLOWED\n', stderr: '', timedOut: false };
    const exitcode = { outputType: 'exitcode', allowedPattern: '0', disallowedPattern: '1', timeoutMs: 10 } as const;
    expect(readAnswer(run, exitcode)).toEqual({ allowed: false });
    expect(readAnswer({ ...run, code: 2, stderr: 'boom' }, exitcode)).toEqual({ error: 'exit code 2, neither 0 (allowed) nor 1 (disallowed); stderr: boom' });
    expect(readAnswer({ ...run, timedOut: true }, exitcode)).toEqual({ error: 'no answer within 10 ms' });
    const printing = { outputType: 'printing', allowedPattern: '\\bALLOWED\\b', disallowedPattern: '\\bDISALLOWED\\b', timeoutMs: 10 } as const;
    expect(readAnswer(run, printing)).toEqual({ allowed: false });
    expect(readAnswer({ ...run, stdout: 'ALLOWED' }, printing)).toEqual({ allowed: true });
    expect(readAnswer({ ...run, stdout: 'ALLOWED DISALLOWED' }, printing)).toMatchObject({ error: expect.stringMatching(/matches both patterns/) });
  });

  it('runs a program per case with the robots.txt in a file; a program that cannot start is an error answer', async () => {
    // Disallowed (exit 1) when the file holds "Disallow" and the agent is not "good".
    const program = write(
      'judge.mjs',
      "import {readFileSync} from 'node:fs'; const [file, url, agent] = process.argv.slice(2); process.exit(readFileSync(file, 'utf8').includes('Disallow') && agent !== 'good' && url ? 1 : 0);",
    );
    const implementation = await perCaseCommand({
      command: `${JSON.stringify(process.execPath)} ${JSON.stringify(program)} %robots% %url% %agent%`,
      outputType: 'exitcode',
      allowedPattern: '0',
      disallowedPattern: '1',
      timeoutMs: 60_000,
      concurrency: 2,
    });
    expect(implementation.perDialect).toBe(false);
    expect(await implementation.answer(testCase('bad'), 'rfc9309')).toEqual({ allowed: false });
    expect(await implementation.answer(testCase('good'), 'rfc9309')).toEqual({ allowed: true });
    expect(await implementation.answer(testCase('bad', ''), 'rfc9309')).toEqual({ allowed: true });
    await implementation.close();
    const missing = await perCaseCommand({
      command: path.join(dir, 'no-such-program %robots%'),
      outputType: 'exitcode',
      allowedPattern: '0',
      disallowedPattern: '1',
      timeoutMs: 60_000,
      concurrency: 1,
    });
    expect(await missing.answer(testCase('a'), 'rfc9309')).toMatchObject({ error: expect.stringMatching(/could not run the command/) });
    await missing.close();
  });

  it('JSON lines: one request and one answer per line; nonsense, a crash and silence are error answers, and the program is started again', async () => {
    const program = write(
      'lines.mjs',
      `import { createInterface } from 'node:readline';
createInterface({ input: process.stdin }).on('line', (line) => {
  const request = JSON.parse(line);
  if (request.agent === 'crash') process.exit(3);
  if (request.agent === 'silent') return;
  if (request.agent === 'nonsense') return console.log('hello');
  console.log(JSON.stringify({ allowed: request.dialect === 'google' && request.robots === new TextDecoder().decode(Buffer.from(request.robots_b64, 'base64')) }));
});`,
    );
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(program)}`;
    const implementation = jsonLinesCommand(command, 60_000);
    expect(await implementation.answer(testCase('a'), 'google')).toEqual({ allowed: true });
    expect(await implementation.answer(testCase('a'), 'rfc9309')).toEqual({ allowed: false });
    expect(await implementation.answer(testCase('nonsense'), 'google')).toEqual({ error: 'not an answer: "hello"' });
    expect(await implementation.answer(testCase('crash'), 'google')).toMatchObject({ error: expect.stringMatching(/stopped without answering/) });
    expect(await implementation.answer(testCase('a'), 'google')).toEqual({ allowed: true });
    await implementation.close();
    // A program that never answers runs into the time limit, however fast the machine.
    const silent = jsonLinesCommand(command, 200);
    expect(await silent.answer(testCase('silent'), 'google')).toMatchObject({ error: expect.stringMatching(/no answer within 200 ms/) });
    await silent.close();
  });

  it('an implementation that answers once per case is scored under every dialect that decides it; errors count apart', async () => {
    const suite = {
      name: 's',
      location: 'here',
      cases: [{ ...testCase('a'), expected: { rfc9309: { allowed: false }, google: { allowed: true } } }, testCase('b')],
    };
    let asked = 0;
    const report = await runConformance(
      [suite],
      {
        name: 'stub',
        perDialect: false,
        concurrency: 2,
        answer: async (c) => (asked++, c.agent === 'b' ? { error: 'no' } : { allowed: false }),
        close: async () => undefined,
      },
      DIALECTS,
    );
    expect(asked).toBe(2);
    expect(report.scores).toEqual([
      { source: 's', dialect: 'rfc9309', total: 2, passed: 1, errors: 1 },
      { source: 's', dialect: 'google', total: 1, passed: 0, errors: 0 },
    ]);
    expect(report.failures.map((f) => [f.id, f.dialect, f.actual ?? f.error])).toEqual([
      ['case-a', 'google', false],
      ['case-b', 'rfc9309', 'no'],
    ]);
  });
});
