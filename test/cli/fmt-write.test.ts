/**
 * `robotstxt fmt --write` never leaves a half-written file: the
 * new text goes to a temporary file beside the target, is flushed, and is
 * renamed over it. Here a child process rewriting a 12 MB file is killed
 * with SIGKILL at random moments, and at the moment its temporary file
 * appears (the middle of the write): the target always holds either the old
 * bytes or the new ones, never a mix.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ChangedMeanwhileError, writeFileAtomic } from '../../src/cli/atomic-write.ts';
import { format } from '../../src/format/format.ts';
import { BIN, tempDir } from './run-cli.ts';

const dir = tempDir();
afterAll(() => dir.cleanup());

const hash = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const TEMP_NAME = /^\.big\.robots\.txt\.robotstxt-\d+-[0-9a-f]{8}\.tmp$/;

/** Starts `fmt --write` on the file; resolves when it has exited (normally or killed). */
function startWrite(path: string): { child: ReturnType<typeof spawn>; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> } {
  const child = spawn(process.execPath, [BIN, 'fmt', '--write', path], { stdio: 'ignore' });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited };
}

describe('fmt --write killed with SIGKILL', () => {
  const path = dir.path('big.robots.txt');
  const old = Array.from({ length: 250_000 }, (_, i) => `User-agent: bot${i}  \r\nDisallow: /p${i}/x \r\n`).join('');
  const formatted = format(old);
  const oldHash = hash(old);
  const newHash = hash(formatted);

  it('at random moments and mid-write: the file is always the old text or the new one, never a mix', async () => {
    expect(newHash).not.toBe(oldHash);
    writeFileSync(path, old);
    // One run to the end: how long it takes, and that it writes format(old).
    const started = performance.now();
    expect((await startWrite(path).exited).code).toBe(0);
    const duration = performance.now() - started;
    expect(hash(readFileSync(path))).toBe(newHash);

    const outcomes = { old: 0, new: 0, killed: 0, killedMidWrite: 0 };
    for (let trial = 0; trial < 12; trial++) {
      writeFileSync(path, old);
      const { child, exited } = startWrite(path);
      if (trial % 2 === 0) {
        // A random moment of the run.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * duration));
      } else {
        // The moment the temporary file exists: the write is under way.
        for (let waited = 0; waited < duration * 3; waited += 1) {
          if (readdirSync(dir.dir).some((name) => TEMP_NAME.test(name))) {
            outcomes.killedMidWrite++;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      }
      child.kill('SIGKILL');
      const { signal } = await exited;
      if (signal === 'SIGKILL') outcomes.killed++;
      const now = hash(readFileSync(path));
      expect([oldHash, newHash], `trial ${trial}`).toContain(now);
      outcomes[now === oldHash ? 'old' : 'new']++;
      // What a kill can leave: the temporary file, and nothing else.
      for (const name of readdirSync(dir.dir)) {
        if (name === 'big.robots.txt') continue;
        expect(name).toMatch(TEMP_NAME);
        rmSync(dir.path(name));
      }
    }
    expect(outcomes.old + outcomes.new).toBe(12);
    expect(outcomes.killed).toBeGreaterThanOrEqual(6);
    expect(outcomes.killedMidWrite).toBeGreaterThanOrEqual(3);
  }, 120_000);
});

describe('writeFileAtomic', () => {
  it('refuses to overwrite a file that changed since it was read, and leaves no temporary file', async () => {
    const path = dir.path('robots.txt');
    writeFileSync(path, 'User-agent: *\n');
    const info = statSync(path);
    const snapshot = { size: info.size, mtimeMs: info.mtimeMs };
    writeFileSync(path, 'User-agent: edited\n');
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    await expect(writeFileAtomic(path, new TextEncoder().encode('new\n'), { expected: snapshot })).rejects.toBeInstanceOf(ChangedMeanwhileError);
    expect(readFileSync(path, 'utf8')).toBe('User-agent: edited\n');
    expect(readdirSync(dir.dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const fresh = statSync(path);
    await writeFileAtomic(path, new TextEncoder().encode('new\n'), { expected: { size: fresh.size, mtimeMs: fresh.mtimeMs } });
    expect(readFileSync(path, 'utf8')).toBe('new\n');
  });

  it('a missing target is an error (fmt never creates files)', async () => {
    await expect(writeFileAtomic(dir.path('missing.txt'), new Uint8Array())).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
