/**
 * `robotstxt-toolkit/prettier`, tested by running Prettier itself:
 * its API with the plugin loaded from source and from the built ES module
 * and CommonJS files, and its CLI on a directory whose `.prettierrc` names
 * the built plugin. The plugin must give what `format()` gives, with the
 * options mapped as src/prettier.ts documents.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import type { Plugin } from 'prettier';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { format, type FormatOptions } from '../../src/format/format.ts';
import * as plugin from '../../src/prettier.ts';
import { ROOT, tempDir } from '../cli/run-cli.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

// The module's namespace satisfies Prettier's own plugin type (checked by `npm run typecheck`).
const asPrettierPlugin: Plugin = plugin;

const MESSY =
  'User-agent: *  \nDisallow: /private/ # keep out \n\n\nUser-agent: FooBot\nDisallow: /\nSitemap: https://example.com/s.xml\nSitemap: https://example.com/s.xml';
const CRLF = MESSY.replace(/\n/g, '\r\n');

const run = (text: string, options: prettier.Options = {}): Promise<string> =>
  prettier.format(text, { parser: 'robots-txt', plugins: [asPrettierPlugin], ...options });

describe('the plugin through Prettier (loaded from source)', () => {
  it('formats as format() does; the default endOfLine lf turns CRLF into LF as format() does', async () => {
    expect(await run(MESSY)).toBe(format(MESSY));
    expect(await run(CRLF)).toBe(format(CRLF));
    expect(await run('')).toBe(format(''));
  });

  it('is idempotent through Prettier, and prettier.check passes on its output', async () => {
    const once = await run(CRLF);
    expect(await run(once)).toBe(once);
    expect(await prettier.check(once, { parser: 'robots-txt', plugins: [plugin] })).toBe(true);
    expect(await prettier.check(MESSY, { parser: 'robots-txt', plugins: [plugin] })).toBe(format(MESSY) === MESSY);
  });

  it('is chosen for robots.txt (any case) and *.robots.txt, and for no other file', async () => {
    for (const filepath of ['robots.txt', 'public/robots.txt', 'ROBOTS.TXT', 'staging.robots.txt']) {
      expect((await prettier.getFileInfo(filepath, { plugins: [plugin] })).inferredParser, filepath).toBe('robots-txt');
      expect(await prettier.format(MESSY, { filepath, plugins: [plugin] })).toBe(format(MESSY));
    }
    for (const filepath of ['robots.txt.bak', 'notrobots.txt', 'humans.txt']) {
      expect((await prettier.getFileInfo(filepath, { plugins: [plugin] })).inferredParser, filepath).toBeNull();
    }
    const info = await prettier.getSupportInfo({ plugins: [plugin] });
    expect(info.languages.find((language) => language.name === 'robots-txt')).toMatchObject({ parsers: ['robots-txt'], filenames: ['robots.txt'] });
  });

  const cases: [prettier.Options, FormatOptions][] = [
    [{ robotsTxtDialect: 'all' }, {}],
    [{ robotsTxtDialect: 'google' }, { dialect: 'google' }],
    [{ robotsTxtDialect: 'revisited-1996' }, { dialect: 'revisited-1996' }],
    [{ robotsTxtAlignComments: true }, { alignComments: true }],
    [{ robotsTxtSitemapsAtEnd: true }, { sitemapsAtEnd: true }],
    [{ robotsTxtRemoveDuplicates: true }, { removeDuplicates: true }],
    [
      { robotsTxtRepairTypos: true, robotsTxtDialect: 'google' },
      { repairTypos: true, dialect: 'google' },
    ],
    [{ robotsTxtSort: true }, { sort: true }],
  ];
  it.each(cases.map(([options, expected]) => [JSON.stringify(options), options, expected] as const))(
    'option %s maps to FormatOptions',
    async (_name, options, expected) => {
      expect(await run(MESSY, options)).toBe(format(MESSY, expected));
    },
  );

  it('an unknown dialect is refused by Prettier with the choices', async () => {
    await expect(run(MESSY, { robotsTxtDialect: 'rfc9310' })).rejects.toThrow(/robotsTxtDialect.*rfc9310/s);
  });

  it("line ends are Prettier's endOfLine: crlf, cr, and auto (the file's own, as lineEnding preserve)", async () => {
    expect(await run(MESSY, { endOfLine: 'crlf' })).toBe(format(MESSY, { lineEnding: 'crlf' }));
    expect(await run(CRLF, { endOfLine: 'auto' })).toBe(format(CRLF, { lineEnding: 'preserve' }));
    expect(await run(MESSY, { endOfLine: 'auto' })).toBe(format(MESSY, { lineEnding: 'preserve' }));
    expect(await run(MESSY, { endOfLine: 'cr' })).toBe(format(MESSY).replace(/\n/g, '\r'));
  });

  it('a byte-order mark is kept, as Prettier keeps it for every language; the rest is format() of the text after it', async () => {
    expect(await run(`\uFEFF${MESSY}`)).toBe(`\uFEFF${format(MESSY)}`);
  });

  it('requirePragma: only files with a # @format or # @prettier comment at the top are formatted', async () => {
    expect(await run(MESSY, { requirePragma: true })).toBe(MESSY);
    const marked = `# @format\n${MESSY}`;
    expect(await run(marked, { requirePragma: true })).toBe(format(marked));
    const later = `# robots\n\n#   @prettier\n${MESSY}`;
    expect(await run(later, { requirePragma: true })).toBe(format(later));
    const tooLate = `User-agent: *\n# @format\n${MESSY}`;
    expect(await run(tooLate, { requirePragma: true })).toBe(tooLate);
  });

  it('text holding U+FFFD or NUL (a file Prettier could not read as UTF-8) is refused with a located SyntaxError, never formatted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.constantFrom('\uFFFD', '\u0000'), fc.string(), async (before, mark, after) => {
        const text = `${before}${mark}${after}`;
        const error: unknown = await run(text).then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
        expect(error).toBeInstanceOf(SyntaxError);
        expect((error as { loc?: { start?: { line?: number } } }).loc?.start?.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: propertyRuns(50, 0.01) },
    );
  });
});

describe('the built plugin (dist/esm/prettier.js, dist/cjs/prettier.js)', () => {
  const esm = join(ROOT, 'dist', 'esm', 'prettier.js');
  const cjs = join(ROOT, 'dist', 'cjs', 'prettier.js');

  it('both builds load into Prettier and format as the source does', async () => {
    if (!existsSync(esm)) throw new Error('dist/esm/prettier.js is missing: run `npm run build` first (`npm test` does).');
    const fromEsm = (await import(pathToFileURL(esm).href)) as Plugin;
    const fromCjs = createRequire(import.meta.url)(cjs) as Plugin;
    for (const built of [fromEsm, fromCjs, esm, cjs]) {
      expect(await prettier.format(CRLF, { filepath: 'robots.txt', plugins: [built], robotsTxtDialect: 'google' })).toBe(format(CRLF, { dialect: 'google' }));
    }
  });
});

describe('the Prettier CLI with a .prettierrc naming the built plugin', () => {
  const dir = tempDir();
  afterAll(() => dir.cleanup());
  const PRETTIER = join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const prettierCli = (args: readonly string[], input?: string): { status: number | null; stdout: string; stderr: string } =>
    // No colour, whatever the environment says (CI=true makes Prettier colour its output).
    spawnSync(process.execPath, [PRETTIER, ...args], {
      cwd: dir.dir,
      encoding: 'utf8',
      input: input ?? '',
      timeout: 60_000,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });

  it('prettier --check . finds the robots.txt files, --write . formats them as format() with the configured options, --stdin-filepath too', () => {
    writeFileSync(
      dir.path('.prettierrc'),
      `${JSON.stringify({ plugins: [join(ROOT, 'dist', 'esm', 'prettier.js')], robotsTxtDialect: 'google', endOfLine: 'lf' })}\n`,
    );
    writeFileSync(dir.path('.prettierignore'), '.prettierrc\n');
    mkdirSync(dir.path('site'));
    mkdirSync(dir.path('node_modules/pkg'), { recursive: true });
    writeFileSync(dir.path('robots.txt'), CRLF);
    writeFileSync(dir.path('site/staging.robots.txt'), MESSY);
    writeFileSync(dir.path('node_modules/pkg/robots.txt'), MESSY);
    writeFileSync(dir.path('notes.txt'), MESSY);
    const expected = format(CRLF, { dialect: 'google' });

    const check = prettierCli(['--check', '.']);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('[warn] robots.txt');
    expect(check.stderr).toContain('[warn] site/staging.robots.txt');
    expect(check.stderr).not.toContain('node_modules');
    expect(check.stderr).not.toContain('notes.txt');

    const write = prettierCli(['--write', '.']);
    expect(write.status, write.stderr).toBe(0);
    expect(readFileSync(dir.path('robots.txt'), 'utf8')).toBe(expected);
    expect(readFileSync(dir.path('site/staging.robots.txt'), 'utf8')).toBe(format(MESSY, { dialect: 'google' }));
    expect(readFileSync(dir.path('node_modules/pkg/robots.txt'), 'utf8')).toBe(MESSY);
    expect(readFileSync(dir.path('notes.txt'), 'utf8')).toBe(MESSY);
    expect(prettierCli(['--check', '.']).status).toBe(0);

    // What an editor does on save: the text on stdin, the file's path for the parser and the configuration.
    const stdin = prettierCli(['--stdin-filepath', 'robots.txt'], CRLF);
    expect(stdin.stdout).toBe(expected);
  }, 120_000);

  it('prettier --write leaves a Latin-1 file and UTF-16 files (LE and BE, with a BOM) byte for byte as they were, and says why', () => {
    const encodings = tempDir();
    try {
      writeFileSync(encodings.path('.prettierrc'), `${JSON.stringify({ plugins: [join(ROOT, 'dist', 'esm', 'prettier.js')] })}\n`);
      writeFileSync(encodings.path('.prettierignore'), '.prettierrc\n');
      const latin1 = Buffer.from(`User-agent: *  \nDisallow: /caf\u00e9/\n\n\nAllow: /\n`, 'latin1');
      const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(MESSY, 'utf16le')]);
      const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(MESSY, 'utf16le').swap16()]);
      const files: [string, Buffer, RegExp][] = [
        ['latin1.robots.txt', latin1, /not valid UTF-8.*left alone/],
        ['le.robots.txt', utf16le, /UTF-16 \(little-endian.*left alone/],
        ['be.robots.txt', utf16be, /UTF-16 \(big-endian.*left alone/],
      ];
      for (const [name, bytes] of files) writeFileSync(encodings.path(name), bytes);
      const prettierIn = (args: readonly string[]): { status: number | null; stderr: string } =>
        spawnSync(process.execPath, [join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), ...args], {
          cwd: encodings.dir,
          encoding: 'utf8',
          timeout: 60_000,
          env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
        });
      const write = prettierIn(['--write', '.']);
      expect(write.status, write.stderr).toBe(2);
      for (const [name, bytes, why] of files) {
        expect(readFileSync(encodings.path(name)).equals(bytes), name).toBe(true);
        const said = write.stderr.split('\n').find((line) => line.startsWith(`[error] ${name}: SyntaxError:`));
        expect(said, write.stderr).toMatch(why);
      }
      expect(prettierIn(['--check', '.']).status).toBe(2);
    } finally {
      encodings.cleanup();
    }
  }, 120_000);
});
