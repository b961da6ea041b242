/**
 * `robotstxt diff`: what changed in meaning between two versions of a robots.txt.
 *
 * @module
 */
import { SHARED } from '../args.ts';
import type { Command } from '../command.ts';

export const diffCommand: Command = {
  name: 'diff',
  summary: 'What changed in meaning between two versions of a file: which robots gain or lose which URLs.',
  usage: ['diff OLD NEW [--dialect D|all] [--agent NAME…] [--format FMT]'],
  description: [
    "OLD and NEW are robots.txt paths, - for standard input (one of them), or http(s) URLs whose site's /robots.txt is fetched.",
    "Compares every robot either file names, one it does not, and the known crawlers (docs/crawlers.md), on URLs made from both files' rules: each change of verdict is shown with a URL that gets it and the lines that decided before and after. Changes of layout, order or comments that keep every verdict report nothing. Beside the verdicts: sitemaps added or removed, Host, Crawl-delay, Request-rate, Content-Signal and Content-Usage per robot.",
    "Text output groups by robot, most severe first: robots that lost /, then robots that lost some URLs, then robots that only gained. --format json prints one object (the library's diffMeaning answer, or a map by dialect with --dialect all); github prints one annotation per robot change, on the NEW file.",
    'Exit status: 0 the meaning is the same, 1 it changed (under any dialect compared), 2 usage or input error.',
  ],
  options: {
    dialect: { ...SHARED.dialect, description: 'rfc9309 (default), google, draft-1996, 1994, revisited-1996, or all to compare under each.' },
    config: SHARED.config,
    'no-config': SHARED['no-config'],
    agent: {
      type: 'string',
      short: 'a',
      multiple: true,
      valueName: 'NAME',
      description: 'A robot to compare besides the ones the files name and the known crawlers (repeatable).',
    },
    format: { ...SHARED.format, description: 'text (default), json (one object), jsonl (the same on one line) or github (workflow annotations).' },
    timeout: SHARED.timeout,
    'max-bytes': SHARED['max-bytes'],
  },
  examples: [
    'robotstxt diff robots.old.txt robots.txt',
    'robotstxt diff https://example.com robots.txt --dialect all',
    'git show HEAD~1:robots.txt | robotstxt diff - robots.txt --format github',
  ],
  load: () => import('./run.ts'),
};
