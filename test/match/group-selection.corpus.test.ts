/**
 * Group selection two ways, the first robot a compiled file is asked about
 * (one pass over the groups) and later robots (the token index), pick the
 * same groups on every file of the corpus's top sites (test/helpers/corpus.ts)
 * for the bench's robots; group-selection.test.ts checks generated files.
 */
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/index.ts';
import { compactModel } from '../../src/model/compact.ts';
import { corpusFiles, corpusSet } from '../helpers/corpus.ts';
import { bothWays } from './group-selection-both-ways.ts';

describe('group selection: the first robot (one pass) and later robots (the index) agree', () => {
  for (const google of [false, true]) {
    const dialect = google ? 'google' : 'rfc9309';
    it(`${dialect}: on every corpus file, for the bench's robots`, () => {
      const tokens = google ? ['Googlebot', 'bingbot', 'NoSuchRobot', 'Googlebot-Image', ''] : ['googlebot', 'bingbot', 'NoSuchRobot', 'Baiduspider', ''];
      for (const { name, bytes } of corpusFiles(corpusSet('top-sites'))) {
        const model = compactModel(parse(bytes), dialect);
        for (const token of tokens) {
          const { pass, indexed } = bothWays(model, token, google);
          if (pass !== indexed) expect({ name, token, pass }).toEqual({ name, token, pass: indexed });
        }
      }
    });
  }
});
