/**
 * Every subcommand, in the order `robotstxt --help` lists them: its name,
 * flags and help (`NAME/spec.ts`, plain data) and a `load()` that imports
 * its implementation (`NAME/run.ts`) when it runs. `--help`, `--version`
 * and flag parsing load no library code; how the implementations are cut
 * into files is the bundler's business (scripts/bundle-cli.mjs).
 *
 * To add a command: a folder `NAME/` with `spec.ts` (a {@link Command}) and
 * `run.ts` (exporting `run`), and a line here.
 *
 * @module
 */
import { aiCommand } from './ai/spec.ts';
import { checkCommand } from './check/spec.ts';
import type { Command } from './command.ts';
import { diffCommand } from './diff/spec.ts';
import { conformanceCommand } from './conformance/spec.ts';
import { explainCommand } from './explain/spec.ts';
import { fetchCommand } from './fetch/spec.ts';
import { fmtCommand } from './fmt/spec.ts';
import { lintCommand } from './lint/spec.ts';
import { lspCommand } from './lsp/spec.ts';
import { metaCommand } from './meta/spec.ts';
import { pageCommand } from './page/spec.ts';
import { parseCommand } from './parse/spec.ts';

export const COMMANDS: readonly Command[] = [
  checkCommand,
  explainCommand,
  parseCommand,
  lintCommand,
  fetchCommand,
  fmtCommand,
  pageCommand,
  metaCommand,
  diffCommand,
  aiCommand,
  conformanceCommand,
  lspCommand,
];

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}
