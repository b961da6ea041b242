/**
 * The bundle's entry (`dist/cli.js`): runs {@link main} on the process.
 *
 * @module
 */
import { main } from './main.ts';

// A reader that stops early (`robotstxt check … | head -1`) closes the pipe:
// that is not an error, just stop.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  workerUrl: new URL('./cli-worker.js', import.meta.url),
});
// Exit now rather than wait for idle keep-alive sockets or an unread stdin;
// stdout and stderr are synchronous for files, pipes and terminals on POSIX.
process.exitCode = code;
if (process.stdout.writableLength > 0) process.stdout.once('drain', () => process.exit(code));
else process.exit(code);
