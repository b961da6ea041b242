/**
 * `compileMatcher` answers `isAllowed` and `isDisallowed` exactly as
 * `compile` does on a sample of the corpus (test/helpers/corpus.ts), under
 * every dialect and option, bound and unbound; matcher.test.ts checks
 * generated files.
 */
import { describe, expect, it } from 'vitest';
import { corpusFiles, corpusSets } from '../helpers/corpus.ts';
import { disagreements, urlsOf } from './matcher-agreement.ts';

describe('compileMatcher answers as compile does', () => {
  it('on every 8th file of corpus/top-sites and every 4th of corpus/real (every 4th of another folder), under every dialect and option', () => {
    const failures: string[] = [];
    const sample = corpusSets().flatMap((set) => corpusFiles(set).filter((_, i) => i % (set === 'top-sites' ? 8 : 4) === 0));
    for (const { name, bytes } of sample) {
      const text = new TextDecoder().decode(bytes);
      for (const problem of disagreements(bytes, urlsOf(text))) failures.push(`${name}: ${problem}`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
