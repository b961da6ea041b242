/**
 * `robotstxt parse FILE`: the syntax tree or the model, for people and tools.
 *
 * @module
 */
import { SHARED } from '../args.ts';
import type { Command } from '../command.ts';

export const parseCommand: Command = {
  name: 'parse',
  summary: 'Show the syntax tree (tokens) or the model of a robots.txt, as text or JSON.',
  usage: ['parse FILE|URL|- [--engine scanner|grammar] [--model [--dialect D]] [--format FMT]'],
  description: [
    'Without --model: the syntax tree. As text, one row per line: its number, its kind (blank, comment, directive, invalid) and its tokens, then the diagnostics. As JSON, the lossless tree: every line with its tokens (kind, text, offset, end, line, column); concatenating the texts gives the file back.',
    'With --model: the semantic model under --dialect: the records or groups with their agents and rules (as written and as compared), the other fields, the sitemaps and the diagnostics.',
    'With --engine grammar: the tree is read by the Chevrotain grammar (the formal definition) instead of the line scanner; the tree is the same.',
    '--format json prints one object: file, encoding, truncated, lines and diagnostics for the tree; file, dialect, truncated, model and diagnostics for the model. jsonl prints it on one line. --json is short for --format json.',
  ],
  options: {
    agent: SHARED.userAgent,
    dialect: { ...SHARED.dialect, description: 'With --model: the standard to build the model under: 1994, draft-1996, rfc9309 (default) or google.' },
    config: SHARED.config,
    'no-config': SHARED['no-config'],
    format: SHARED.format,
    json: { type: 'boolean', description: 'Same as --format json (kept for scripts that use it).' },
    model: { type: 'boolean', description: 'Print the model (per --dialect) instead of the syntax tree.' },
    engine: {
      type: 'string',
      valueName: 'scanner|grammar',
      description: 'Which parser reads the tree: scanner (the default, fast) or grammar (Chevrotain, the formal grammar).',
    },
    'max-bytes': SHARED['max-bytes'],
    timeout: SHARED.timeout,
  },
  examples: [
    'robotstxt parse robots.txt',
    'robotstxt parse robots.txt --format json | jq ".lines[0].tokens"',
    'robotstxt parse robots.txt --model --dialect google',
    'robotstxt parse https://example.com --model --format json',
  ],
  load: () => import('./run.ts'),
};
