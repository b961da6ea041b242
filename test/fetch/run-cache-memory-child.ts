/**
 * Runs cache-memory-child.mjs in a fresh `node --expose-gc` process against
 * the built library in dist/ (`npm test` builds first), so that the heap
 * holds nothing but what is measured.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./cache-memory-child.mjs', import.meta.url));
const DIST_INDEX = fileURLToPath(new URL('../../dist/esm/index.js', import.meta.url));

/** The child's JSON line: each body's retained heap beside the estimate, and the cache filled from hostile sites. */
export interface ChildReport {
  readonly shapes: readonly { name: string; bytes: number; retained: number; estimate: number }[];
  readonly cache: { sites: number; heapGrowth: number; memoryBytes: number; peakAccounted: number; size: number; kept: boolean[] };
}

/** The child's report for a cache of `sites` hostile sites bounded to `maxMemoryBytes`; with `topSites`, a realistic body from that folder too. */
export function runChild(sites: number, maxMemoryBytes: number, topSites?: string): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--expose-gc', CHILD, DIST_INDEX, String(sites), String(maxMemoryBytes), ...(topSites ? [topSites] : [])],
      { maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as ChildReport);
      },
    );
  });
}
