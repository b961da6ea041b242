/**
 * `npm run stress`: the hostile inputs of issue 11, each in its own child
 * process with a time limit, against time and peak-memory bounds. Prints a
 * table and exits non-zero when a bound is broken (or a case crashes or
 * runs out of time). Not part of `npm test`: it takes a few minutes.
 *
 * Flags:
 *   --only=a,b     run only the cases whose name contains one of these
 *   --dist=DIR     run against another build of dist/'s layout (e.g. an older commit's)
 *   --timeout=S    seconds before a case's process is killed (default 60)
 *   --json=FILE    also write the results there
 *
 * Bounds: matcher cases at 8 KB, every call (explain first on one compiled
 * file; isAllowed calls 1–18 on another: 1–4 scan, 5 builds the rule index)
 * ≤ 200 ms; at 100 KB, the worst call ≤ 15× the 8 KB worst (floored at 5 ms,
 * below which timings are noise); compile cases ≤ 5 s; peak RSS as listed.
 * CLI cases (`--only=cli-`): URL lists without line ends and 120 KB arguments
 * end in exit 2 with at most 600 characters on stderr and no stack trace,
 * within 5 s and 256 MB. The fetch case (`--only=fetch-`): an endless body cut at 512,000 bytes
 * inside a rule line, fetched under every dialect from a server on 127.0.0.1, in ≤ 5 s and 256 MB,
 * and the cut line is no rule.
 * Bounds cases (`--only=lint-all,fix-,meta-,cli-fmt-diff`): `lint --dialects all`
 * on one 10 MB wildcard rule, 10 M lines and 300,000 groups (10 MB, the most
 * the CLI's lint reads) ≤ 45 s and 1.5 GB, the bounded ones reporting
 * `analysis-cut-short`; fixText of 91,000 fixes ≤ 30 s and 1 GB, every fix
 * applied; pageDirectives, `meta -` and `fmt --diff -` on 200,000 meta terms
 * or changed lines ≤ 15–30 s and 1 GB, with the directives read and the CLI's
 * exit status (0 and 1), no stack trace.
 * Diff cases (`--only=diff-largest,diff-oracle`): diffMeaning on the corpus's largest file and its slowest
 * pair, against itself formatted and an added group, answers right, CPU time ≤ 3–15 s and ≤ 1 GB (skipped
 * without the corpus).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CASES } from './cases.mjs';
import { judge, REPO_ROOT, runCase } from './runner.mjs';

function flag(name) {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function main() {
  const only = flag('only')?.split(',');
  const distDir = path.resolve(flag('dist') ?? path.join(REPO_ROOT, 'dist'));
  const timeoutMs = Number(flag('timeout') ?? 60) * 1000;
  const cases = CASES.filter((c) => !only || only.some((part) => c.name.includes(part)));
  // A growth case needs its 8 KB partner: run it too.
  for (const c of [...cases])
    if (c.bounds.growthOf && !cases.some((d) => d.name === c.bounds.growthOf)) cases.unshift(CASES.find((d) => d.name === c.bounds.growthOf));
  console.log(
    `npm run stress: ${cases.length} hostile cases against ${path.relative(REPO_ROOT, distDir) || distDir}, each in a child process (killed after ${timeoutMs / 1000} s)`,
  );
  const byName = new Map();
  const rows = [];
  let broken = 0;
  for (const testCase of cases) {
    const result = await runCase(testCase, distDir, timeoutMs);
    byName.set(testCase.name, result);
    const checks = judge(testCase, result, byName);
    const ok = checks.every((check) => check.ok);
    if (!ok) broken++;
    rows.push({ testCase, result, checks, ok });
    console.log(
      `${ok ? 'ok    ' : 'BROKEN'}  row ${testCase.row}  ${testCase.name.padEnd(24)} ${testCase.what.padEnd(56)} ${checks.map((check) => `${check.ok ? '' : '✗ '}${check.label}`).join('; ')}`,
    );
  }
  const json = flag('json');
  if (json)
    writeFileSync(
      json,
      `${JSON.stringify(
        rows.map(({ testCase, result, ok }) => ({ ...testCase, result, ok })),
        null,
        2,
      )}\n`,
    );
  console.log(broken === 0 ? `\nEvery bound held (${rows.length} cases).` : `\n${broken} of ${rows.length} cases broke a bound.`);
  process.exitCode = broken === 0 ? 0 : 1;
}

await main();
