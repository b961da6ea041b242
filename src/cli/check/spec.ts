/**
 * `robotstxt check`: may this robot fetch these URLs? One line (or JSON
 * object) per URL; `--dialect all` compares the five dialects; `--files`
 * checks many robots.txt files at once (see `batch/`).
 *
 * @module
 */
import { SHARED } from '../args.ts';
import type { Command } from '../command.ts';

export const checkCommand: Command = {
  name: 'check',
  summary: 'Say whether a robot may fetch URLs, and which line decides.',
  usage: [
    'check FILE|URL|- --agent NAME [--agent NAME…] [--agents-file FILE] [--dialect D|all] [--config FILE | --no-config] [--format FMT] [URL-or-path …]',
    'check --files DIR|GLOB … --agent NAME [--format FMT] [URL-or-path …]',
  ],
  description: [
    "FILE is a robots.txt path, - for standard input, or an http(s) URL (its site's /robots.txt is fetched; the HTTP status counts as the dialect says, see `robotstxt fetch`).",
    'The URLs to check come after FILE, from --urls FILE, or (when FILE is not -) one per line on standard input. Each is an absolute URL or a path (/a/b?c).',
    'Prints one line per URL: allowed or disallowed, the line that decided (file:line: text) and the dialect. --dialect all prints the verdict under each dialect and marks with * the URLs where they differ.',
    '--format json prints one JSON array with an object per URL (the Explanation plus file and truncated; with --dialect all, url, differ and a verdicts map); --format jsonl prints the same objects one per line, as they are checked.',
    "With --files, checks every file named robots.txt or *.robots.txt under a directory (recursively) or every match of a glob (*, **, ?, [..], {a,b}; quote it: 'sites/*.txt'), and prints one JSON line per file and URL (jsonl; --format text for the one-line form, json for one array). FILE and --files are exclusive. Large batches use worker threads.",
    'Several robots (--agent repeated, --agents-file): a table with a column per robot and a row per URL, * marking the URLs they are not all given the same verdict for; with --dialect all, a row per robot and URL with a column per dialect. JSON has an object per URL and robot. --files checks one robot at a time.',
    'Without --dialect, the dialect (or, with dialects, the dialects to compare) comes from the robotstxt.config.json beside FILE or in a folder above it (the current folder for - and URLs; see --config), else rfc9309. With --files only the flags count.',
    'Exit status: 0 when every URL is allowed, 1 when any is disallowed (under any dialect checked), 2 on usage or input errors.',
  ],
  options: {
    agent: {
      ...SHARED.agent,
      multiple: true,
      description: 'The robot: a product token (Googlebot) or a full User-Agent header. Repeat it for several robots: one column each.',
    },
    'agents-file': { type: 'string', multiple: true, valueName: 'FILE', description: 'More robots, one per line (blank lines and # comments skipped).' },
    dialect: { ...SHARED.dialect, description: 'rfc9309 (default), google, draft-1996, 1994, revisited-1996, or all to compare them.' },
    format: { ...SHARED.format, description: 'text (default), json (one array, an object per URL) or jsonl (an object per line; the default with --files).' },
    config: SHARED.config,
    'no-config': SHARED['no-config'],
    urls: {
      type: 'string',
      short: 'u',
      multiple: true,
      valueName: 'FILE',
      description: 'Read the URLs to check from FILE (- for standard input), one per line; # comments allowed.',
    },
    files: { type: 'string', multiple: true, valueName: 'DIR|GLOB', description: 'Check many robots.txt files: a directory or a quoted glob. Repeatable.' },
    quiet: { type: 'boolean', short: 'q', description: 'With --files: no progress bar (drawn only when stderr is a terminal and stdout is not).' },
    jobs: {
      type: 'string',
      short: 'j',
      valueName: 'N',
      description: 'With --files: threads that check files, the main one included (default: automatic, by batch size and idle CPUs; 1 = no worker threads).',
    },
    timeout: SHARED.timeout,
    'max-bytes': SHARED['max-bytes'],
  },
  examples: [
    'robotstxt check robots.txt --agent Googlebot /private/ /public/',
    'robotstxt check https://example.com --agent ExampleBot https://example.com/search?q=1',
    'robotstxt check robots.txt --agent FooBot --dialect all < urls.txt',
    "robotstxt check --files 'sites/**/robots.txt' --agent FooBot / /admin > verdicts.jsonl",
  ],
  load: () => import('./run.ts'),
};
