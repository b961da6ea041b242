/**
 * Light import: the root entry point and the CLI load Chevrotain only when the
 * grammar engine is asked for (`robotstxt-toolkit/grammar`, `robotstxt parse
 * --engine grammar`). Read off the built files' import graphs (every import in
 * them is static or a string literal), and checked by running the CLI.
 *
 * Needs the build (`npm test` builds first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.ts';
import { repoPath } from '../helpers/paths.ts';
import { packagesReachedFrom } from './import-graph.ts';

const isGrammarChunk = (file: string): boolean => /[\\/]grammar-[^\\/]+\.js$/.test(file);
/** The CLI's chunk of the meta readers (`page`, `meta`): the one chunk that imports the HTML tokenizer. */
const isMetaChunk = (file: string): boolean =>
  /[\\/]cli-chunks[\\/][^\\/]+\.js$/.test(file) && /from\s*"htmlparser2"/.test(readFileSync(repoPath(`dist/cli-chunks/${basename(file)}`), 'utf8'));

describe('the library never loads Chevrotain unless asked', () => {
  it('the root entry imports no package; the grammar entry imports Chevrotain', () => {
    expect(packagesReachedFrom(repoPath('dist/esm/index.js'))).toEqual([]);
    expect(packagesReachedFrom(repoPath('dist/esm/grammar.js'))).toEqual(['chevrotain']);
    // The HTML tokenizer of the meta entry (docs/meta.md) stays out of the root too.
    expect(packagesReachedFrom(repoPath('dist/esm/meta.js'))).toEqual(['htmlparser2']);
    // The editor answers run in the browser playground: no package either.
    expect(packagesReachedFrom(repoPath('dist/esm/editor.js'))).toEqual([]);
  });

  it('the CLI reaches Chevrotain only through the grammar engine’s chunk, htmlparser2 only through the meta chunk', () => {
    const grammarChunks = readdirSync(repoPath('dist/cli-chunks')).filter((name) => isGrammarChunk(`/${name}`));
    const metaChunks = readdirSync(repoPath('dist/cli-chunks')).filter((name) => name.endsWith('.js') && isMetaChunk(`/cli-chunks/${name}`));
    expect(grammarChunks).toHaveLength(1);
    expect(metaChunks).toHaveLength(1);
    const skip = (file: string): boolean => isGrammarChunk(file) || isMetaChunk(file);
    expect(packagesReachedFrom(repoPath('dist/cli.js'), skip)).toEqual([]);
    expect(packagesReachedFrom(repoPath('dist/cli-worker.js'), skip)).toEqual([]);
    expect(packagesReachedFrom(repoPath(`dist/cli-chunks/${grammarChunks[0]}`))).toEqual(['chevrotain']);
    expect(packagesReachedFrom(repoPath(`dist/cli-chunks/${metaChunks[0]}`))).toEqual(['htmlparser2']);
  });
});

describe('robotstxt parse --engine', () => {
  it('grammar gives the scanner’s tree, token for token', async () => {
    const file = repoPath('examples/faq-webcrawler-lycra.as-scraped.txt');
    const scanned = await runCli(['parse', file, '--json']);
    const viaGrammar = await runCli(['parse', file, '--json', '--engine', 'grammar']);
    expect(viaGrammar.code).toBe(0);
    expect(viaGrammar.stdout).toBe(scanned.stdout);
  });

  it('names the two engines when given another', async () => {
    const result = await runCli(['parse', repoPath('examples/faq-webcrawler-lycra.as-scraped.txt'), '--engine', 'chevrotain']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--engine must be scanner or grammar');
  });
});
