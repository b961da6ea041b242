/**
 * The unit of batch work: read one robots.txt file, check every URL, and
 * format the output lines. Runs in the main thread or in a worker; results
 * are plain data (strings) so they cross `postMessage` cheaply.
 *
 * @module
 */
import { CliError } from '../command.ts';
import type { MatchEngine } from '../engine.ts';
import { makeColors, type Colors } from '../output.ts';
import { readFileHeadSync } from '../source.ts';
import { verdictJsonParts, verdictLine, type Reading } from '../verdicts.ts';
import type { JsonVerdicts } from './batch-file.ts';
import type { Dialect } from '../../match/types.ts';

/** What every file of a batch is checked against, and how to print it. */
export interface BatchJob {
  readonly agent: string;
  readonly dialect: Dialect;
  readonly urls: readonly string[];
  readonly maxBytes: number;
  /** How each result is rendered: a text line, or compact JSON (the main thread makes it an array or JSON lines). */
  readonly format: 'text' | 'json';
  readonly color: boolean;
}

/** One file's results. */
export interface FileResult {
  readonly file: string;
  /** Set when the file could not be read: the message for the user. */
  readonly error?: string;
  readonly truncated: boolean;
  /** True when some URL is disallowed. */
  readonly disallowed: boolean;
  /** The output lines, one per URL (text or JSON), without newlines. */
  readonly lines: readonly string[];
}

/**
 * What a batch thread keeps from file to file: the colours of text lines, and
 * the URLs' JSON pieces of JSON lines (src/cli/batch/batch-file.ts). Made once
 * per chunk by the caller ({@link batchState}).
 */
export interface BatchState {
  readonly colors: Colors;
  readonly json: JsonVerdicts | undefined;
}

/** The {@link BatchState} of a job. */
export function batchState(job: BatchJob, engine: MatchEngine): BatchState {
  return { colors: makeColors(job.color), json: job.format === 'json' ? new engine.JsonVerdicts(job.urls, job.agent) : undefined };
}

/**
 * Reads and checks one file, synchronously (see {@link readFileHeadSync}: a
 * batch thread has nothing else to do meanwhile). Never throws for a file the
 * user can fix; `error` says what happened.
 */
export function checkFile(file: string, job: BatchJob, engine: MatchEngine, state: BatchState): FileResult {
  try {
    // Borrowed bytes: decoded by compileBatchFile before the next file is read.
    const source = readFileHeadSync(file, job.maxBytes, true);
    const robots = engine.compileBatchFile(source.bytes, job.dialect, Math.max(job.maxBytes, source.bytes.length), source.truncated);
    const lines: string[] = [];
    let disallowed = false;
    if (state.json) {
      // The text of `JSON.stringify(verdictJson(reading, explanation))` for each URL, without the explanations.
      const { head, tail } = verdictJsonParts(source.label, source.truncated);
      disallowed = robots.writeJsonLines(state.json, head, tail, lines);
    } else {
      const reading: Reading = { dialect: job.dialect, robots, label: source.label, truncated: source.truncated };
      for (const url of job.urls) {
        const explanation = robots.explain(url, job.agent);
        if (!explanation.allowed) disallowed = true;
        lines.push(verdictLine(reading, explanation, state.colors));
      }
    }
    return { file, truncated: source.truncated, disallowed, lines };
  } catch (error) {
    if (error instanceof CliError) return { file, error: error.message, truncated: false, disallowed: false, lines: [] };
    throw error;
  }
}
