/**
 * The unit of batch work: read one robots.txt file, check every URL, and
 * format the output lines. Runs in the main thread or in a worker; results
 * are plain data (strings) so they cross `postMessage` cheaply.
 *
 * @module
 */
import { CliError } from '../../command.ts';
import type { Colors } from '../../io/output.ts';
import { readFileHeadSync } from '../../io/source.ts';
import { verdictJson, verdictLine, type Reading } from '../../verdicts.ts';
import { compile } from '../../../match/compile.ts';
import type { Dialect } from '../../../match/types.ts';

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
 * Reads and checks one file, synchronously (see {@link readFileHeadSync}: a
 * batch thread has nothing else to do meanwhile). Never throws for a file the
 * user can fix; `error` says what happened.
 */
export function checkFile(file: string, job: BatchJob, colors: Colors): FileResult {
  try {
    // Borrowed bytes: compiled (decoded) before the next file is read.
    const source = readFileHeadSync(file, job.maxBytes, true);
    const robots = compile(source.bytes, { dialect: job.dialect, parseLimit: Math.max(job.maxBytes, source.bytes.length), truncated: source.truncated });
    const reading: Reading = { dialect: job.dialect, robots, label: source.label, truncated: source.truncated };
    const lines: string[] = [];
    let disallowed = false;
    for (const url of job.urls) {
      const explanation = robots.explain(url, job.agent);
      if (!explanation.allowed) disallowed = true;
      lines.push(job.format === 'json' ? JSON.stringify(verdictJson(reading, explanation)) : verdictLine(reading, explanation, colors));
    }
    return { file, truncated: source.truncated, disallowed, lines };
  } catch (error) {
    if (error instanceof CliError) return { file, error: error.message, truncated: false, disallowed: false, lines: [] };
    throw error;
  }
}
