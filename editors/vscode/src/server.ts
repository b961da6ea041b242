/**
 * The language server as the extension ships it (`dist/server.js`, one
 * self-contained file): `node dist/server.js --stdio` runs `robotstxt lsp
 * --stdio`, through the CLI's own `main`, so flags, errors and exit codes are
 * the command's. The language client adds `--stdio` when it starts it.
 *
 * @module
 */
import { main } from '../../../src/cli/main.ts';

void main(['lsp', ...process.argv.slice(2)], {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  // The worker of `check --files`; the server never starts it.
  workerUrl: new URL('file:///nonexistent/cli-worker.js'),
}).then((code) => {
  process.exitCode = code;
  // Exit now rather than wait for an unread stdin (the client may keep the pipe open after `exit`).
  if (process.stdout.writableLength > 0 && !process.stdout.destroyed) {
    const exit = (): void => process.exit(code);
    process.stdout.once('drain', exit).once('close', exit).once('error', exit);
  } else process.exit(code);
});
