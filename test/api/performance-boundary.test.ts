/**
 * Engine-level speed work stays in the measured core (docs/performance.md, "The measured core"):
 * outside its files, no comment or name speaks of the engine's internals (V8, hidden classes,
 * shapes kept alive, deoptimization, pretenuring, megamorphic sites, elements kinds, optimised
 * code), and no module keeps a typed array at module level to reuse from call to call. The
 * readable references (`*.reference.ts`) are outside the core: plain code too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** The measured core, relative to src/ (docs/performance.md, docs/architecture.md). */
const CORE = new Set([
  'syntax/scan.ts',
  'match/rule-index.ts',
  'match/pattern.ts',
  'match/path-automaton.ts',
  'match/url.ts',
  'match/percent.ts',
  'model/build.ts',
  'model/compact.ts',
]);

/** Files outside the core that may speak of the engine, and why. */
const ALLOWED: Readonly<Record<string, string>> = {
  'match/warm-up.ts': 'the documented opt-in for long-running processes, which says what it keeps alive and why',
};

/** Module-level typed arrays outside the core that are not scratch space, and why. */
const TYPED_ARRAYS_ALLOWED: Readonly<Record<string, string>> = {
  'cli/check/batch/worker.ts': "a view of the batch's shared work cursor, which the threads advance with Atomics",
  'cli/io/source.ts': 'the read buffer batch runs read files into, whose bytes a caller may borrow until the next read (an I/O buffer, as a stream has)',
};

const ENGINE_MARKERS =
  /\bV8\b|pretenur|hidden class|deoptimi[sz]|megamorphic|polymorphic|elements kinds?\b|inline cache|optimi[sz]ed code|turbofan|sparkplug|maglev|shapes? (?:are |is )?(?:kept )?alive|keep\w*Shapes?Alive/i;

/** A typed array made or declared at module level (a top-level `const`/`let`), other than an empty one. */
const MODULE_TYPED_ARRAY =
  /^(?:export\s+)?(?:const|let|var)\s+\w+[^=]*(?:=\s*new\s+(?:Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array\((?!0\))|:\s*[^=;]*\b(?:Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array\b)/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

const FILES = sourceFiles(SRC);
const OUTSIDE_CORE = FILES.filter((file) => !CORE.has(file));

/** `file:line: text` for each line of `file` matching `pattern`. */
function hits(file: string, pattern: RegExp): string[] {
  return readFileSync(path.join(SRC, file), 'utf8')
    .split('\n')
    .flatMap((text, i) => (pattern.test(text) ? [`${file}:${i + 1}: ${text.trim()}`] : []));
}

describe('the performance boundary', () => {
  it('names core files that exist, and reads the rest of src/', () => {
    expect([...CORE].filter((file) => !FILES.includes(file))).toEqual([]);
    expect(OUTSIDE_CORE.length).toBeGreaterThan(100);
  });

  it('outside the core, nothing speaks of the engine’s internals (but the documented opt-in)', () => {
    expect(OUTSIDE_CORE.filter((file) => ALLOWED[file] === undefined).flatMap((file) => hits(file, ENGINE_MARKERS))).toEqual([]);
  });

  it('outside the core, no module keeps a typed array to reuse from call to call', () => {
    expect(OUTSIDE_CORE.filter((file) => TYPED_ARRAYS_ALLOWED[file] === undefined).flatMap((file) => hits(file, MODULE_TYPED_ARRAY))).toEqual([]);
  });

  it('finds the markers it looks for', () => {
    const samples = [
      'V8 throws optimised code away',
      'keeps the hidden classes alive',
      'a deoptimization loop',
      'keepWalkShapesAlive()',
      'the shapes kept alive',
      'a megamorphic call site',
      'pretenured objects',
    ];
    expect(samples.filter((sample) => !ENGINE_MARKERS.test(sample))).toEqual([]);
    const declarations = ['const SCRATCH = new Int32Array(64);', 'let scratch: Uint8Array | undefined;', 'export const TABLE = new Uint16Array(256);'];
    expect(declarations.filter((line) => !MODULE_TYPED_ARRAY.test(line))).toEqual([]);
    const fine = ['const EMPTY = new Uint8Array(0);', '  const local = new Int32Array(n);', 'const bytes = encoder.encode(text);'];
    expect(fine.filter((line) => MODULE_TYPED_ARRAY.test(line))).toEqual([]);
  });
});
