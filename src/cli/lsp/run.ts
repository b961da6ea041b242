/**
 * The implementation of `robotstxt lsp` (its help: `spec.ts`): a
 * connection over standard input and output, handed to the server.
 *
 * The LSP library ends the process itself when the client sends `exit`
 * (status 0 after `shutdown`, 1 without) or when the input closes, as the
 * protocol asks; `run` never resolves before that.
 *
 * @module
 */
import { createConnection } from 'vscode-languageserver/node';
import type { Context, ParsedArgs } from '../command.ts';
import { startServer } from './server.ts';

export async function run(_args: ParsedArgs, context: Context): Promise<number> {
  // Streams, not message readers: the library then also ends the process when the input closes.
  const connection = createConnection(context.stdin, context.stdout.stream);
  startServer(connection, { engine: 'worker' });
  connection.listen();
  // Resolves never: the library exits the process on `exit` or when the input ends.
  return new Promise<number>(() => undefined);
}
