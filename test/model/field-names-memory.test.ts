/**
 * Reading field names keeps no file alive: nothing the library keeps at module level (the directive
 * readers, the field keys) may hold a name read from a file, which can be a slice that holds the
 * whole text alive. A crawler reading files with odd field names must not keep those files.
 *
 * The heap is measured in a child process (`node --expose-gc`, the built
 * library in dist/: `npm test` builds first).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST_INDEX = fileURLToPath(new URL('../../dist/esm/index.js', import.meta.url));
const FILES = 120;
const FILE_CHARS = 1_000_000;

/** Heap growth after compiling and linting FILES files of ~1 MB, each with a field name of its own, once nothing refers to them. */
const CHILD = `
const library = await import(${JSON.stringify(DIST_INDEX)});
const heap = () => { globalThis.gc(); globalThis.gc(); return process.memoryUsage().heapUsed; };
// Warm up: the first calls make the library's own kept objects.
library.compile('User-agent: *\\nDisallow: /\\n', { dialect: 'google' });
library.lint('User-agent: *\\nDisallow: /\\n');
const before = heap();
for (let i = 0; i < ${FILES}; i++) {
  const text = 'User-agent: *\\nUser-agent: AVeryLongRobotName' + i + '-Crawler/1.0\\nContent-Signal-Extension-' + i + ': yes\\nX-Long-Field-Name-' + i + 'Bot: 1\\n' + '#'.repeat(${FILE_CHARS}) + String(i);
  for (const dialect of ['rfc9309', 'google', '1994']) library.compile(text, { dialect }).isAllowed('/', 'FooBot');
  library.lint(text);
}
process.stdout.write(JSON.stringify({ growth: heap() - before }));
`;

describe('reading field names keeps no file alive', () => {
  it(`${FILES} files of 1 MB with field names of their own leave the heap within a few MB`, async () => {
    const report = await new Promise<{ growth: number }>((resolve, reject) => {
      execFile(process.execPath, ['--expose-gc', '--input-type=module', '-e', CHILD], { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as { growth: number });
      });
    });
    // A cache holding slices would keep every file: ~120 MB (one byte a char for these texts).
    expect(report.growth).toBeLessThan(10 * FILE_CHARS);
  });
});
