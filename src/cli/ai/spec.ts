/**
 * `robotstxt ai`: which known crawlers a robots.txt lets in, purpose by purpose (AI training, AI
 * search, assistants' fetches, agents, search engines), and what it says about AI use.
 *
 * @module
 */
import { SHARED } from '../args.ts';
import type { Command } from '../command.ts';

export const aiCommand: Command = {
  name: 'ai',
  summary: 'Which AI crawlers and search engines a file lets in, purpose by purpose, and what it says about AI use.',
  usage: ['ai FILE|URL|- [--dialect D] [--format FMT] [--all] [--path PATH…]'],
  description: [
    "FILE is a robots.txt path, - for standard input, or an http(s) URL whose site's /robots.txt is fetched.",
    "Asks the matcher, for every crawler of the toolkit's known-crawler table (docs/crawlers.md), whether it may fetch / and each section of the site (one path per rule the file writes, or the paths given with --path): allowed (all of them), partly, or blocked (none). Crawlers the file names are listed one by one; the others are counted per purpose (--all lists every one).",
    "Beside the verdicts: the Content-Signal the crawler's groups declare, crawlers known to ignore robots.txt, and likely mistakes: a control token (Google-Extended) blocked in the belief that it stops a crawler, a retired token (anthropic-ai), a token one letter off a known one, a Content-Signal that contradicts the rules.",
    "--format json prints the whole report (the library's aiAccess answer plus file and dialect); jsonl the same on one line.",
    'Exit status: 0 the report was made, 2 usage or input error.',
  ],
  options: {
    agent: SHARED.userAgent,
    dialect: { ...SHARED.dialect, description: 'rfc9309 (default), google, draft-1996, 1994 or revisited-1996.' },
    config: SHARED.config,
    'no-config': SHARED['no-config'],
    format: SHARED.format,
    all: { type: 'boolean', description: 'List every known crawler, not only those the file names.' },
    path: {
      type: 'string',
      multiple: true,
      valueName: 'PATH',
      description: 'A path to ask about besides / (repeatable); replaces the paths taken from the rules.',
    },
    timeout: SHARED.timeout,
    'max-bytes': SHARED['max-bytes'],
  },
  examples: ['robotstxt ai robots.txt', 'robotstxt ai https://example.com --all', 'robotstxt ai robots.txt --path /blog/ --path /shop/ --format json'],
  load: () => import('./run.ts'),
};
