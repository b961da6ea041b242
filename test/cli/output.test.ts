import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { automaticThreads, WORKER_THRESHOLD } from '../../src/cli/check/batch/batch.ts';
import { ProgressBar } from '../../src/cli/check/batch/progress.ts';
import { globToRegExp } from '../../src/cli/io/walk.ts';
import { groupDigits, JsonListWriter, makeColors, Output, printable, wantsColor, writeJson } from '../../src/cli/io/output.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

/** A stand-in for process.stderr that records what is written. */
function fakeStream(isTTY: boolean): NodeJS.WriteStream & { written: string[] } {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) > 0 } as unknown as NodeJS.WriteStream & { written: string[] };
}

describe('colour decision', () => {
  it('follows the terminal, NO_COLOR, FORCE_COLOR and --no-color', () => {
    expect(wantsColor({ isTTY: true }, {}, false)).toBe(true);
    expect(wantsColor({ isTTY: false }, {}, false)).toBe(false);
    expect(wantsColor({ isTTY: true }, { NO_COLOR: '1' }, false)).toBe(false);
    // no-color.org: an empty NO_COLOR does not count.
    expect(wantsColor({ isTTY: true }, { NO_COLOR: '' }, false)).toBe(true);
    expect(wantsColor({ isTTY: true }, {}, true)).toBe(false);
    expect(wantsColor({ isTTY: false }, { FORCE_COLOR: '1' }, false)).toBe(true);
    expect(wantsColor({ isTTY: false }, { FORCE_COLOR: '0' }, false)).toBe(false);
  });
});

describe('printable', () => {
  it('escapes control characters except tab', () => {
    expect(printable('a\u001b[31mb\tc\r\n\u0085')).toBe('a\\x1b[31mb\tc\\x0d\\x0a\\x85');
  });
});

describe('Output', () => {
  it('stderr writes flush stdout first, so lines keep their order', () => {
    const out = fakeStream(false);
    const err = fakeStream(false);
    const stdout = new Output(out, makeColors(false));
    const stderr = new Output(err, makeColors(false), stdout);
    stdout.line('one');
    expect(out.written).toEqual([]);
    stderr.line('note');
    expect(out.written).toEqual(['one\n']);
    expect(err.written).toEqual(['note\n']);
  });
});

describe('ProgressBar', () => {
  it('draws on one line with \\r and erases itself', () => {
    const err = fakeStream(true);
    const bar = new ProgressBar(new Output(err, makeColors(false)), 4);
    bar.advance();
    bar.advance(3);
    bar.clear();
    expect(err.written[0]).toMatch(/^\r█{8}░{22} 1\/4 files$/);
    expect(err.written.at(-2)).toMatch(/^\r█{30} 4\/4 files$/);
    expect(err.written.at(-1)).toBe('\r\u001b[2K');
  });
});

describe('globToRegExp', () => {
  it.each([
    ['*.txt', 'a.txt', true],
    ['*.txt', 'd/a.txt', false],
    ['**/*.txt', 'a.txt', true],
    ['**/*.txt', 'd/e/a.txt', true],
    ['d/**', 'd/e/f', true],
    ['site-?.txt', 'site-1.txt', true],
    ['site-?.txt', 'site-10.txt', false],
    ['[ab]*.txt', 'b1.txt', true],
    ['[!ab]*.txt', 'b1.txt', false],
    ['{one,two}.txt', 'two.txt', true],
    ['{one,two}.txt', 'three.txt', false],
    ['a+b(c).txt', 'a+b(c).txt', true],
  ])('%s matches %s: %s', (glob, path, expected) => {
    expect(globToRegExp(glob).test(path)).toBe(expected);
  });
});

describe('automaticThreads', () => {
  it('adds worker threads only for big batches on idle CPUs: at most one per 300 files, one per two idle CPUs and 8 in all', () => {
    expect(automaticThreads(WORKER_THRESHOLD, 8, 0)).toBe(1);
    expect(automaticThreads(WORKER_THRESHOLD + 1, 1, 0)).toBe(1);
    expect(automaticThreads(600, 8, 0)).toBe(2);
    expect(automaticThreads(4231, 4, 0)).toBe(2);
    expect(automaticThreads(4231, 16, 0)).toBe(8);
    expect(automaticThreads(4231, 64, 0)).toBe(8);
    // Two CPUs: one thread and its optimising compiler keep both busy; a worker only adds the compiler's work again.
    expect(automaticThreads(4231, 2, 0)).toBe(1);
    expect(automaticThreads(4231, 3, 0)).toBe(1);
    // Other processes keep the CPUs busy: a worker would only time-share a core.
    expect(automaticThreads(4231, 2, 1.6)).toBe(1);
    expect(automaticThreads(4231, 2, 7)).toBe(1);
    expect(automaticThreads(4231, 8, 3.6)).toBe(2);
    expect(automaticThreads(4231, 8, 5.2)).toBe(1);
  });
});

describe('groupDigits', () => {
  it('writes integers as toLocaleString("en-US") does, without loading ICU', () => {
    expect(groupDigits(512_000)).toBe('512,000');
    expect(groupDigits(999)).toBe('999');
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()), (value) => {
        expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});

describe('JSON output', () => {
  const values = [[], [{ a: 1 }], [{ a: 1 }, 'two', [3], null]];

  it.each(values.map((list) => [list.length, list] as const))('json: %i values make one array, written in whole lines', (_n, list) => {
    const stream = fakeStream(false);
    const out = new Output(stream, makeColors(false));
    const writer = new JsonListWriter(out, 'json');
    for (const value of list) {
      writer.item(value);
      out.flush();
      // Whatever has been written so far ends a line: a note on stderr never lands mid-line.
      expect(stream.written.join('')).toMatch(/(^|\n)$/);
    }
    writer.end();
    out.flush();
    expect(JSON.parse(stream.written.join('')) as unknown).toEqual(list);
  });

  it('jsonl: one compact value per line; writeJson: one document, indented for json and on one line for jsonl', () => {
    const stream = fakeStream(false);
    const out = new Output(stream, makeColors(false));
    const writer = new JsonListWriter(out, 'jsonl');
    writer.item({ a: 1 });
    writer.itemText('[2]');
    writer.end();
    writeJson(out, { b: [1] }, 'json');
    writeJson(out, { b: [1] }, 'jsonl');
    out.flush();
    expect(stream.written.join('')).toBe('{"a":1}\n[2]\n{\n  "b": [\n    1\n  ]\n}\n{"b":[1]}\n');
  });
});
