/**
 * The implementations a conformance run can ask: the toolkit itself, in
 * process; any program run once per case, as google/robotstxt-spec-test runs
 * one (`CMD %robots% %url% %user-agent%`, answering by exit code or by what it
 * prints); and a long-running program that answers JSON lines. Each answer is
 * bounded by a time limit, and nothing here throws: a program that crashes,
 * hangs or answers nonsense gives an error answer for that case.
 *
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { compile } from '../../match/compile.ts';
import type { Dialect } from '../../match/types.ts';
import { clip } from '../io/output.ts';
import type { ConformanceCase } from './suites.ts';

/** An implementation's answer to one case: a verdict, or why there is none. */
export type Answer = { readonly allowed: boolean } | { readonly error: string };

export interface Implementation {
  /** How the scorecard names it. */
  readonly name: string;
  /** Whether the answer depends on the dialect asked: if not, each case is asked once and scored under every dialect. */
  readonly perDialect: boolean;
  /** How many cases may be asked at once. */
  readonly concurrency: number;
  answer(testCase: ConformanceCase, dialect: Dialect): Promise<Answer>;
  /** Ends what the implementation started (processes, temporary files). */
  close(): Promise<void>;
}

/** The most of a program's output kept to read its answer. */
const OUTPUT_LIMIT = 65_536;

/** The toolkit, in this process: `compile(bytes, { dialect }).isAllowed(url, agent)`. */
export function inProcess(): Implementation {
  return {
    name: 'robotstxt-toolkit (in process)',
    perDialect: true,
    concurrency: 1,
    answer: async (testCase, dialect) => {
      try {
        return { allowed: compile(testCase.robots, { dialect }).isAllowed(testCase.url, testCase.agent) };
      } catch (error) {
        return { error: `threw ${error instanceof Error ? error.message : String(error)}` };
      }
    },
    close: async () => undefined,
  };
}

/**
 * A command line split into words as a POSIX shell would for plain words, single and double quotes and
 * backslashes (no variables, globs or operators: the program is run directly, never through a shell).
 */
export function splitCommand(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < command.length; i++) {
    const char = command[i] as string;
    if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === "'") {
      const end = command.indexOf("'", i + 1);
      if (end < 0) throw new Error('unterminated single quote');
      word = (word ?? '') + command.slice(i + 1, end);
      i = end;
    } else if (char === '"') {
      word ??= '';
      for (i++; i < command.length && command[i] !== '"'; i++) {
        if (command[i] === '\\' && /["\\$`]/.test(command[i + 1] ?? '')) i++;
        word += command[i];
      }
      if (i >= command.length) throw new Error('unterminated double quote');
    } else if (char === '\\') {
      word = (word ?? '') + (command[++i] ?? '');
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

export interface CommandOptions {
  /** `CMD … %robots% … %url% … %agent%` (`%user-agent%` as the spec-test suite writes it; `%dialect%` optional). */
  readonly command: string;
  readonly outputType: 'exitcode' | 'printing';
  /** Exit code (exitcode) or regular expression on standard output (printing) meaning allowed. */
  readonly allowedPattern: string;
  readonly disallowedPattern: string;
  readonly timeoutMs: number;
  readonly concurrency: number;
}

interface Finished {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
  readonly spawnError?: string;
}

/** Runs `argv` with no input; its output is kept up to {@link OUTPUT_LIMIT}; killed after `timeoutMs`. */
function runOnce(argv: readonly string[], timeoutMs: number): Promise<Finished> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    let child: ChildProcess;
    try {
      child = spawn(argv[0] as string, argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      resolve({ code: null, signal: null, stdout, stderr, timedOut, spawnError: error instanceof Error ? error.message : String(error) });
      return;
    }
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < OUTPUT_LIMIT) stdout += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < OUTPUT_LIMIT) stderr += chunk;
    });
    let spawnError: string | undefined;
    child.on('error', (error) => {
      spawnError = error.message;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, timedOut, ...(spawnError ? { spawnError } : {}) });
    });
  });
}

/** The answer a finished run gives under the exit-code or printing protocol. */
export function readAnswer(finished: Finished, options: Pick<CommandOptions, 'outputType' | 'allowedPattern' | 'disallowedPattern' | 'timeoutMs'>): Answer {
  if (finished.spawnError) return { error: `could not run the command: ${finished.spawnError}` };
  if (finished.timedOut) return { error: `no answer within ${options.timeoutMs} ms` };
  const said = finished.stderr.trim() ? `; stderr: ${clip(finished.stderr.trim(), 200)}` : '';
  if (options.outputType === 'exitcode') {
    const code = String(finished.code ?? finished.signal);
    if (code === options.allowedPattern) return { allowed: true };
    if (code === options.disallowedPattern) return { allowed: false };
    return { error: `exit code ${code}, neither ${options.allowedPattern} (allowed) nor ${options.disallowedPattern} (disallowed)${said}` };
  }
  const allowed = new RegExp(options.allowedPattern, 'm').test(finished.stdout);
  const disallowed = new RegExp(options.disallowedPattern, 'm').test(finished.stdout);
  if (allowed !== disallowed) return { allowed };
  const output = clip(finished.stdout.trim(), 200);
  return { error: `the output ${allowed ? 'matches both patterns' : 'matches neither pattern'}: ${JSON.stringify(output)}${said}` };
}

const PLACEHOLDERS = /%(robots|url|agent|user-agent|dialect)%/g;

/** Any program, run once per case with the robots.txt in a temporary file (the spec-test suite's protocol). */
export async function perCaseCommand(options: CommandOptions): Promise<Implementation> {
  const template = splitCommand(options.command);
  const directory = await mkdtemp(path.join(tmpdir(), 'robotstxt-conformance-'));
  let next = 0;
  return {
    name: options.command,
    perDialect: options.command.includes('%dialect%'),
    concurrency: options.concurrency,
    answer: async (testCase, dialect) => {
      const file = path.join(directory, `robots-${++next}.txt`);
      try {
        await writeFile(file, testCase.robots);
        const values: Record<string, string> = { robots: file, url: testCase.url, agent: testCase.agent, 'user-agent': testCase.agent, dialect };
        const argv = template.map((word) => word.replace(PLACEHOLDERS, (_all, name: string) => values[name] ?? ''));
        return readAnswer(await runOnce(argv, options.timeoutMs), options);
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      } finally {
        await rm(file, { force: true });
      }
    },
    close: () => rm(directory, { recursive: true, force: true }),
  };
}

/** A program that keeps running and answers one JSON line per request line (docs/conformance.md). */
export function jsonLinesCommand(command: string, timeoutMs: number): Implementation {
  const argv = splitCommand(command);
  let child: ChildProcess | undefined;
  let waiting: ((line: string | undefined) => void) | undefined;
  let stderr = '';

  const stop = (): void => {
    child?.kill('SIGKILL');
    child = undefined;
    waiting?.(undefined);
    waiting = undefined;
  };

  const start = (): ChildProcess => {
    const started = spawn(argv[0] as string, argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
    stderr = '';
    started.on('error', (error) => {
      stderr += error.message;
      if (child === started) stop();
    });
    started.on('close', () => {
      if (child === started) stop();
    });
    started.stdin?.on('error', () => undefined);
    started.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < OUTPUT_LIMIT) stderr = (stderr + chunk).slice(-2_000);
    });
    if (started.stdout) {
      createInterface({ input: started.stdout, crlfDelay: Infinity }).on('line', (line) => {
        // A line from a program stopped for taking too long answers nothing asked now.
        if (child !== started) return;
        const resolve = waiting;
        waiting = undefined;
        resolve?.(line);
      });
    }
    child = started;
    return started;
  };

  const ask = (request: string): Promise<string | undefined> =>
    new Promise((resolve) => {
      let running: ChildProcess;
      try {
        running = child ?? start();
      } catch (error) {
        stderr = error instanceof Error ? error.message : String(error);
        resolve(undefined);
        return;
      }
      const timer = setTimeout(() => {
        stderr = `no answer within ${timeoutMs} ms`;
        stop();
      }, timeoutMs);
      waiting = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
      running.stdin?.write(`${request}\n`);
    });

  return {
    name: `${command} (JSON lines)`,
    perDialect: true,
    concurrency: 1,
    answer: async (testCase, dialect) => {
      let robots: string | null;
      try {
        robots = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(testCase.robots);
      } catch {
        robots = null;
      }
      const request = JSON.stringify({
        id: testCase.id,
        robots,
        robots_b64: Buffer.from(testCase.robots).toString('base64'),
        url: testCase.url,
        agent: testCase.agent,
        dialect,
      });
      const line = await ask(request);
      if (line === undefined) return { error: `the program stopped without answering${stderr.trim() ? `: ${clip(stderr.trim(), 200)}` : ''}` };
      try {
        const reply: unknown = JSON.parse(line);
        if (typeof reply === 'object' && reply !== null) {
          const { allowed, error } = reply as { allowed?: unknown; error?: unknown };
          if (typeof allowed === 'boolean') return { allowed };
          if (typeof error === 'string') return { error: clip(error, 200) };
        }
      } catch {
        // Not JSON: said below.
      }
      return { error: `not an answer: ${JSON.stringify(clip(line, 200))}` };
    },
    close: async () => {
      child?.stdin?.end();
      stop();
    },
  };
}
