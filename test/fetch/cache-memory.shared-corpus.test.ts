/**
 * The cache's estimate of what a fetched robots.txt retains is an upper bound
 * on a realistic body too: the shared corpus's top-sites files concatenated
 * up to 512,000 bytes, measured in a fresh heap (cache-memory.test.ts
 * measures the hostile bodies and the cache).
 */
import { describe, expect, it } from 'vitest';
import { sharedCorpusPath } from '../helpers/corpus.ts';
import { runChild } from './run-cache-memory-child.ts';

describe('RobotsTxtCache: bounded by memory', () => {
  it('measured in a fresh heap: the estimate is an upper bound of what top-sites files concatenated retain', async () => {
    const report = await runChild(0, 200 * 1_000_000, sharedCorpusPath('top-sites'));
    const shape = report.shapes.find((candidate) => candidate.name === 'top-sites files concatenated');
    if (!shape) throw new Error('the child measured no top-sites body');
    expect(shape.estimate, `${shape.name}: estimate ${shape.estimate} vs retained ${shape.retained}`).toBeGreaterThanOrEqual(shape.retained);
  }, 120_000);
});
