/**
 * `robotstxt.config.json`: what a file says (every key, and the problems a
 * bad one gives), which file applies to a robots.txt (the lookup upward and
 * where it stops), and that flags win over the file and the file over the
 * defaults, in the library's options and on the command line.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONFIG_FILE_NAME,
  dialectsFromConfig,
  findConfigFile,
  formatOptionsFromConfig,
  lintOptionsFromConfig,
  loadConfig,
  parseConfig,
  type ConfigFileSystem,
  type ToolkitConfig,
} from '../../src/cli/config/config.ts';
import { main } from '../../src/cli/main.ts';
import { format } from '../../src/format/format.ts';
import { RULES } from '../../src/lint/rules/index.ts';
import { DIALECTS } from '../../src/model/dialect.ts';
import { configSchema, lintRuleCodes, SCHEMA_PATH } from '../../scripts/config-schema.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';
import { ROOT, runCli, tempDir } from './run-cli.ts';

const dirs: { cleanup: () => void }[] = [];
afterAll(() => dirs.forEach((dir) => dir.cleanup()));

/** A temporary project: a `package.json` at its root (where the lookup stops) and the files given, folders made as needed. */
function project(files: Record<string, string>): ReturnType<typeof tempDir> {
  const dir = tempDir({ 'package.json': '{}' });
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir.path(name), '..'), { recursive: true });
    writeFileSync(dir.path(name), text);
  }
  return dir;
}

/** Runs the program in this process (stdout and stderr collected; not a terminal). */
async function robotstxt(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stream = (): NodeJS.WriteStream & { written: string[] } => {
    const written: string[] = [];
    return { isTTY: false, written, write: (text: string) => written.push(text) > 0, on: () => undefined } as unknown as NodeJS.WriteStream & {
      written: string[];
    };
  };
  const stdout = stream();
  const stderr = stream();
  const code = await main(args, { stdout, stderr, stdin: process.stdin, env: {}, workerUrl: new URL('file:///unused') });
  return { code, stdout: stdout.written.join(''), stderr: stderr.written.join('') };
}

describe('parseConfig: every key', () => {
  it('reads dialect, dialects, preset, rules and format, with no problem', () => {
    const text = JSON.stringify({
      $schema: './schemas/robotstxt.config.schema.json',
      dialect: 'google',
      dialects: ['rfc9309', 'google'],
      preset: 'strict',
      rules: { 'crawl-delay-value': 'off', 'unknown-field': 'error', 'missing-colon': 'warning' },
      format: {
        dialect: 'all',
        lineEnding: 'crlf',
        bom: 'keep',
        alignComments: true,
        sitemapsAtEnd: true,
        removeDuplicates: false,
        repairTypos: true,
        sort: true,
      },
    });
    expect(parseConfig(text, 'robotstxt.config.json')).toEqual({
      config: {
        dialect: 'google',
        dialects: ['rfc9309', 'google'],
        preset: 'strict',
        rules: { 'crawl-delay-value': 'off', 'unknown-field': 'error', 'missing-colon': 'warning' },
        format: {
          dialect: 'all',
          lineEnding: 'crlf',
          bom: 'keep',
          alignComments: true,
          sitemapsAtEnd: true,
          removeDuplicates: false,
          repairTypos: true,
          sort: true,
        },
      },
      problems: [],
    });
  });

  it('dialects may be "all"; an empty object is no setting at all; a byte-order mark is allowed', () => {
    expect(parseConfig('{"dialects":"all"}', 'c')).toEqual({ config: { dialects: 'all' }, problems: [] });
    expect(parseConfig('{}', 'c')).toEqual({ config: {}, problems: [] });
    expect(parseConfig('\uFEFF{"dialect":"1994"}', 'c')).toEqual({ config: { dialect: '1994' }, problems: [] });
  });

  it('accepts every rule code --rule accepts, at every level --rule accepts', () => {
    const rules = Object.fromEntries(RULES.map((rule, i) => [rule.code, ['off', 'info', 'warn', 'warning', 'error'][i % 5]]));
    const { config, problems } = parseConfig(JSON.stringify({ rules }), 'c');
    expect(problems).toEqual([]);
    expect(config.rules).toEqual(rules);
  });
});

describe('parseConfig: problems name the file and the key, and the key keeps its default', () => {
  const problemsOf = (value: unknown): { key: string; message: string }[] =>
    parseConfig(typeof value === 'string' ? value : JSON.stringify(value), 'site/robotstxt.config.json').problems.map((problem) => {
      expect(problem.file).toBe('site/robotstxt.config.json');
      return { key: problem.key, message: problem.message };
    });

  it('text that is not JSON, or JSON that is not an object: the whole file is ignored', () => {
    for (const text of ['', '{', '{"dialect": google}', '// comment\n{}']) {
      const { config, problems } = parseConfig(text, 'f');
      expect(config).toEqual({});
      expect(problems).toEqual([{ file: 'f', key: '', message: expect.stringMatching(/^not JSON [\s\S]*the file was ignored\.$/) as unknown }]);
    }
    for (const value of ['[]', '"google"', '42', 'null', 'true']) {
      expect(problemsOf(value)).toEqual([{ key: '', message: expect.stringContaining('not an object of settings') as unknown }]);
    }
  });

  it('an unknown key, with the setting it is near (or the format option it belongs under)', () => {
    expect(problemsOf({ dialekt: 'google' })).toEqual([{ key: 'dialekt', message: expect.stringContaining("did you mean 'dialect'") as unknown }]);
    expect(problemsOf({ sort: true })).toEqual([{ key: 'sort', message: expect.stringContaining(`did you mean 'sort' (inside "format")`) as unknown }]);
  });

  it('bad values of dialect, dialects and preset', () => {
    const cases: [unknown, string, RegExp][] = [
      [{ dialect: 'Google' }, 'dialect', /did you mean 'google'/],
      [{ dialect: 'all' }, 'dialect', /"dialects": "all"/],
      [{ dialect: 9309 }, 'dialect', /not 9309/],
      [{ dialects: 'google' }, 'dialects', /"all" or a list/],
      [{ dialects: [] }, 'dialects', /empty list/],
      [{ dialects: ['rfc9309', 'bing'] }, 'dialects', /lists "bing"/],
      [{ preset: 'strictt' }, 'preset', /did you mean 'strict'.*recommended, is used/],
    ];
    for (const [value, key, message] of cases) {
      const { config, problems } = parseConfig(JSON.stringify(value), 'f');
      expect(problems.map((problem) => problem.key)).toEqual([key]);
      expect(problems[0]?.message).toMatch(message);
      expect(config).toEqual({});
    }
  });

  it('rules: not an object, an unknown code, a bad level: only the bad entries are dropped', () => {
    expect(problemsOf({ rules: ['crawl-delay-value'] })).toEqual([{ key: 'rules', message: expect.stringContaining('must be an object') as unknown }]);
    const { config, problems } = parseConfig(JSON.stringify({ rules: { 'crawl-delay-valu': 'off', 'unknown-field': 2, 'missing-colon': 'off' } }), 'f');
    expect(problems.map((problem) => problem.key)).toEqual(['rules.crawl-delay-valu', 'rules.unknown-field']);
    expect(problems[0]?.message).toContain("is not a rule (did you mean 'crawl-delay-value'?)");
    expect(problems[1]?.message).toContain("must be off, info, warn or error, not 2; the preset's level is used");
    expect(config).toEqual({ rules: { 'missing-colon': 'off' } });
    const proto = parseConfig('{"rules":{"__proto__":"off"}}', 'f');
    expect(proto.problems.map((problem) => problem.key)).toEqual(['rules.__proto__']);
    expect(Object.keys(proto.config.rules ?? {})).toEqual([]);
  });

  it("format: not an object, an unknown option (a flag's or the Prettier plugin's spelling is pointed to its name), a bad value", () => {
    expect(problemsOf({ format: 'pretty' })).toEqual([{ key: 'format', message: expect.stringContaining('must be an object') as unknown }]);
    const { config, problems } = parseConfig(
      JSON.stringify({ format: { 'align-comments': true, robotsTxtSort: true, sort: 'yes', lineEnding: 'CRLF', bom: 'keep' } }),
      'f',
    );
    expect(problems.map((problem) => [problem.key, /did you mean '(\w+)'/.exec(problem.message)?.[1]])).toEqual([
      ['format.align-comments', 'alignComments'],
      ['format.robotsTxtSort', 'sort'],
      ['format.sort', undefined],
      ['format.lineEnding', 'crlf'],
    ]);
    expect(config).toEqual({ format: { bom: 'keep' } });
  });

  it('never throws, on any text, and what it keeps reads back with no problem', () => {
    const settings = fc.record(
      {
        dialect: fc.oneof(fc.constantFrom(...DIALECTS, 'all'), fc.jsonValue()),
        dialects: fc.oneof(fc.constant('all'), fc.array(fc.constantFrom(...DIALECTS, 'x')), fc.jsonValue()),
        preset: fc.oneof(fc.constantFrom('recommended', 'strict', 'portable'), fc.string()),
        rules: fc.oneof(
          fc.dictionary(fc.constantFrom(...lintRuleCodes(), 'nope', '__proto__'), fc.constantFrom('off', 'warn', 'error', 'on', 3)),
          fc.jsonValue(),
        ),
        format: fc.oneof(
          fc.dictionary(fc.constantFrom('sort', 'bom', 'lineEnding', 'dialect', 'wrap'), fc.constantFrom(true, 'keep', 'crlf', 'google', 1)),
          fc.jsonValue(),
        ),
        other: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    const text = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      settings.map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(text, (input) => {
        const { config, problems } = parseConfig(input, 'f');
        expect(problems.every((problem) => problem.file === 'f' && problem.message.length > 0)).toBe(true);
        expect(parseConfig(JSON.stringify(config), 'f').problems).toEqual([]);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});

describe('precedence: flags over the file over the defaults', () => {
  const file: ToolkitConfig = {
    dialect: 'google',
    preset: 'strict',
    rules: { 'crawl-delay-value': 'off', 'unknown-field': 'error' },
    format: { alignComments: true, lineEnding: 'crlf' },
  };

  it('lint: the file fills what the flags leave; a flag dialect (or dialects) replaces both of the file; rules merge, flags winning', () => {
    expect(lintOptionsFromConfig({}, {})).toEqual({});
    expect(lintOptionsFromConfig(file)).toEqual({ dialect: 'google', preset: 'strict', rules: file.rules });
    expect(lintOptionsFromConfig(file, { preset: 'recommended', rules: { 'unknown-field': 'off' } })).toEqual({
      dialect: 'google',
      preset: 'recommended',
      rules: { 'crawl-delay-value': 'off', 'unknown-field': 'off' },
    });
    expect(lintOptionsFromConfig({ ...file, dialects: 'all' }, { dialect: '1994' })).toMatchObject({ dialect: '1994' });
    expect(lintOptionsFromConfig({ ...file, dialects: 'all' }, { dialect: '1994' })).not.toHaveProperty('dialects');
    expect(lintOptionsFromConfig(file, { dialects: 'all' })).toMatchObject({ dialects: 'all' });
    expect(lintOptionsFromConfig(file, { dialects: 'all' })).not.toHaveProperty('dialect');
    expect(lintOptionsFromConfig({ dialect: 'google', dialects: ['1994', 'rfc9309'] })).toEqual({ dialects: ['1994', 'rfc9309'] });
  });

  it("format: the file's format options under the flags; the dialect from the flag, else format.dialect, else the file's dialect", () => {
    expect(formatOptionsFromConfig({})).toEqual({});
    expect(formatOptionsFromConfig(file)).toEqual({ dialect: 'google', alignComments: true, lineEnding: 'crlf' });
    expect(formatOptionsFromConfig(file, { lineEnding: 'lf', sort: true })).toEqual({ dialect: 'google', alignComments: true, lineEnding: 'lf', sort: true });
    expect(formatOptionsFromConfig(file, { dialect: 'all' })).toEqual({ alignComments: true, lineEnding: 'crlf' });
    expect(formatOptionsFromConfig({ ...file, format: { dialect: 'all' } })).toEqual({});
    expect(formatOptionsFromConfig({ ...file, format: { dialect: '1994' } }, { dialect: 'rfc9309' })).toEqual({ dialect: 'rfc9309' });
    expect(formatOptionsFromConfig({ dialect: 'google', dialects: 'all' })).toEqual({});
  });

  it('one file read under its dialects: the flag, else dialects, else dialect, else rfc9309', () => {
    expect(dialectsFromConfig({})).toEqual(['rfc9309']);
    expect(dialectsFromConfig({ dialect: 'google' })).toEqual(['google']);
    expect(dialectsFromConfig({ dialect: 'google', dialects: ['1994', 'google'] })).toEqual(['1994', 'google']);
    expect(dialectsFromConfig({ dialects: 'all' })).toEqual(DIALECTS);
    expect(dialectsFromConfig({ dialects: 'all' }, '1994')).toEqual(['1994']);
    expect(dialectsFromConfig({ dialect: 'google' }, 'all')).toEqual(DIALECTS);
  });
});

describe('findConfigFile: from the robots.txt folder upward, stopping after a project root', () => {
  /** A file system of these paths (files) and folders (every parent of a path). */
  function fileSystem(files: readonly string[]): ConfigFileSystem {
    const folders = new Set(
      files.flatMap((file) =>
        file
          .split('/')
          .slice(1, -1)
          .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`),
      ),
    );
    return { isFile: (path) => files.includes(path), exists: (path) => files.includes(path) || folders.has(path) };
  }
  const find = (robots: string, files: readonly string[]): Promise<string | undefined> => findConfigFile(robots, fileSystem([robots, ...files]));

  it('the file beside the robots.txt, else the nearest one above', async () => {
    expect(await find('/w/site/robots.txt', ['/w/site/robotstxt.config.json', '/w/robotstxt.config.json'])).toBe('/w/site/robotstxt.config.json');
    expect(await find('/w/site/public/robots.txt', ['/w/robotstxt.config.json', '/robotstxt.config.json'])).toBe('/w/robotstxt.config.json');
    expect(await find('/w/a/b/c/robots.txt', ['/robotstxt.config.json'])).toBe('/robotstxt.config.json');
  });

  it('stops after a folder holding .git or package.json (its own file still counts), and at the root', async () => {
    expect(await find('/w/site/robots.txt', ['/w/site/package.json', '/w/robotstxt.config.json'])).toBeUndefined();
    expect(await find('/w/site/public/robots.txt', ['/w/site/.git/HEAD', '/w/robotstxt.config.json'])).toBeUndefined();
    expect(await find('/w/site/public/robots.txt', ['/w/site/.git', '/w/site/robotstxt.config.json'])).toBe('/w/site/robotstxt.config.json');
    expect(await find('/w/site/robots.txt', ['/w/package.json', '/w/robotstxt.config.json'])).toBe('/w/robotstxt.config.json');
    expect(await find('/w/site/robots.txt', [])).toBeUndefined();
  });

  it('a folder named robotstxt.config.json is not a configuration file', async () => {
    expect(await find('/w/site/robots.txt', ['/w/site/robotstxt.config.json/x', '/w/robotstxt.config.json'])).toBe('/w/robotstxt.config.json');
  });

  it('loadConfig reads the file found, with its problems; none found is undefined; an unreadable one is a problem', async () => {
    const dir = project({ 'site/robots.txt': '', [CONFIG_FILE_NAME]: '{"preset":"strict","dialect":"nope"}', 'other/robots.txt': '' });
    const loaded = await loadConfig(dir.path('site/robots.txt'));
    expect(loaded).toMatchObject({ path: dir.path(CONFIG_FILE_NAME), config: { preset: 'strict' }, problems: [{ key: 'dialect' }] });
    const inner = project({ 'robots.txt': '' });
    expect(await loadConfig(inner.path('robots.txt'))).toBeUndefined();
    const folder = project({ 'robots.txt': '', [`${CONFIG_FILE_NAME}/x`]: '' });
    expect(await loadConfig(folder.path('robots.txt'))).toBeUndefined();
  });
});

describe('the committed JSON Schema', () => {
  it(`equals what npm run schema writes (${SCHEMA_PATH})`, () => {
    expect(readFileSync(join(ROOT, SCHEMA_PATH), 'utf8'), 'run npm run schema').toBe(configSchema());
  });

  it('lists the rule codes --rule accepts, and every value it allows parses with no problem', () => {
    const schema = JSON.parse(configSchema()) as {
      properties: Record<string, { enum?: string[]; properties?: Record<string, { enum?: string[] }>; propertyNames?: { enum: string[] } }>;
    };
    const { rules, format: formatKeys, dialect, preset } = schema.properties;
    expect([...(rules?.propertyNames?.enum ?? [])].sort()).toEqual(RULES.map((rule) => rule.code).sort());
    for (const value of dialect?.enum ?? []) expect(parseConfig(JSON.stringify({ dialect: value }), 'f').problems).toEqual([]);
    for (const value of preset?.enum ?? []) expect(parseConfig(JSON.stringify({ preset: value }), 'f').problems).toEqual([]);
    for (const [key, option] of Object.entries(formatKeys?.properties ?? {})) {
      for (const value of option.enum ?? [true, false]) expect(parseConfig(JSON.stringify({ format: { [key]: value } }), 'f').problems).toEqual([]);
    }
  });
});

describe('the command line', () => {
  const ROBOTS = 'User-agent: *\nDisalow: /x\nCrawl-delay: 5\nDisallow: /a # a comment\nDisallow: /abc   # another\n';

  it('lint reads the file above the robots.txt: its rule levels apply, its problems are warnings and the run goes on', async () => {
    const dir = project({ 'site/robots.txt': ROBOTS, [CONFIG_FILE_NAME]: JSON.stringify({ rules: { 'unknown-field': 'error' }, presett: 'strict' }) });
    const result = await robotstxt('lint', dir.path('site/robots.txt'));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/2:1 error .*\[unknown-field\]/);
    expect(result.stderr).toBe(
      `robotstxt: warning: ${dir.path(CONFIG_FILE_NAME)}: "presett" is not a setting (did you mean 'preset'?); it was ignored. The settings are dialect, dialects, preset, rules, format.\n`,
    );
    // The flag wins over the file; --no-config reads no file.
    expect((await robotstxt('lint', dir.path('site/robots.txt'), '--rule', 'unknown-field=off')).stdout).not.toContain('[unknown-field]');
    const without = await robotstxt('lint', dir.path('site/robots.txt'), '--no-config');
    expect(without.stdout).toMatch(/2:1 warning .*\[unknown-field\]/);
    expect(without.stderr).toBe('');
  });

  it('check and explain read the dialect from the file; --dialect wins', async () => {
    const dir = project({ 'robots.txt': ROBOTS, [CONFIG_FILE_NAME]: '{"dialect":"google"}' });
    const underGoogle = await robotstxt('check', dir.path('robots.txt'), '--agent', 'foo', '/x');
    expect(underGoogle.stdout).toMatch(/^disallowed .*\(google\)\n$/);
    expect(underGoogle.code).toBe(1);
    expect((await robotstxt('check', dir.path('robots.txt'), '--agent', 'foo', '--dialect', 'rfc9309', '/x')).stdout).toMatch(/^allowed .*\(rfc9309\)\n$/);
    expect((await robotstxt('explain', dir.path('robots.txt'), '--agent', 'foo', '/x', '--format', 'json')).stdout).toContain('"dialect": "google"');
  });

  it('fmt takes the layout from format and the dialect from the file; a flag wins', async () => {
    const dir = project({ 'robots.txt': ROBOTS, [CONFIG_FILE_NAME]: '{"dialect":"google","format":{"alignComments":true,"repairTypos":true}}' });
    const printed = await robotstxt('fmt', dir.path('robots.txt'));
    expect(printed.stdout).toBe(format(ROBOTS, { dialect: 'google', alignComments: true, repairTypos: true }));
    expect(printed.stdout).toContain('Disallow: /x\n');
    const flagged = await robotstxt('fmt', dir.path('robots.txt'), '--dialect', 'all');
    expect(flagged.stdout).toBe(format(ROBOTS, { alignComments: true, repairTypos: true }));
  });

  it('--config FILE applies one file to every input; a missing one is an error (exit 2); --config with --no-config is a usage error', async () => {
    const dir = project({ 'robots.txt': ROBOTS, 'strict.json': '{"dialect":"google"}', [CONFIG_FILE_NAME]: '{"dialect":"1994"}' });
    expect((await robotstxt('check', dir.path('robots.txt'), '--agent', 'foo', '--config', dir.path('strict.json'), '/x')).stdout).toContain('(google)');
    const missing = await robotstxt('check', dir.path('robots.txt'), '--agent', 'foo', '--config', dir.path('nope.json'), '/x');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`--config ${dir.path('nope.json')}: no such file`);
    const both = await robotstxt('lint', dir.path('robots.txt'), '--config', dir.path('strict.json'), '--no-config');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--config FILE and --no-config ask for different things');
  });

  it('a file per folder: each robots.txt takes the nearest one, and a file with problems is reported once', async () => {
    const dir = project({
      'a/robots.txt': ROBOTS,
      'a/b/robots.txt': ROBOTS,
      'c/robots.txt': ROBOTS,
      'a/robotstxt.config.json': '{"rules":{"unknown-field":"off"},"x":1}',
    });
    const result = await robotstxt('lint', dir.dir, '--format', 'json');
    const files = JSON.parse(result.stdout) as { file: string; diagnostics: { code: string }[] }[];
    const flagged = files.filter((file) => file.diagnostics.some((d) => d.code === 'unknown-field')).map((file) => file.file);
    expect(flagged).toEqual([dir.path('c/robots.txt')]);
    expect(result.stderr.match(/"x" is not a setting/g)).toHaveLength(1);
  });

  it('the built program: standard input takes the file of the current folder', async () => {
    const dir = project({ [CONFIG_FILE_NAME]: '{"dialect":"google"}' });
    const result = await runCli(['check', '-', '--agent', 'foo', '/x'], { input: ROBOTS, cwd: dir.dir });
    expect(result.stdout).toContain('(google)');
    expect(result.code).toBe(1);
  });
});
