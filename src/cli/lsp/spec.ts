/**
 * `robotstxt lsp`: the language server (Language Server Protocol over
 * standard input and output) that puts the linter, the formatter and the
 * editor answers under the cursor. Its implementation (`run.ts`, and the
 * LSP libraries it bundles) loads only when it runs.
 *
 * @module
 */
import type { Command } from '../command.ts';

export const lspCommand: Command = {
  name: 'lsp',
  summary: 'Run the language server (LSP over stdio) for editors: diagnostics, formatting, quick fixes, hover, completion, a test-URL command.',
  usage: ['lsp [--stdio]'],
  description: [
    'Speaks the Language Server Protocol on standard input and output, for VS Code (the robotstxt-toolkit extension), Neovim, Helix, Zed, Emacs and any other editor with an LSP client. docs/editors.md shows how to set each one up.',
    'It offers: diagnostics from lint as you type (each with its rule code and a link to the rule’s page), formatting of the whole file or a range (the same layout as fmt), quick fixes and "fix all" (the safe fixes, as lint --fix), "disable this rule on this line", hover, completion, document symbols (groups), folding, and the command robotstxt.testUrl (agents and URLs in, a verdict per dialect with the deciding line out).',
    'Settings come from the editor (the section "robotstxt": dialect, dialects, preset, rules, format, configFile) and from a robotstxt.config.json beside the robots.txt or in a folder above it, the file lint and fmt read; where both set a key, the file wins.',
    'Exit status: 0 after the client’s shutdown and exit; 1 when the client exits without shutting down first or the input closes.',
  ],
  options: {
    stdio: { type: 'boolean', description: 'Talk over standard input and output (the default and only transport).' },
    clientProcessId: {
      type: 'string',
      valueName: 'PID',
      description: "The editor's process id (VS Code's client passes it): the server exits when that process is gone.",
    },
  },
  examples: ['robotstxt lsp --stdio'],
  load: () => import('./run.ts'),
};
