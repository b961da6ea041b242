/**
 * The one directory walker (src/cli/walk.ts) and the three ways the commands
 * use it: `check --files` (hidden entries skipped), `fmt` (Prettier's skipped
 * folders, robots.txt names) and `lint` (regular files, depth-first order).
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_WALK, expandFilePatterns } from '../../src/cli/batch/files.ts';
import { expandTargets } from '../../src/cli/fmt/targets.ts';
import { expandOperand } from '../../src/cli/lint-files.ts';
import { globWalk, walkFiles } from '../../src/cli/walk.ts';
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
    // The walker normalises the directory once and appends names (src/cli/walk.ts): it must print what `join` would.
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
    await expect(walkFiles(at('a.txt'), BATCH_WALK)).rejects.toThrow(/a part of the path is not a directory/);
  });
});

describe('the commands walk the same tree their own way', () => {
  it('check --files: every file, hidden files and folders skipped, links read as files, in path order', async () => {
    expect(names(await expandFilePatterns([tree.dir]))).toEqual([
      'a.txt',
      'a/robots.txt',
      'a/z.txt',
      'b/Shop.Robots.TXT',
      'link-to-dir',
      'link-to-file.txt',
      'node_modules/pkg/robots.txt',
      'notes.md',
    ]);
    expect(names(await expandFilePatterns([`${tree.dir}/**/*.txt`]))).toEqual([
      'a.txt',
      'a/robots.txt',
      'a/z.txt',
      'link-to-file.txt',
      'node_modules/pkg/robots.txt',
    ]);
  });

  it('fmt: robots.txt names, node_modules and version-control folders skipped, other dot folders walked', async () => {
    expect(paths(await expandTargets([tree.dir]))).toEqual(['.well-known/robots.txt', 'a/robots.txt', 'b/Shop.Robots.TXT']);
    expect(paths(await expandTargets([`${tree.dir}/**/robots.txt`]))).toEqual(['.well-known/robots.txt', 'a/robots.txt']);
  });

  it('lint: regular .txt files (no links), node_modules and .git skipped, depth first', async () => {
    expect(paths(await expandOperand(tree.dir))).toEqual([
      '.hidden.txt',
      '.svn/robots.txt',
      '.well-known/robots.txt',
      'a/robots.txt',
      'a/z.txt',
      'a.txt',
      'b/Shop.Robots.TXT',
    ]);
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
