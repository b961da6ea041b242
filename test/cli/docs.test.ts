/**
 * The shell sessions in docs/cli.md and the README are real: every `$ robotstxt …` line in a
 * code block is run (through `sh`, with `robotstxt` on PATH as `node bin/robotstxt.js`) and must
 * print what the page shows, stdout and stderr interleaved as on a terminal.
 *
 * Not run: the sessions against the local servers the page describes (127.0.0.1:808x), whose
 * behaviour test/cli/fetch.test.ts checks. A pipe into `jq` needs jq; where it is missing, the
 * part before the pipe is run and its output must still be JSON.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, tempDir } from './run-cli.ts';

interface Session {
  readonly file: string;
  readonly command: string;
  readonly output: string;
}

/** The `$ command` lines of every fenced block that starts with one, with the lines printed after each. */
function sessions(file: string): Session[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found: Session[] = [];
  for (const block of text.matchAll(/^```(?:console|sh|text)?\n(\$ [\s\S]*?)^```$/gm)) {
    let current: { command: string; output: string[] } | undefined;
    const flush = (): void => {
      if (current) found.push({ file, command: current.command, output: current.output.map((line) => `${line}\n`).join('') });
    };
    for (const line of (block[1] ?? '').replace(/\n$/, '').split('\n')) {
      if (line.startsWith('$ ')) {
        flush();
        current = { command: line.slice(2), output: [] };
      } else {
        current?.output.push(line);
      }
    }
    flush();
  }
  return found.filter((session) => /\brobotstxt\b/.test(session.command) && !/127\.0\.0\.1:808\d/.test(session.command));
}

const shim = tempDir();
writeFileSync(shim.path('robotstxt'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
chmodSync(shim.path('robotstxt'), 0o755);
afterAll(() => shim.cleanup());

const hasJq = spawnSync('jq', ['--version']).status === 0;

function run(command: string): string {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${shim.dir}:${process.env['PATH'] ?? ''}` };
  delete env['NO_COLOR'];
  delete env['FORCE_COLOR'];
  const result = spawnSync('sh', ['-c', `(${command}) 2>&1`], { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });
  return result.stdout;
}

const all = [...sessions('docs/cli.md'), ...sessions('README.md')];

describe('the documented sessions', () => {
  it('are found (docs/cli.md has dozens)', () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it.each(all.map((session) => [`${session.file}: ${session.command}`, session] as const))('%s', (_name, session) => {
    const pipe = session.command.indexOf(' | jq ');
    if (pipe < 0 || hasJq) {
      expect(run(session.command)).toBe(session.output);
      return;
    }
    // Without jq: the robotstxt part must print JSON (one document, or one per line).
    const output = run(session.command.slice(0, pipe)).trim();
    const parse = (): unknown => {
      try {
        return JSON.parse(output) as unknown;
      } catch {
        return output.split('\n').map((line) => JSON.parse(line) as unknown);
      }
    };
    expect(parse, output.slice(0, 200)).not.toThrow();
  });
});
