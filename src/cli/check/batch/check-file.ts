/**
 * The unit of batch work: read one robots.txt file, check every URL, and
 * format the output lines. Runs in the main thread or in a worker; results
 * are plain data (strings) so they cross `postMessage` cheaply.
 *
 * @module
 */
import { CliError } from '../../command.ts';
import { printable, type Colors } from '../../io/output.ts';
import { readFileHeadSync } from '../../io/source.ts';
import { matrixRow, verdictJson, verdictLine, type Reading } from '../../verdicts.ts';
import { compile } from '../../../match/compile.ts';
import type { Dialect } from '../../../match/types.ts';

/** What every file of a batch is checked against, and how to print it. */
export interface BatchJob {
  /** The robots: one gives a line (or object) per URL; several, a row per URL with a column per robot (an object per URL and robot). */
  readonly agents: readonly string[];
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
  /** In the robots × URLs table: true when the robots are not all given the same verdict for some URL. */
  readonly differ: boolean;
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
    let differ = false;
    for (const url of job.urls) {
      if (job.agents.length === 1 || job.format === 'json') {
        // A line or an object per robot, with the reasoning.
        for (const agent of job.agents) {
          const explanation = robots.explain(url, agent);
          if (!explanation.allowed) disallowed = true;
          lines.push(job.format === 'json' ? JSON.stringify(verdictJson(reading, explanation)) : verdictLine(reading, explanation, colors));
        }
        continue;
      }
      // The table shows verdicts only: isAllowed, without building an explanation per robot.
      const allowed = job.agents.map((agent) => robots.isAllowed(url, agent) !== false);
      if (allowed.includes(false)) disallowed = true;
      if (new Set(allowed).size > 1) differ = true;
      lines.push(matrixRow(job.agents, allowed, `${colors.dim(printable(source.label))}  ${printable(url)}`, colors));
    }
    return { file, truncated: source.truncated, disallowed, differ, lines };
  } catch (error) {
    if (error instanceof CliError) return { file, error: error.message, truncated: false, disallowed: false, differ: false, lines: [] };
    throw error;
  }
}
