/**
 * `check --files` over the shared corpus's top sites with its stdout closed
 * early (like `| head -1`), worker threads writing: the exit code the verdicts
 * earned (some file disallows `/` or `/wp-admin/` to every robot), no error.
 * hostile.test.ts holds the CLI's other hostile streams.
 */
import { describe, expect, it } from 'vitest';
import { sharedCorpusPath } from '../helpers/corpus.ts';
import { runWithClosed } from './run-cli.ts';

describe('a closed stdout or stderr', () => {
  it('stdout closed early in a batch (--files, worker threads): exit 1, no error', async () => {
    const result = await runWithClosed('stdout', ['check', '--files', `${sharedCorpusPath('top-sites')}/*`, '-a', 'x', '--jobs', '2', '-q', '/', '/wp-admin/']);
    expect(result).toEqual({ code: 1, other: '' });
  });
});
