/**
 * §7 The package as a user meets it, beside robots-parser:
 *
 * - (a) cold start: a fresh `node` process that imports the package, compiles
 *   a small file and answers one question (ours as ES module and as
 *   CommonJS), against the same with robots-parser and a bare `node`;
 * - (b) browser bundle: `compile` + `isAllowed` bundled by esbuild (minified,
 *   browser platform), raw and gzipped, against robots-parser's; and the same
 *   with `compileMatcher` from `robotstxt-toolkit/matcher` (no explain, model
 *   or usage preferences: src/matcher.ts);
 * - (c) package size: the `npm pack` tarball, its unpacked size, and the
 *   installed size (unpacked plus every dependency's files).
 *
 * Targets (issue 10): cold start ≤ 1.3× robots-parser's, browser bundle ≤ 20 kB gzipped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_TARGET_GZIP_BYTES, browserBundleSize, isAllowedBundleSize } from '../lib/bundle.mjs';
import { CORPUS_DIR, REPO_ROOT } from '../lib/load.mjs';
import { fmt, fmtDuration, fmtRatio, median, note, printTable, round2 } from '../lib/measure.mjs';

const COLD_START_TARGET = 1.3;
const SMALL_FILE = path.join(CORPUS_DIR, 'real/001.txt');
const QUESTION = { url: 'https://example.com/gitweb/project.git', agent: 'Googlebot' };

const requireFromRepo = createRequire(path.join(REPO_ROOT, 'package.json'));

export async function runPackageSection({ plan, distDir }) {
  const coldStart = coldStartRows(distDir, plan.cliRuns);
  const bundles = await bundleRows(distDir);
  const sizes = packageSizes();
  return { coldStart, bundles, sizes };
}

/** One small program per contender, each reading the file, compiling it and asking one question. */
function coldStartPrograms(distDir, scratch) {
  const file = JSON.stringify(SMALL_FILE);
  const ask = `${JSON.stringify(QUESTION.url)}, ${JSON.stringify(QUESTION.agent)}`;
  const programs = {
    'node (empty program)': { name: 'empty.mjs', code: '' },
    'robots-parser (require)': {
      name: 'robots-parser.cjs',
      code: `const robotsParser = require(${JSON.stringify(requireFromRepo.resolve('robots-parser'))});\nconst text = require('node:fs').readFileSync(${file}, 'utf8');\nconsole.log(robotsParser('https://example.com/robots.txt', text).isAllowed(${ask}));\n`,
    },
    'robotstxt-toolkit (import)': {
      name: 'ours.mjs',
      code: `import { readFileSync } from 'node:fs';\nimport { compile } from ${JSON.stringify(pathToFileURL(path.join(distDir, 'esm/index.js')).href)};\nconsole.log(compile(readFileSync(${file})).isAllowed(${ask}));\n`,
    },
    'robotstxt-toolkit (require)': {
      name: 'ours.cjs',
      code: `const { compile } = require(${JSON.stringify(path.join(distDir, 'cjs/index.js'))});\nconsole.log(compile(require('node:fs').readFileSync(${file})).isAllowed(${ask}));\n`,
    },
  };
  return Object.entries(programs).map(([label, program]) => {
    const file = path.join(scratch, program.name);
    writeFileSync(file, program.code);
    return { label, file };
  });
}

function coldStartRows(distDir, runs) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'robotstxt-bench-'));
  try {
    const programs = coldStartPrograms(distDir, scratch);
    const samples = Object.fromEntries(programs.map((program) => [program.label, []]));
    const answers = {};
    for (let run = 0; run < runs + 2; run++) {
      const order = run % 2 ? [...programs].reverse() : programs;
      for (const program of order) {
        const start = performance.now();
        const child = spawnSync(process.execPath, [program.file], { encoding: 'utf8', timeout: 30_000 });
        const ms = performance.now() - start;
        if (child.status !== 0) throw new Error(`${program.label} failed: ${child.stderr}`);
        answers[program.label] = child.stdout.trim();
        // The first two runs warm the file cache.
        if (run >= 2) samples[program.label].push(ms);
      }
    }
    const theirs = median(samples['robots-parser (require)']);
    const rows = programs.map(({ label }) => {
      const ms = median(samples[label]);
      return { program: label, medianMs: round2(ms), ratioToRobotsParser: round2(ms / theirs), answer: answers[label] || undefined };
    });
    const ours = rows.filter((row) => row.program.startsWith('robotstxt-toolkit'));
    printTable(
      `§7a Cold start: a fresh node process imports, compiles a ${statSync(SMALL_FILE).size}-byte file and answers one question (median of ${runs} runs, interleaved)`,
      ['program', 'median', 'vs robots-parser', `target ≤ ${COLD_START_TARGET}×`],
      rows.map((row) => [
        row.program,
        fmtDuration(row.medianMs),
        fmtRatio(row.ratioToRobotsParser),
        row.program.startsWith('robotstxt-toolkit') ? (row.ratioToRobotsParser <= COLD_START_TARGET ? 'met' : 'NOT met') : '',
      ]),
    );
    note(
      `Answers (isAllowed ${QUESTION.url} for ${QUESTION.agent}): ${rows
        .filter((row) => row.answer)
        .map((row) => `${row.program} ${row.answer}`)
        .join(', ')}.`,
    );
    return {
      runs,
      file: path.relative(REPO_ROOT, SMALL_FILE),
      rows,
      targetRatio: COLD_START_TARGET,
      met: ours.every((row) => row.ratioToRobotsParser <= COLD_START_TARGET),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function bundleRows(distDir) {
  const ours = await isAllowedBundleSize(distDir, 'index', 'compile');
  const matcher = await isAllowedBundleSize(distDir, 'matcher', 'compileMatcher');
  const theirs = await browserBundleSize(
    "import robotsParser from 'robots-parser';\nexport const isAllowed = (text, url, agent) => robotsParser(new URL('/robots.txt', url).href, text).isAllowed(url, agent);\n",
  );
  const rows = [
    { bundle: 'robotstxt-toolkit: compile + isAllowed', ...ours },
    { bundle: 'robotstxt-toolkit/matcher: compileMatcher + isAllowed', ...matcher },
    { bundle: 'robots-parser: robotsParser + isAllowed', ...theirs },
  ];
  const ourRows = rows.slice(0, 2);
  printTable(
    '§7b Browser bundle (esbuild --bundle --minify --platform=browser, gzip -9)',
    ['bundle', 'minified', 'gzipped', `target ≤ ${BUNDLE_TARGET_GZIP_BYTES / 1000} kB gz`],
    rows.map((row) => [
      row.bundle,
      `${fmt(row.minifiedBytes / 1000)} kB`,
      `${fmt(row.gzipBytes / 1000)} kB`,
      ourRows.includes(row) ? (row.gzipBytes <= BUNDLE_TARGET_GZIP_BYTES ? 'met' : 'NOT met') : '',
    ]),
  );
  note(
    `ratio gzipped ours / robots-parser: ${fmtRatio(ours.gzipBytes / theirs.gzipBytes)} (compile), ${fmtRatio(matcher.gzipBytes / theirs.gzipBytes)} (compileMatcher)`,
  );
  return {
    rows,
    targetGzipBytes: BUNDLE_TARGET_GZIP_BYTES,
    met: ours.gzipBytes <= BUNDLE_TARGET_GZIP_BYTES,
    matcherMet: matcher.gzipBytes <= BUNDLE_TARGET_GZIP_BYTES,
  };
}

/** `npm pack --dry-run` of a package directory: the tarball's size and what it unpacks to. */
function packInfo(directory) {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', directory], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [info] = JSON.parse(out);
  return { packedBytes: info.size, unpackedBytes: info.unpackedSize, files: info.entryCount };
}

function directoryBytes(directory) {
  let total = 0;
  for (const name of readdirSync(directory, { recursive: true })) {
    const stats = statSync(path.join(directory, name));
    if (stats.isFile()) total += stats.size;
  }
  return total;
}

/** The dependency closure of a package, from the repository's lockfile (installed in node_modules/ by `npm ci`). */
function dependencyClosure(dependencies) {
  const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')).packages;
  const found = new Set();
  const queue = Object.keys(dependencies ?? {});
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (found.has(name)) continue;
    found.add(name);
    queue.push(...Object.keys(lock[`node_modules/${name}`]?.dependencies ?? {}));
  }
  return [...found].sort();
}

function packageSizes() {
  const contenders = [
    { name: 'robotstxt-toolkit', directory: REPO_ROOT },
    { name: 'robots-parser', directory: path.dirname(requireFromRepo.resolve('robots-parser/package.json')) },
  ];
  const rows = contenders.map(({ name, directory }) => {
    const pack = packInfo(directory);
    const dependencies = dependencyClosure(JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')).dependencies);
    const dependencyBytes = dependencies.reduce((sum, dependency) => sum + directoryBytes(path.join(REPO_ROOT, 'node_modules', dependency)), 0);
    return { package: name, ...pack, dependencies, dependencyBytes, installedBytes: pack.unpackedBytes + dependencyBytes };
  });
  const [ours, theirs] = rows;
  printTable(
    '§7c Package size (npm pack --dry-run; installed = unpacked + every dependency in node_modules)',
    ['package', 'files', 'packed', 'unpacked', 'dependencies', 'installed'],
    rows.map((row) => [
      row.package,
      fmt(row.files),
      `${fmt(row.packedBytes / 1000)} kB`,
      `${fmt(row.unpackedBytes / 1000)} kB`,
      row.dependencies.length ? `${row.dependencies.length}: ${fmt(row.dependencyBytes / 1000)} kB` : 'none',
      `${fmt(row.installedBytes / 1000)} kB`,
    ]),
  );
  note(
    `ratios ours / robots-parser: packed ${fmtRatio(ours.packedBytes / theirs.packedBytes)}, installed ${fmtRatio(ours.installedBytes / theirs.installedBytes)}`,
  );
  return { rows };
}
