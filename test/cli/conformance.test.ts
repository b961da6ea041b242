/**
 * `robotstxt conformance` end to end: the scorecard of the project's vectors,
 * the toolkit's own `check` run as an outside program would be (a sample of
 * cases: each one is a process), robots-parser through its JSON-lines adapter,
 * and the usage errors.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli, tempDir } from './run-cli.ts';

interface Report {
  implementation: string;
  scores: { source: string; dialect: string; total: number; passed: number; errors: number }[];
  failures: { id: string; dialect: string; reason: string }[];
}

/** A few vectors that the dialects answer differently, with an empty agent and an empty URL among them. */
function sample(): string {
  const pick = (file: string, ids: readonly string[]) =>
    (JSON.parse(readFileSync(`${ROOT}conformance/${file}.json`, 'utf8')) as { vectors: { id: string }[] }).vectors.filter((v) => ids.includes(v.id));
  const vectors = [
    ...pick('decisions', ['decisions/a9-digits-stay', 'decisions/a9-crawler1-is-not-crawler2']),
    ...pick('google-robots-test', ['google-robots-test/GoogleOnly_SystemTest#2', 'google-robots-test/GoogleOnly_SystemTest#3']),
  ];
  expect(vectors).toHaveLength(4);
  return JSON.stringify({ source: { name: 'sample', title: 'a sample', url: '-', licence: 'MIT', generated_from: [] }, vectors });
}

const files = tempDir({ 'sample.json': sample() });
afterAll(() => files.cleanup());
const CHECK = `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} check %robots% --agent=%agent% --dialect=%dialect% -- %url%`;

describe('robotstxt conformance', () => {
  it("scores the toolkit on the project's vectors, per source and dialect, with every failure's reason", async () => {
    const result = await runCli(['conformance', '--format', 'json']);
    const report = JSON.parse(result.stdout) as Report;
    expect(result.code).toBe(report.failures.length > 0 ? 1 : 0);
    expect(report.implementation).toBe('robotstxt-toolkit (in process)');
    expect(new Set(report.scores.map((s) => s.source))).toEqual(
      new Set(['decisions', 'draft-koster-robots-00', 'google-robots-test', 'rfc9309', 'seeds', 'stress']),
    );
    for (const failure of report.failures) expect(failure.reason, failure.id).not.toBe('');
    const text = await runCli(['conformance', '--dialect', 'google', '--suite', files.path('sample.json')]);
    expect(text).toEqual({
      code: 0,
      stdout: [
        'implementation: robotstxt-toolkit (in process)',
        'source  google',
        'sample  4/4',
        'passed/total of the cases each dialect decides; - where it decides none',
        '',
      ].join('\n'),
      stderr: '',
    });
  });

  it("runs the toolkit's own check as a program per case (the spec-test protocol): 100 % under every dialect on a sample", async () => {
    const result = await runCli(['conformance', '--suite', files.path('sample.json'), '--command', CHECK, '--format', 'json']);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.failures).toEqual([]);
    expect(result.code).toBe(0);
    expect(report.scores.map((s) => [s.dialect, s.passed, s.total])).toEqual([
      ['1994', 2, 2],
      ['draft-1996', 2, 2],
      ['rfc9309', 2, 2],
      ['google', 4, 4],
      ['revisited-1996', 2, 2],
    ]);
    const printing = await runCli([
      'conformance',
      '--suite',
      files.path('sample.json'),
      '--dialect',
      'google',
      '--command',
      CHECK,
      '--output-type',
      'printing',
      '--allowed-pattern',
      '^allowed',
      '--disallowed-pattern',
      '^disallowed',
    ]);
    expect(printing.stdout).toMatch(/^sample {2}4\/4$/m);
  });

  it('runs robots-parser through its JSON-lines adapter and reports', async () => {
    const adapter = `${JSON.stringify(process.execPath)} conformance/adapters/robots-parser.mjs`;
    const result = await runCli(['conformance', '--jsonl', adapter, '--dialect', 'rfc9309', '--format', 'json'], { cwd: ROOT });
    const report = JSON.parse(result.stdout) as Report;
    expect([0, 1]).toContain(result.code);
    expect(report.implementation).toMatch(/robots-parser\.mjs \(JSON lines\)$/);
    expect(report.scores.length).toBeGreaterThan(0);
    for (const score of report.scores) expect(score.errors, `${score.source} ${score.dialect}`).toBeLessThan(score.total);
  });

  it('usage errors: a command without %robots%, two implementations, an unknown output type, patterns without --command', async () => {
    const cases: [string[], RegExp][] = [
      [['--command', 'prog %url%'], /the command has no %robots%/],
      [['--command', 'prog %robots%', '--jsonl', 'other'], /--command and --jsonl are exclusive/],
      [['--command', 'prog %robots%', '--output-type', 'speech'], /unknown --output-type 'speech'/],
      [['--allowed-pattern', 'yes'], /describe the answers of --command/],
      [['--command', "prog '%robots%"], /cannot read the command/],
      [['--suite', files.path('missing.json')], /no such file or directory/],
    ];
    for (const [args, message] of cases) {
      const result = await runCli(['conformance', ...args]);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(message);
    }
  });
});
