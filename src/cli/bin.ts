/**
 * The bundle's entry (`dist/cli.js`): runs {@link main} on the process.
 *
 * @module
 */
import { main } from './main.ts';

// Write errors of stdout and stderr (a reader that went away: EPIPE) are
// handled in `main`: it listens to both streams' `error` events.

const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  // Read when a command reads it: making the stream costs ~1 ms of every start.
  get stdin() {
    return process.stdin;
  },
  env: process.env,
  workerUrl: new URL('./cli-worker.js', import.meta.url),
});
// Exit now rather than wait for idle keep-alive sockets or an unread stdin;
// stdout and stderr are synchronous for files, pipes and terminals on POSIX.
process.exitCode = code;
// A closed stdout never drains: exit then too.
if (process.stdout.writableLength > 0 && !process.stdout.destroyed) {
  const exit = (): void => process.exit(code);
  process.stdout.once('drain', exit).once('close', exit).once('error', exit);
} else process.exit(code);
