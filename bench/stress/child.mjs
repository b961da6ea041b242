/**
 * Runs one stress case (bench/stress/cases.mjs) against a build and prints
 * one JSON line: its timings and the process's peak resident memory.
 *
 * Usage: node bench/stress/child.mjs CASE-NAME DIST-DIR
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CASES, caseText, caseUrl } from './cases.mjs';

const [name, distDir] = process.argv.slice(2);
const testCase = CASES.find((c) => c.name === name);
if (!testCase) throw new Error(`no stress case ${name}`);
if (testCase.kind === 'cli') {
  // The CLI ends the process itself (process.exit): report from the exit handler, after its output.
  const { writeSync } = await import('node:fs');
  const start = performance.now();
  process.on('exit', (code) => {
    writeSync(1, `\n${JSON.stringify({ name, ms: performance.now() - start, code, rssMB: process.resourceUsage().maxRSS / 1024 })}\n`);
  });
  process.argv = [process.argv[0], 'robotstxt', ...testCase.args];
  await import(pathToFileURL(path.join(distDir, 'cli.js')).href);
} else await runLibraryCase();

async function runLibraryCase() {
  // dist/esm/ since the package build; dist/src/ in builds before it (--dist of an older commit).
  const entry = ['esm/index.js', 'src/index.js'].map((file) => path.join(distDir, file)).find((file) => existsSync(file));
  const { compile, lint, parse } = await import(pathToFileURL(entry ?? path.join(distDir, 'esm/index.js')).href);

  const AGENT = 'Googlebot/2.1';
  const text = caseText(testCase);
  const time = (fn) => {
    const start = performance.now();
    const value = fn();
    return { ms: performance.now() - start, value };
  };
  const result = { name };

  if (testCase.kind === 'matcher') {
    const url = caseUrl(testCase);
    // `explain` as the first question to a freshly compiled file…
    const explained = compile(text, { dialect: testCase.dialect });
    result.explainMs = time(() => explained.explain(url, AGENT)).ms;
    // …and isAllowed on another: calls 1–16 scan the rules, 17 builds the index, 18 uses it (src/match/rule-index.ts BUILD_AFTER).
    const robots = compile(text, { dialect: testCase.dialect });
    result.callsMs = [];
    for (let call = 0; call < 18; call++) result.callsMs.push(time(() => robots.isAllowed(url, AGENT)).ms);
    result.worstMs = Math.max(result.explainMs, ...result.callsMs);
  } else if (testCase.kind === 'lint') {
    const linted = time(() => lint(text, testCase.dialects ? { dialects: testCase.dialects } : { dialect: testCase.dialect }));
    result.ms = linted.ms;
    result.findings = linted.value.diagnostics.length;
  } else if (testCase.kind === 'compile') {
    const compiled = time(() => compile(text, { dialect: testCase.dialect }));
    result.ms = compiled.ms;
    result.truncatedAt = compiled.value.model.truncatedAt;
    result.allowed = compiled.value.isAllowed('/x', AGENT);
  } else {
    const parsed = time(() => parse(text));
    result.ms = parsed.ms;
    result.lines = parsed.value.lineCount ?? parsed.value.lines.length;
  }
  result.rssMB = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify(result));
}
