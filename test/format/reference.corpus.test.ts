/**
 * The formatter of `src/format/format.ts` gives exactly what the formatter as
 * first written gives (`reference-format.ts`) on every file of the corpus
 * (test/helpers/corpus.ts); reference.test.ts checks generated files.
 */
import { describe, it } from 'vitest';
import type { FormatOptions } from '../../src/index.ts';
import { corpusFiles as filesOf, corpusSets } from '../helpers/corpus.ts';
import { EVERY_OPTION, expectSameAsReference } from './same-as-reference.ts';

/** Every file of the corpus, as bytes (so that Latin-1 and UTF-16 files are decoded as `parse` decodes them). */
function corpusFiles(): { name: string; bytes: Uint8Array }[] {
  return corpusSets().flatMap((directory) => filesOf(directory).map(({ name, bytes }) => ({ name: `${directory}/${name}`, bytes })));
}

/**
 * No dialect (every grouping, Google's reading, the parse limit), and every
 * option under google (typos repaired, sorted) and rfc9309 (the parse limit).
 * The generated files of reference.test.ts cover every option set.
 */
const CORPUS_OPTION_SETS: readonly FormatOptions[] = [{}, { ...EVERY_OPTION, dialect: 'google' }, { ...EVERY_OPTION, dialect: 'rfc9309' }];

describe('format equals the formatter as first written', () => {
  it('on every corpus file, with no dialect, and with every option under google and rfc9309', () => {
    const files = corpusFiles();
    let checks = 0;
    for (const options of CORPUS_OPTION_SETS) {
      for (const file of files) {
        expectSameAsReference(file.bytes, options, `${file.name} ${JSON.stringify(options)}`);
        checks++;
      }
    }
    console.log(`format = reference: ${files.length} corpus files × ${CORPUS_OPTION_SETS.length} option sets = ${checks} checks`);
  });
});
