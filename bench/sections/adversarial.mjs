/**
 * §4 Adversarial wildcards: 500 KiB of `Disallow: /*a*a*…*a*c` rules against
 * an 8 KB URL `/caaa…ab`. A backtracking matcher is exponential in the number
 * of `*`s here; ours places the pieces between `*`s leftmost with indexOf,
 * so a call costs at most O(rule bytes × path bytes). The URL holds a `c`
 * (before the `a`s, so still no rule matches): the rule index skips a rule
 * whose characters the path lacks, and this one must not be skipped. Each contender runs in
 * a worker under a time budget, so the bench never hangs.
 */
import { ORIGIN } from '../lib/corpus.mjs';
import { runWithBudget } from '../lib/budget.mjs';
import { fmt, fmtDuration, note, printTable, round2 } from '../lib/measure.mjs';

/** RFC 9309's minimum parse limit: the files stay within it, so rfc9309 reads every rule. */
const FILE_BYTES = 500 * 1024;
const PATH_BYTES = 8 * 1024;

/** A file of rules `Disallow: /*a*a…*a*c` with `stars` stars, none of which matches the URL. */
function adversarialFile(stars, maxBytes) {
  const header = 'User-agent: *\n';
  const rule = `Disallow: /${'*a'.repeat(stars - 1)}*c\n`;
  const count = Math.max(1, Math.floor((maxBytes - header.length) / rule.length));
  return { text: header + rule.repeat(count), rules: count };
}

const CASES = [
  { label: '500 KiB, 8 * per rule', stars: 8, bytes: FILE_BYTES },
  { label: '500 KiB, 64 * per rule', stars: 64, bytes: FILE_BYTES },
  { label: '500 KiB, 512 * per rule', stars: 512, bytes: FILE_BYTES },
  { label: 'one rule, 4096 *', stars: 4096, bytes: 0 },
];

export async function runAdversarialSection({ distDir, plan }) {
  const workerUrl = new URL('../workers/adversarial.mjs', import.meta.url);
  const url = `${ORIGIN}/c${'a'.repeat(PATH_BYTES - 3)}b`;
  const contenders = [
    { name: 'ours, rfc9309', library: 'ours', dialect: 'rfc9309', budgetMs: plan.adversarial.oursBudgetMs, maxCalls: 200, minMs: 1000 },
    { name: 'ours, google', library: 'ours', dialect: 'google', budgetMs: plan.adversarial.oursBudgetMs, maxCalls: 200, minMs: 1000 },
    { name: 'robots-parser', library: 'robots-parser', budgetMs: plan.adversarial.theirsBudgetMs, maxCalls: 5, minMs: 1000 },
  ];
  const results = [];
  for (const testCase of CASES) {
    const file = adversarialFile(testCase.stars, testCase.bytes);
    for (const contender of contenders) {
      const state = await runWithBudget(
        workerUrl,
        {
          library: contender.library,
          distDir,
          dialect: contender.dialect,
          text: file.text,
          url,
          agent: 'Googlebot',
          maxCalls: contender.maxCalls,
          minMs: contender.minMs,
        },
        contender.budgetMs,
      );
      results.push({
        case: testCase.label,
        stars: testCase.stars,
        rules: file.rules,
        fileBytes: file.text.length,
        pathBytes: PATH_BYTES,
        matcher: contender.name,
        ...outcome(state, contender.budgetMs),
      });
    }
  }

  printTable(
    `§4 Adversarial wildcards: rules /*a*a…*a*c (never match) vs an ${PATH_BYTES / 1024} KB URL /caaa…ab; each contender in a worker with a time budget`,
    ['file', 'rules', 'matcher', 'per isAllowed', 'calls timed', 'first call', 'compile'],
    results.map((row) => [
      row.case,
      fmt(row.rules),
      row.matcher,
      row.perCallMs !== undefined ? fmtDuration(row.perCallMs) : `> ${fmt(row.budgetMs / 1000)} s`,
      fmt(row.calls ?? 0),
      row.firstCallMs !== undefined ? fmtDuration(row.firstCallMs) : '–',
      row.compileMs !== undefined ? fmtDuration(row.compileMs) : '–',
    ]),
  );
  for (const row of results.filter((r) => r.error)) note(`${row.case}, ${row.matcher}: worker failed: ${row.error.split('\n')[0]}`);
  note('"> N s": the contender did not finish one call within its budget and was stopped.');
  const ours = results.filter((row) => row.matcher.startsWith('ours'));
  const worst = Math.max(...ours.map((row) => row.perCallMs ?? Number.POSITIVE_INFINITY));
  const bounded = ours.every((row) => row.perCallMs !== undefined);
  note(
    `Ours: worst ${fmtDuration(worst)} per call; a call is bounded by O(rule bytes × path bytes) = ${fmt((FILE_BYTES * PATH_BYTES) / 1e9)} G character steps here, ` +
      'and more stars per rule makes it no slower (no backtracking).',
  );
  return { fileBytes: FILE_BYTES, pathBytes: PATH_BYTES, results, oursBounded: bounded, oursWorstPerCallMs: round2(worst) };
}

function outcome(state, budgetMs) {
  const result = { budgetMs, timedOut: state.timedOut };
  if (state.error) result.error = state.error;
  if (state.compiled) result.compileMs = round2(state.compiled.ms);
  if (state.first) {
    result.firstCallMs = round2(state.first.ms);
    result.verdict = state.first.verdict;
  }
  if (state.progress && state.progress.calls > 0) {
    result.calls = state.progress.calls;
    result.perCallMs = round2(state.progress.totalMs / state.progress.calls);
  } else if (state.first) {
    // Only the first call finished: it is the measurement (it includes building the rule index).
    result.calls = 1;
    result.perCallMs = round2(state.first.ms);
  }
  return result;
}
