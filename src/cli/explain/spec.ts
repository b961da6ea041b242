/**
 * `robotstxt explain`: the full reasoning behind one verdict: the groups
 * that applied, every rule that matched, and why the winner won.
 *
 * @module
 */
import { SHARED } from '../args.ts';
import type { Command } from '../command.ts';

export const explainCommand: Command = {
  name: 'explain',
  summary: 'Explain one verdict in full: which groups applied, which rules matched, why the winner won.',
  usage: ['explain FILE|URL|- --agent NAME [--dialect D|all] [--format FMT] URL-or-path'],
  description: [
    "FILE is a robots.txt path, - for standard input, or an http(s) URL whose site's /robots.txt is fetched.",
    "Shows the robot's name token, the path as the dialect compares it, the records or groups that apply, every matching rule in file order (with the pattern the dialect compares), the deciding rule and the reason.",
    '--format json prints one object: the Explanation plus file and truncated; with --dialect all, url, differ and a verdicts map by dialect (the shape of one element of check --format json). jsonl prints it on one line.',
    'Exit status: 0 allowed, 1 disallowed (under any dialect explained), 2 usage or input error.',
  ],
  options: {
    agent: SHARED.agent,
    dialect: { ...SHARED.dialect, description: 'rfc9309 (default), google, draft-1996, 1994, revisited-1996, or all for one explanation per dialect.' },
    config: SHARED.config,
    'no-config': SHARED['no-config'],
    format: {
      ...SHARED.format,
      description: 'text (default), json (one object: the Explanation, or a verdicts map with --dialect all) or jsonl (the same on one line).',
    },
    timeout: SHARED.timeout,
    'max-bytes': SHARED['max-bytes'],
  },
  examples: ['robotstxt explain robots.txt --agent Googlebot /private/page.html', 'robotstxt explain https://example.com --agent FooBot --dialect all /search'],
  load: () => import('./run.ts'),
};
