/**
 * The language server as the extension ships it (`dist/server.mjs` and its
 * chunks in `dist/server-chunks/`, every dependency inside): `node
 * dist/server.mjs --stdio` runs the CLI's `robotstxt lsp --stdio` command,
 * its flags read by the CLI's own parser. The language client adds `--stdio`
 * when it starts it.
 *
 * Only the `lsp` command is bundled, not the CLI's registry: the other
 * commands (and Chevrotain, which only `parse --engine grammar` loads) stay
 * out of the package.
 *
 * @module
 */
import { parseCommandArgs } from '../../../src/cli/args.ts';
import type { Context } from '../../../src/cli/command.ts';
import { makeColors, Output } from '../../../src/cli/io/output.ts';
import { lspCommand } from '../../../src/cli/lsp/spec.ts';

const stdout = new Output(process.stdout, makeColors(false));
const context: Context = {
  stdout,
  stderr: new Output(process.stderr, makeColors(false), stdout),
  stdin: process.stdin,
  env: process.env,
  // The worker of `check --files`: the server never starts it.
  workerUrl: new URL('./cli-worker.js', import.meta.url),
};
const { run } = await lspCommand.load();
// The LSP library ends the process on `exit` or when standard input closes.
process.exitCode = await run(parseCommandArgs(lspCommand, process.argv.slice(2)), context);
