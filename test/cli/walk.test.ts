/**
 * The one directory walker (src/cli/io/walk.ts) and the one meaning of a
 * directory or a glob operand (src/cli/io/files.ts) that `check --files`,
 * `fmt` and `lint` share.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandOperands, OPERAND_WALK } from '../../src/cli/io/files.ts';
import { globWalk, walkFiles } from '../../src/cli/io/walk.ts';
import { tempDir } from './run-cli.ts';

const tree = tempDir();
const at = (...parts: string[]): string => join(tree.dir, ...parts);
const names = (files: readonly string[]): string[] => files.map((file) => relative(tree.dir, file).split('\\').join('/'));
const paths = (targets: readonly { path: string }[]): string[] => names(targets.map((target) => target.path));

beforeAll(() => {
  const files = [
    'a.txt',
    'a/z.txt',
    'a/robots.txt',
    'b/Shop.Robots.TXT',
    '.hidden.txt',
    '.well-known/robots.txt',
    'node_modules/pkg/robots.txt',
    '.git/robots.txt',
    '.svn/robots.txt',
    'notes.md',
  ];
  for (const file of files) {
    mkdirSync(join(tree.dir, file, '..'), { recursive: true });
    writeFileSync(at(file), 'User-agent: *\nDisallow: /x\n');
  }
  symlinkSync('a.txt', at('link-to-file.txt'));
  // A link to a directory is never walked into (a cycle cannot make a walk endless).
  symlinkSync('.', at('link-to-dir'));
});
afterAll(() => tree.cleanup());

describe('walkFiles', () => {
  it('path order sorts the whole list as strings; tree order goes depth first, each directory by name', async () => {
    const all = { skipDirectory: () => false, links: false } as const;
    const byPath = names(await walkFiles(tree.dir, { ...all, order: 'path' }));
    const byTree = names(await walkFiles(tree.dir, { ...all, order: 'tree' }));
    expect(byPath.indexOf('a.txt')).toBeLessThan(byPath.indexOf('a/robots.txt'));
    expect(byTree.indexOf('a/robots.txt')).toBeLessThan(byTree.indexOf('a.txt'));
    expect([...byPath].sort()).toEqual([...byTree].sort());
  });

  it('links are files only when asked, and are never followed into directories', async () => {
    const options = { skipDirectory: () => false, order: 'path' } as const;
    expect(names(await walkFiles(tree.dir, { ...options, links: true }))).toEqual(expect.arrayContaining(['link-to-file.txt', 'link-to-dir']));
    const withoutLinks = names(await walkFiles(tree.dir, { ...options, links: false }));
    expect(withoutLinks.filter((file) => file.startsWith('link-'))).toEqual([]);
  });

  it('each path is the directory joined with the name, however the directory is spelt', async () => {
    // The walker normalises the directory once and appends names (src/cli/io/walk.ts): it must print what `join` would.
    const all = { skipDirectory: () => false, links: false, order: 'path' } as const;
    const parent = join(tree.dir, '..');
    const base = relative(parent, tree.dir);
    const spellings = [tree.dir, `${tree.dir}/`, `${tree.dir}//`, `${tree.dir}/./`, join(tree.dir, 'a', '..'), `${tree.dir}/a/../`];
    for (const dir of spellings) {
      const files = await walkFiles(dir, all);
      expect(files.length).toBeGreaterThan(5);
      for (const file of files) expect(file).toBe(join(dir, relative(tree.dir, file)));
    }
    // A relative directory stays relative, as `join` leaves it.
    const cwd = process.cwd();
    try {
      process.chdir(parent);
      for (const dir of [base, `./${base}`, `${base}/`, `./${base}/./a/..`]) {
        for (const file of await walkFiles(dir, all)) expect(file).toBe(join(dir, relative(base, file)));
      }
      process.chdir(tree.dir);
      expect(await walkFiles('.', { ...all, order: 'path' })).toContain('a.txt');
      expect(await walkFiles('./', { ...all, order: 'path' })).toContain(join('a', 'z.txt'));
    } finally {
      process.chdir(cwd);
    }
  });

  it('an unreadable directory is an error that names it', async () => {
    await expect(walkFiles(at('a.txt'), OPERAND_WALK)).rejects.toThrow(/a part of the path is not a directory/);
  });
});

describe('a directory or a glob means the same files to every command (check --files, fmt, lint)', () => {
  it('a directory: the files named robots.txt or *.robots.txt, node_modules and version-control folders skipped, other dot folders walked, in path order', async () => {
    expect(paths(await expandOperands([tree.dir]))).toEqual(['.well-known/robots.txt', 'a/robots.txt', 'b/Shop.Robots.TXT']);
  });

  it('a glob: every file it matches whatever its name, links to files read, the same folders skipped', async () => {
    expect(paths(await expandOperands([`${tree.dir}/**/robots.txt`]))).toEqual(['.well-known/robots.txt', 'a/robots.txt']);
    expect(paths(await expandOperands([`${tree.dir}/**/*.txt`]))).toEqual([
      '.hidden.txt',
      '.well-known/robots.txt',
      'a.txt',
      'a/robots.txt',
      'a/z.txt',
      'link-to-file.txt',
    ]);
  });

  it('a directory without robots.txt files, or a glob that matches nothing, is an error that says what a directory means', async () => {
    mkdirSync(at('empty'), { recursive: true });
    await expect(expandOperands([at('empty')])).rejects.toThrow(
      /no robots\.txt files under .*: a directory means the files named robots\.txt or \*\.robots\.txt/,
    );
    await expect(expandOperands([`${tree.dir}/*.json`])).rejects.toThrow(/no files match/);
  });
});

describe('globWalk', () => {
  it('walks from the fixed leading directories and tests the rest of the glob', () => {
    const walk = globWalk('sites/eu/**/robots.{txt,TXT}');
    expect(walk.base).toBe('sites/eu');
    expect(walk.matches('sites/eu/robots.txt')).toBe(true);
    expect(walk.matches('sites/eu/fr/paris/robots.TXT')).toBe(true);
    expect(walk.matches('sites/eu/fr/robots.md')).toBe(false);
    expect(globWalk('*.txt').base).toBe('.');
    expect(globWalk('/srv/*/robots.txt').base).toBe('/srv');
  });
});
