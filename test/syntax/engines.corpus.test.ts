/**
 * The hand-compiled line scanner (src/syntax/scan.ts) and the `parse` of
 * `robotstxt-toolkit/grammar` find exactly the tokens that the Chevrotain
 * lexer of grammar/ finds, line by line, on every file of the corpus
 * (test/helpers/corpus.ts). engines.test.ts checks random text.
 */
import { describe, expect, it } from 'vitest';
import { parse as parseWithGrammar } from '../../src/grammar.ts';
import { decodeBytes, parse } from '../../src/index.ts';
import { corpusFiles, corpusSets } from '../helpers/corpus.ts';
import { chevrotainLines, treeLines } from './token-lines.ts';

describe('both engines agree with the grammar lexer on every corpus file', () => {
  for (const directory of corpusSets()) {
    it(`corpus/${directory}`, () => {
      const disagreements: string[] = [];
      for (const { name, bytes } of corpusFiles(directory)) {
        const text = decodeBytes(bytes).text;
        const expected = JSON.stringify(chevrotainLines(text));
        if (JSON.stringify(treeLines(parse(text))) !== expected) disagreements.push(`${name} (scanner)`);
        if (JSON.stringify(treeLines(parseWithGrammar(text))) !== expected) disagreements.push(`${name} (grammar engine)`);
      }
      expect(disagreements).toEqual([]);
    }, 120_000);
  }
});
