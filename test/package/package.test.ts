/**
 * The package as a user gets it: `npm pack`, then the tarball installed
 * (`npm ci --offline`, from the npm cache `npm ci` filled) into a scratch directory that
 * holds an ES module project, a CommonJS project and TypeScript projects
 * under `module` node16, nodenext (each as ESM and as CommonJS) and bundler.
 * Each uses the package the way the README shows. `publint` and
 * `@arethetypeswrong/cli` (attw) must find nothing in the same tarball.
 *
 * Needs the build (`npm test` builds first).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, repoPath } from '../helpers/paths.ts';
import { packagesReachedFrom } from './import-graph.ts';

const run = promisify(execFile);
const ATTW = repoPath('node_modules/@arethetypeswrong/cli/dist/index.js');
const PUBLINT = repoPath('node_modules/publint/src/cli.js');

/** The README's example, as each project writes it (ESM import or CommonJS require). */
const README_TEXT = 'User-agent: *\\nDisallow: /cyberworld/map/ # infinite\\n\\nUser-agent: cybermapper\\nDisallow:\\n';
const USE_LIBRARY = `
const text = '${README_TEXT}';
const robots = compile(text);
const answers = {
  isAllowed: robots.isAllowed('https://example.com/cyberworld/map/x', 'Mozilla/5.0 (compatible; FooBot/2.1)'),
  reason: robots.explain('/cyberworld/map/x', 'cybermapper/1.0').reason,
  legacy: compile(text, { dialect: '1994' }).isAllowed('/cyberworld/map/x', 'FooBot'),
  value: parse(text).lines[1]?.value?.text,
  roundTrip: print(parse(text)) === text,
  grammarValue: parseWithGrammar(text).lines[1]?.value?.text,
  edited: applyEdits(text, edit.addRule(text, 'cybermapper', 'disallow', '/tmp/')).split('\\n')[5],
  maxBytes: DEFAULTS.fetch.maxBytes,
};
console.log(JSON.stringify(answers));
`;
const EXPECTED_ANSWERS = {
  isAllowed: false,
  reason: 'Allowed: the group at line 4 for "cybermapper" has only empty Disallow lines, which allow everything.',
  legacy: false,
  value: '/cyberworld/map/',
  roundTrip: true,
  grammarValue: '/cyberworld/map/',
  edited: 'Disallow: /tmp/',
  maxBytes: 512_000,
};

const ESM_IMPORTS = `import { applyEdits, compile, DEFAULTS, edit, parse, print } from 'robotstxt-toolkit';\nimport { parse as parseWithGrammar } from 'robotstxt-toolkit/grammar';\n`;
const CJS_REQUIRES = `const { applyEdits, compile, DEFAULTS, edit, parse, print } = require('robotstxt-toolkit');\nconst { parse: parseWithGrammar } = require('robotstxt-toolkit/grammar');\n`;

/** A TypeScript use that only type-checks if the types are right (no `any` sneaks through). */
const TS_BODY = `
const robots: RobotsTxt = compile('User-agent: *\\nDisallow: /x\\n', { dialect: 'google' });
const allowed: boolean = robots.isAllowed('https://example.com/x', 'Googlebot');
const doc: SyntaxDocument = parseWithGrammar('Disallow: /x');
const value: string | undefined = doc.lines[0]?.value?.text;
const tokenNames: string[] = tokenize('Disallow: /x').tokens.map((token) => token.tokenType.name);
// @ts-expect-error: the dialect is a closed union
compile('', { dialect: 'yandex' });
const grammarInstance: RobotsTxtGrammar = robotsTxtGrammar();
export const used = [allowed, value, tokenNames, grammarInstance];
`;
const TS_ESM = `import { compile, type RobotsTxt, type SyntaxDocument } from 'robotstxt-toolkit';\nimport { parse as parseWithGrammar, robotsTxtGrammar, tokenize, type RobotsTxtGrammar } from 'robotstxt-toolkit/grammar';\n${TS_BODY}`;
const TS_CJS = `import robotstxt = require('robotstxt-toolkit');\nimport grammar = require('robotstxt-toolkit/grammar');\nconst { compile } = robotstxt;\nconst { parse: parseWithGrammar, robotsTxtGrammar, tokenize } = grammar;\ntype RobotsTxtGrammar = grammar.RobotsTxtGrammar;\ntype RobotsTxt = robotstxt.RobotsTxt;\ntype SyntaxDocument = robotstxt.SyntaxDocument;\n${TS_BODY}`;

/**
 * The TypeScript default libraries parsed once for all projects (the compiler
 * API's host, as a language service shares files): each project then costs
 * only its own files and the package's declarations. One `tsc` per project
 * took 3–20 s each on a busy machine.
 */
const sharedLibFiles = new Map<string, ts.SourceFile | undefined>();

/** `tsc -p dir --noEmit`, in process: the errors, formatted as tsc prints them. */
function typeErrors(dir: string): string[] {
  const config = ts.readConfigFile(join(dir, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dir);
  const host = ts.createCompilerHost(parsed.options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!/[\\/]typescript[\\/]lib[\\/]lib\.[^\\/]*\.d\.ts$/.test(fileName)) return readSourceFile(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName} ${JSON.stringify(languageVersion)}`;
    if (!sharedLibFiles.has(key)) sharedLibFiles.set(key, readSourceFile(fileName, languageVersion, onError, shouldCreate));
    return sharedLibFiles.get(key);
  };
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host });
  const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program)];
  return diagnostics.map((diagnostic) =>
    ts.formatDiagnostic(diagnostic, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => dir, getNewLine: () => '\n' }).trim(),
  );
}

interface TsProject {
  readonly name: string;
  readonly type: 'module' | 'commonjs';
  readonly compilerOptions: Record<string, string | boolean | string[]>;
  readonly source: string;
}

/**
 * Strict, and the package's declarations checked too (not TypeScript's own
 * libraries); `dom` for the `fetch` and `URL` types the fetch API names.
 */
const STRICT = { strict: true, noEmit: true, skipLibCheck: false, skipDefaultLibCheck: true, types: [] as string[], target: 'es2022', lib: ['es2022', 'dom'] };
const TS_PROJECTS: TsProject[] = [
  { name: 'ts-node16-esm', type: 'module', compilerOptions: { module: 'node16', moduleResolution: 'node16' }, source: TS_ESM },
  { name: 'ts-node16-cjs', type: 'commonjs', compilerOptions: { module: 'node16', moduleResolution: 'node16' }, source: TS_CJS },
  { name: 'ts-nodenext-esm', type: 'module', compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' }, source: TS_ESM },
  { name: 'ts-nodenext-cjs', type: 'commonjs', compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' }, source: TS_CJS },
  { name: 'ts-bundler', type: 'module', compilerOptions: { module: 'esnext', moduleResolution: 'bundler' }, source: TS_ESM },
];

let scratch = '';
let tarball = '';

function writeProject(name: string, files: Record<string, string>): string {
  const dir = join(scratch, 'projects', name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

interface LockEntry {
  readonly version: string;
  readonly dependencies?: Record<string, string>;
}

/**
 * A package.json that depends on the tarball, and a lockfile that pins the
 * tarball's dependencies (Chevrotain and its own) to the entries of the
 * repository's package-lock.json. With it `npm ci --offline` needs only the
 * tarballs that `npm ci` put in the npm cache, not the registry's package
 * documents, which `npm install --offline` would ask for.
 */
function writeScratchLockfile(tarballName: string): void {
  const own = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as {
    version: string;
    license: string;
    dependencies: Record<string, string>;
    bin: Record<string, string>;
  };
  const repoLock = (JSON.parse(readFileSync(repoPath('package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }).packages;
  const integrity = `sha512-${createHash('sha512')
    .update(readFileSync(join(scratch, tarballName)))
    .digest('base64')}`;
  const dependencies = { 'robotstxt-toolkit': `file:${tarballName}` };
  const packages: Record<string, unknown> = {
    '': { name: 'scratch', dependencies },
    'node_modules/robotstxt-toolkit': {
      version: own.version,
      resolved: `file:${tarballName}`,
      integrity,
      license: own.license,
      dependencies: own.dependencies,
      bin: own.bin,
    },
  };
  // Each dependency where npm put it: nested under its parent when the repository's lock nests it
  // (htmlparser2's entities 8 beside a dev tool's entities 4), else at the top.
  const queue: [name: string, parent: string][] = Object.keys(own.dependencies).map((name) => [name, '']);
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const [name, parent] = next;
    const nested = parent ? `${parent}/node_modules/${name}` : undefined;
    const key = nested !== undefined && repoLock[nested] ? nested : `node_modules/${name}`;
    const entry = repoLock[key];
    if (packages[key] || !entry) continue;
    packages[key] = entry;
    queue.push(...Object.keys(entry.dependencies ?? {}).map((dependency): [string, string] => [dependency, key]));
  }
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, dependencies }));
  writeFileSync(join(scratch, 'package-lock.json'), JSON.stringify({ name: 'scratch', lockfileVersion: 3, requires: true, packages }));
}

beforeAll(async () => {
  if (!existsSync(repoPath('dist/esm/index.js')) || !existsSync(repoPath('dist/cjs/index.js'))) {
    throw new Error('dist/ is missing: run `npm run build` before the package tests (`npm test` does).');
  }
  scratch = mkdtempSync(join(tmpdir(), 'robotstxt-package-'));
  const packed = await run('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: REPO_ROOT });
  const [info] = JSON.parse(packed.stdout) as [{ filename: string }];
  tarball = join(scratch, info.filename);
  // The projects share one install: each resolves the package from the node_modules above it.
  writeScratchLockfile(info.filename);
  await run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: scratch });
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('ships the builds, the types, the sources the maps point at, LICENSE and README, and nothing else', async () => {
    const listing = await run('tar', ['-tzf', tarball]);
    const files = listing.stdout
      .trim()
      .split('\n')
      .map((file) => file.replace(/^package\//, ''));
    for (const wanted of [
      'LICENSE',
      'README.md',
      'package.json',
      'bin/robotstxt.js',
      'dist/esm/index.js',
      'dist/cjs/index.js',
      'dist/cjs/package.json',
      'dist/esm/types/src/index.d.ts',
      'dist/cjs/types/src/grammar.d.ts',
      'dist/cli.js',
    ]) {
      expect(files).toContain(wanted);
    }
    const unwanted = files.filter((file) => /^(docs|test|bench|scripts|examples|node_modules)\//.test(file) || file.startsWith('dist/src/'));
    expect(unwanted).toEqual([]);
    // Every source map names sources that ship beside it, or carries their text (code inlined from other packages).
    const shipped = new Set(files);
    const missing: string[] = [];
    for (const map of files.filter((file) => file.endsWith('.map'))) {
      const { sources, sourcesContent } = JSON.parse(readFileSync(join(scratch, 'node_modules/robotstxt-toolkit', map), 'utf8')) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      sources.forEach((source, index) => {
        const resolved = join(map, '..', source).replace(/\\/g, '/');
        if (!shipped.has(resolved) && typeof sourcesContent?.[index] !== 'string') missing.push(`${map} → ${source}`);
        if (shipped.has(resolved) && typeof sourcesContent?.[index] === 'string') missing.push(`${map} → ${source} (shipped, yet copied into the map)`);
      });
    }
    expect(missing).toEqual([]);
  });

  it('its declarations leave out the members marked @internal', async () => {
    const matcherTypes = readFileSync(repoPath('dist/esm/types/src/match/matcher.d.ts'), 'utf8');
    expect(matcherTypes).toContain('isAllowed(');
    expect(matcherTypes).not.toMatch(/\b(compact|binding): /);
  });

  it('its CommonJS build is not minified: a stack trace points at a line of a few statements', () => {
    for (const file of readdirSync(repoPath('dist/cjs')).filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(repoPath(`dist/cjs/${file}`), 'utf8');
      expect(text.split('\n').length, file).toBeGreaterThan(text.length / 200);
    }
  });

  it('publint finds nothing', async () => {
    const { stdout } = await run(process.execPath, [PUBLINT, '--strict'], { cwd: REPO_ROOT });
    expect(stdout).toContain('All good!');
  }, 60_000);

  it('are-the-types-wrong finds nothing under node16 (CJS and ESM) and bundler resolution', async () => {
    // Under the node16 profile attw leaves out node10 resolution (TypeScript's deprecated `moduleResolution: node`),
    // which cannot see subpath exports such as `./grammar`; it still lists those problems, marked by their kind.
    const result = await run(process.execPath, [ATTW, tarball, '--profile', 'node16', '--format', 'json'], { cwd: scratch }).then(
      ({ stdout }) => ({ stdout, failed: false }),
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '', failed: true }),
    );
    const report = JSON.parse(result.stdout) as { analysis: { problems: { resolutionKind?: string }[] } };
    expect(report.analysis.problems.filter((problem) => problem.resolutionKind !== 'node10')).toEqual([]);
    expect(result.failed).toBe(false);
  }, 60_000);
});

describe('used the way the README shows', () => {
  it('from an ES module project (import)', async () => {
    const dir = writeProject('esm', { 'package.json': JSON.stringify({ type: 'module' }), 'index.js': ESM_IMPORTS + USE_LIBRARY });
    const { stdout } = await run(process.execPath, ['index.js'], { cwd: dir });
    expect(JSON.parse(stdout)).toEqual(EXPECTED_ANSWERS);
  });

  it('from a CommonJS project (require)', async () => {
    const dir = writeProject('cjs', { 'package.json': JSON.stringify({ type: 'commonjs' }), 'index.js': CJS_REQUIRES + USE_LIBRARY });
    const { stdout, stderr } = await run(process.execPath, ['index.js'], { cwd: dir });
    expect(JSON.parse(stdout)).toEqual(EXPECTED_ANSWERS);
    expect(stderr).toBe('');
  });

  it('the root entry never loads Chevrotain, from either format', async () => {
    const probe = "const loaded = Object.keys(require.cache).filter((file) => file.includes('chevrotain')); console.log(JSON.stringify(loaded));";
    const dir = writeProject('cjs-light', {
      'package.json': JSON.stringify({ type: 'commonjs' }),
      'index.js': `require('robotstxt-toolkit').compile('Disallow: /').isAllowed('/', 'x');\n${probe}`,
    });
    expect(JSON.parse((await run(process.execPath, ['index.js'], { cwd: dir })).stdout)).toEqual([]);
    // ESM keeps no public module cache: read the bundle's import graph instead (every import is static or a literal).
    expect(packagesReachedFrom(join(scratch, 'node_modules/robotstxt-toolkit/dist/esm/index.js'))).toEqual([]);
    expect(packagesReachedFrom(join(scratch, 'node_modules/robotstxt-toolkit/dist/esm/grammar.js'))).toEqual(['chevrotain']);
  });

  it.each(TS_PROJECTS)(
    'type-checks in a TypeScript project: $name',
    (project) => {
      const dir = writeProject(project.name, {
        'package.json': JSON.stringify({ type: project.type }),
        'tsconfig.json': JSON.stringify({ compilerOptions: { ...STRICT, ...project.compilerOptions }, files: ['index.ts'] }),
        'index.ts': project.source,
      });
      expect(typeErrors(dir)).toEqual([]);
    },
    60_000,
  );

  it('Prettier loads the plugin by its package name, robotstxt-toolkit/prettier, from the installed package (fmt and Prettier agree)', async () => {
    const messy = 'User-agent: *  \r\nDisallow: /private \r\n\r\n';
    const dir = writeProject('prettier', {
      '.prettierrc': `${JSON.stringify({ plugins: ['robotstxt-toolkit/prettier'] })}\n`,
      'robots.txt': messy,
    });
    const prettierBin = repoPath('node_modules/prettier/bin/prettier.cjs');
    const { stdout } = await run(process.execPath, [prettierBin, 'robots.txt'], { cwd: dir });
    const fmt = await run(join(scratch, 'node_modules/.bin/robotstxt'), ['fmt', 'robots.txt'], { cwd: dir });
    expect(stdout).toBe(fmt.stdout);
    expect(stdout).not.toContain('\r');
  }, 60_000);

  it('the robotstxt command runs from the installed package', async () => {
    const bin = join(scratch, 'node_modules/.bin/robotstxt');
    const file = writeProject('cli', { 'robots.txt': 'User-agent: *\nDisallow: /private\n' });
    const { stdout } = await run(bin, ['parse', '--engine', 'grammar', '--json', join(file, 'robots.txt')]);
    expect((JSON.parse(stdout) as { lines: unknown[] }).lines).toHaveLength(2);
  });
});
