/**
 * The external suites, read where they are (../shared/data, beside the shared
 * corpus; never copied in): google/robotstxt-spec-test and the peers' own
 * expectations, scored through the in-process and JSON-lines paths. The
 * spec-test's .textproto files and its cases.json must say the same.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../src/index.ts';
import { inProcess, jsonLinesCommand, perCaseCommand } from '../../src/cli/conformance/implementations.ts';
import { runConformance } from '../../src/cli/conformance/runner.ts';
import { readSuites } from '../../src/cli/conformance/suites.ts';
import { CORPUS } from '../helpers/corpus.ts';
import { repoPath } from '../helpers/paths.ts';
import { BIN } from '../cli/run-cli.ts';

const DATA = path.join(path.dirname(CORPUS.dir), 'data');
const SPEC_TEST = path.join(DATA, 'google-robotstxt-spec-test');

describe('google/robotstxt-spec-test', () => {
  it('its .textproto files and its cases.json hold the same 400 cases', async () => {
    const [json] = await readSuites(path.join(SPEC_TEST, 'cases.json'));
    const [protos] = await readSuites(path.join(SPEC_TEST, 'CTC'));
    expect(json?.cases).toHaveLength(400);
    expect(protos?.cases.map(({ id, robots, agent, url, expected }) => ({ id, robots, agent, url, expected }))).toEqual(
      json?.cases.map(({ id, robots, agent, url, expected }) => ({ id, robots, agent, url, expected })),
    );
  });

  it('google passes all 400; rfc9309 at least 384 (its failures are traced in docs/conformance.md)', async () => {
    const report = await runConformance(await readSuites(SPEC_TEST), inProcess(), ['rfc9309', 'google']);
    expect(report.scores.map((s) => [s.dialect, s.total, s.errors])).toEqual([
      ['rfc9309', 400, 0],
      ['google', 400, 0],
    ]);
    expect(report.failures.filter((f) => f.dialect === 'google')).toEqual([]);
    expect(report.scores.find((s) => s.dialect === 'rfc9309')?.passed).toBeGreaterThanOrEqual(384);
  });
});

describe('google/robotstxt-spec-test through robotstxt check, a process per case', () => {
  it('the empty agent and empty URL cases and the BOM cases pass under google, as in process', async () => {
    const check = await perCaseCommand({
      command: `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} check %robots% --agent=%user-agent% --dialect=google -- %url%`,
      outputType: 'exitcode',
      allowedPattern: '0',
      disallowedPattern: '1',
      timeoutMs: 60_000,
      concurrency: 2,
    });
    try {
      const suites = [
        ...(await readSuites(path.join(SPEC_TEST, 'CTC/correctness/empty-string.textproto'))),
        ...(await readSuites(path.join(SPEC_TEST, 'CTC/correctness/BOM-characters.textproto'))),
      ];
      const report = await runConformance(suites, check, ['google']);
      expect(report.failures).toEqual([]);
      expect(report.scores.map((s) => [s.source, s.passed])).toEqual([
        ['empty-string', 4],
        ['BOM-characters', 5],
      ]);
    } finally {
      await check.close();
    }
  });
});

describe("the peers' suites", () => {
  it("google passes Google's own 145 expectations as transcribed there", async () => {
    const report = await runConformance(await readSuites(path.join(DATA, 'peer-suites', 'google.json')), inProcess(), ['google']);
    expect(report.scores).toEqual([{ source: 'peer-suites/google', dialect: 'google', total: 145, passed: 145, errors: 0 }]);
  });

  it('every suite with verdicts is read and scored under every dialect', async () => {
    const suites = (await readSuites(path.join(DATA, 'peer-suites'))).filter((suite) => suite.cases.length > 0);
    expect(suites.map((suite) => suite.name)).toEqual(
      expect.arrayContaining(['peer-suites/crawler-commons', 'peer-suites/google', 'peer-suites/protego', 'peer-suites/robots-parser']),
    );
    const report = await runConformance(suites, inProcess(), DIALECTS);
    expect(report.scores).toHaveLength(suites.length * DIALECTS.length);
    for (const score of report.scores) expect(score.errors, `${score.source} ${score.dialect}`).toBe(0);
  });
});

describe('robots-parser through the JSON-lines adapter', () => {
  it('answers the spec-test suite, and the runner reports its score', async () => {
    const adapter = jsonLinesCommand(`${JSON.stringify(process.execPath)} ${JSON.stringify(repoPath('conformance/adapters/robots-parser.mjs'))}`, 60_000);
    try {
      const report = await runConformance(await readSuites(SPEC_TEST), adapter, ['rfc9309']);
      expect(report.scores).toHaveLength(1);
      expect(report.scores[0]?.total).toBe(400);
      expect(report.scores[0]?.errors).toBeLessThan(400);
    } finally {
      await adapter.close();
    }
  });
});
