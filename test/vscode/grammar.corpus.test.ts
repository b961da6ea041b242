/**
 * The extension's TextMate grammar on real files: every line of a sample of
 * the corpus (every file under `npm run fuzz`), tokenised as VS Code
 * tokenises an open file (line by line, the state carried on), has the toolkit
 * parser's field name, colon and comment, and tokens that cover the line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { IGrammar } from 'vscode-textmate';
import { decodeBytes } from '../../src/index.ts';
import { FUZZING } from '../helpers/arbitraries.ts';
import { corpusFiles, corpusSets } from '../helpers/corpus.ts';
import { disagreements, loadGrammar, tokenizeLines } from './textmate.ts';

/** One file in `STRIDE` of each set (sorted by name), unless fuzzing. */
const STRIDE = FUZZING ? 1 : 40;

let grammar: IGrammar;
beforeAll(async () => {
  grammar = await loadGrammar();
});

describe.each(corpusSets())('the grammar on the corpus set %s', (set) => {
  it('agrees with the toolkit parser on every line of the sampled files', () => {
    const files = corpusFiles(set).filter((_, index) => index % STRIDE === 0);
    let lines = 0;
    const found: string[] = [];
    for (const { name, bytes } of files) {
      // VS Code drops a BOM and breaks lines at CR LF, CR and LF, as the toolkit does.
      const text = decodeBytes(bytes).text.replace(/^\uFEFF/, '');
      const fileLines = text.split(/\r\n|\r|\n/);
      const tokens = tokenizeLines(grammar, fileLines);
      fileLines.forEach((line, index) => {
        for (const problem of disagreements(line, tokens[index]!)) if (found.length < 20) found.push(`${name}:${index + 1}: ${problem}`);
      });
      lines += fileLines.length;
    }
    expect(found).toEqual([]);
    expect(lines).toBeGreaterThan(files.length);
  });
});
