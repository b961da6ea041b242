/**
 * Every subcommand, in the order `robotstxt --help` lists them. To add one
 * (`fmt`, `lint`), write `commands/NAME.ts` exporting a `Command` and add it
 * here. Command modules must stay cheap to import: they load the library
 * inside `run` (see `engine.ts`), so `--help` and `--version` start fast.
 *
 * @module
 */
import type { Command } from './command.ts';
import { checkCommand } from './commands/check.ts';
import { explainCommand } from './commands/explain.ts';
import { fetchCommand } from './commands/fetch.ts';
import { fmtCommand } from './commands/fmt.ts';
import { lintCommand } from './commands/lint.ts';
import { metaCommand } from './commands/meta.ts';
import { pageCommand } from './commands/page.ts';
import { parseCommand } from './commands/parse.ts';

export const COMMANDS: readonly Command[] = [checkCommand, explainCommand, parseCommand, lintCommand, fetchCommand, fmtCommand, pageCommand, metaCommand];

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}
