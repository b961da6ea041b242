/**
 * Runs one stress case (bench/stress/cases.mjs) against a build and prints
 * one JSON line: its timings and the process's peak resident memory.
 *
 * Usage: node bench/stress/child.mjs CASE-NAME DIST-DIR
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CASES, caseArgs, caseText, caseUrl, fetchHead } from './cases.mjs';

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
  process.argv = [process.argv[0], 'robotstxt', ...caseArgs(testCase)];
  await import(pathToFileURL(path.join(distDir, 'cli.js')).href);
} else if (testCase.kind === 'fetch') await runFetchCase();
else if (testCase.kind === 'lsp') await runLspCase();
else if (testCase.kind === 'diff') await runDiffCase();
else await runLibraryCase();

/** The library of the build: dist/esm/ since the package build; dist/src/ in builds before it (--dist of an older commit). */
function libraryEntry() {
  return ['esm/index.js', 'src/index.js'].map((file) => path.join(distDir, file)).find((file) => existsSync(file)) ?? path.join(distDir, 'esm/index.js');
}

/** The library of the build (see {@link libraryEntry}). */
function library() {
  return import(pathToFileURL(libraryEntry()).href);
}

/**
 * A fetch case: a server on 127.0.0.1 sends the case's head and then comment lines for ever (with
 * backpressure, until the client hangs up); fetchRobotsTxt reads it under every dialect. The result
 * says whether every verdict of the case held.
 */
async function runFetchCase() {
  const { fetchRobotsTxt, DIALECTS } = await library();
  const { createServer } = await import('node:http');
  const head = fetchHead(testCase);
  const filler = Buffer.from('# more\n'.repeat(8192));
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write(head);
    const pump = () => {
      while (!response.destroyed) if (!response.write(filler)) return void response.once('drain', pump);
    };
    pump();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const start = performance.now();
  const wrong = [];
  for (const dialect of DIALECTS) {
    const result = await fetchRobotsTxt(origin, { dialect });
    for (const [url, allowed] of Object.entries(testCase.verdicts)) if (result.robots.isAllowed(url, 'FooBot') !== allowed) wrong.push(`${dialect} ${url}`);
  }
  const ms = performance.now() - start;
  server.closeAllConnections();
  server.close();
  console.log(JSON.stringify({ name, ms, verdicts: wrong.length === 0 ? 'ok' : `wrong: ${wrong.join(', ')}`, rssMB: process.resourceUsage().maxRSS / 1024 }));
}

/**
 * A language-server case: the server (dist/cli.js lsp --stdio) opens the case's text while a hover is asked every
 * 20 ms on a small file; then formatting, symbols, folding and a code action on the big one. `worstMs` is the worst
 * hover round trip while the big file was linted; `rssMB` the server's peak resident memory (its /proc status).
 */
async function runLspCase() {
  const { readFileSync } = await import('node:fs');
  const { startServer } = await import('../lsp-latency.mjs');
  const server = await startServer(distDir, testCase.settings);
  const uri = 'untitled:hostile';
  const small = 'untitled:small';
  const raw = caseText(testCase);
  const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw);
  await server.open(small, 'User-agent: *\nDisallow: /a\n');
  const start = performance.now();
  let linted = false;
  const diagnostics = server.diagnostics(uri, 1).then(() => (linted = true));
  await server.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'robots-txt', version: 1, text } });
  let worstMs = 0;
  while (!linted) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const asked = performance.now();
    await server.connection.sendRequest('textDocument/hover', { textDocument: { uri: small }, position: { line: 0, character: 2 } });
    worstMs = Math.max(worstMs, performance.now() - asked);
  }
  await diagnostics;
  const lintMs = performance.now() - start;
  const whole = { textDocument: { uri } };
  await server.connection.sendRequest('textDocument/formatting', { ...whole, options: { tabSize: 2, insertSpaces: true } });
  await server.connection.sendRequest('textDocument/documentSymbol', whole);
  await server.connection.sendRequest('textDocument/foldingRange', whole);
  const line = { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } };
  await server.connection.sendRequest('textDocument/codeAction', { ...whole, range: line, context: { diagnostics: [] } });
  const ms = performance.now() - start;
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  await server.stop();
  console.log(JSON.stringify({ name, ms, lintMs, worstMs, rssMB: peakKb / 1024 }));
}

/**
 * A diff case: its corpus file against itself formatted and against an added group shutting DiffBenchBot out,
 * under each of its dialects. The result says whether every answer held: the same meaning, and the loss of `/`
 * found exactly where `/` was open.
 */
async function runDiffCase() {
  const { compile, decodeBytes, diffMeaning, format } = await library();
  const { locateCorpus } = await import('../../test/helpers/corpus-location.mjs');
  const corpus = locateCorpus();
  if (corpus.layout !== 'shared') return console.log(JSON.stringify({ name, skipped: `no corpus at ${corpus.dir}` }));
  const { readFileSync } = await import('node:fs');
  const { largestRealFile } = await import('../lib/corpus.mjs');
  const text = testCase.file === 'largest' ? largestRealFile({ decodeBytes }).text : decodeBytes(readFileSync(path.join(corpus.dir, testCase.file))).text;
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const added = `${bom}User-agent: DiffBenchBot\nDisallow: /\n\n${text.slice(bom.length)}`;
  const wrong = [];
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const formatted = format(text);
  for (const dialect of testCase.dialects) {
    if (!diffMeaning(text, formatted, { dialect }).same) wrong.push(`${dialect}: formatted differs`);
    // Where the file already shuts every robot out of / (real/120.txt ends in `Disallow: /`, which only rfc9309's
    // 512,000 bytes leave out), the new robot cannot lose / and must not be said to.
    const rootWasOpen = compile(text, { dialect }).isAllowed('/', 'DiffBenchBot');
    const lostRoot = diffMeaning(text, added, { dialect }).robots.some((robot) => robot.agents.includes('DiffBenchBot') && robot.severity === 'lost-root');
    if (lostRoot !== rootWasOpen) wrong.push(`${dialect}: ${rootWasOpen ? 'the loss of / missed' : 'a loss of / reported that was shut already'}`);
  }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    JSON.stringify({ name, ms, cpuMs, verdicts: wrong.length === 0 ? 'ok' : `wrong: ${wrong.join(', ')}`, rssMB: process.resourceUsage().maxRSS / 1024 }),
  );
}

async function runLibraryCase() {
  const { compile, parse } = await library();

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
  } else if (testCase.kind === 'compile-google') {
    const compiled = time(() => compile(text, { dialect: 'google' }).isAllowed('/a', AGENT));
    result.ms = compiled.ms;
  } else if (testCase.kind === 'lint') {
    const { lint } = await library();
    const linted = time(() => lint(text, testCase.options));
    result.ms = linted.ms;
    result.codes = [...new Set(linted.value.diagnostics.map((d) => d.code))];
  } else if (testCase.kind === 'fix') {
    const { fixText } = await library();
    const fixed = time(() => fixText(text));
    result.ms = fixed.ms;
    result.applied = fixed.value.applied;
  } else if (testCase.kind === 'meta') {
    const { pageDirectives } = await import(pathToFileURL(path.join(path.dirname(libraryEntry()), 'meta.js')).href);
    const page = time(() =>
      pageDirectives({ html: `<meta name="robots" content="noindex, ${text}">`, headers: { 'X-Robots-Tag': `nofollow, ${text}` }, agent: AGENT }),
    );
    result.ms = page.ms;
    result.applied = page.value.index === false && page.value.follow === false ? 1 : 0;
  } else {
    const parsed = time(() => parse(text));
    result.ms = parsed.ms;
    result.lines = parsed.value.lineCount ?? parsed.value.lines.length;
  }
  result.rssMB = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify(result));
}
