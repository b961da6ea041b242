/**
 * `robotstxt lint FILE|DIR|GLOB|-…`: every lint rule over robots.txt files,
 * ESLint's way (formats, `--fix`, `--max-warnings`, exit codes).
 *
 * @module
 */
import { SHARED } from '../args.ts';
import type { Command } from '../command.ts';

export const lintCommand: Command = {
  name: 'lint',
  summary: 'Find what breaks the standards in robots.txt files, and where crawlers read them differently.',
  usage: [
    'lint FILE|DIR|GLOB|URL|-… [--dialect D | --dialects all] [--preset P] [--rule CODE=LEVEL] [--config FILE | --no-config] [--fix] [--max-warnings N] [--format FMT]',
  ],
  description: [
    'Runs every rule of docs/rules/ over each file: syntax (typos, missing colons, encodings), structure (orphan rules, repeated groups, blank lines), values (paths, agents, sitemaps, extension fields) and meaning (duplicate, unreachable and conflicting rules). Each finding cites the standard it breaks.',
    'A directory means every file named robots.txt or *.robots.txt under it (node_modules and .git skipped), as for fmt and check --files; a glob (*, **, ?, [..], {a,b}; quoted) the files it matches; - standard input. A directory without robots.txt files is an error.',
    '--dialects all lints for portability across 1994, draft-1996, rfc9309, google and revisited-1996, and reports each URL the dialects decide differently with a witness. --preset portable implies it.',
    'The dialect, preset and rule levels can also come from a robotstxt.config.json beside each file or in a folder above it (up to the folder holding .git or package.json; see --config); the flags win over it.',
    '--fix applies the safe fixes (those that change no verdict under the dialects linted) and writes each file atomically, keeping its mode; suggestions are only shown. A file that changed while it was linted, a read-only file (unless --force) and, in a directory or glob, a link to a file outside it are left alone and reported.',
    'A file that cannot be read (or fixed) is reported on stderr and the others are still linted. Exit status: the worst of 0 when nothing at the failing level was found, 1 when an error was found or the warnings exceed --max-warnings, 2 on a usage error or a file that could not be read or written.',
  ],
  options: {
    agent: SHARED.userAgent,
    dialect: {
      ...SHARED.dialect,
      description: 'The standard to lint for: 1994, draft-1996, rfc9309 (default), google or revisited-1996; all is --dialects all.',
    },
    dialects: { type: 'string', valueName: 'all', description: 'all: lint for every dialect (portability).' },
    preset: { type: 'string', valueName: 'P', description: 'recommended (default), strict or portable.' },
    rule: { type: 'string', multiple: true, valueName: 'CODE=LEVEL', description: 'Set a rule to off, info, warn or error (repeatable).' },
    fix: { type: 'boolean', description: 'Apply the safe fixes to the files (atomically).' },
    force: { type: 'boolean', description: 'With --fix: write read-only files too (their mode is kept).' },
    format: {
      ...SHARED.format,
      description:
        'text (default), json (one JSON document), jsonl (one file per line), sarif (SARIF 2.1.0, GitHub code scanning) or github (Actions annotations).',
    },
    config: SHARED.config,
    'no-config': SHARED['no-config'],
    timeout: SHARED.timeout,
    'max-warnings': { type: 'string', valueName: 'N', description: 'Exit 1 when there are more than N warnings.' },
    quiet: { type: 'boolean', short: 'q', description: 'Report errors only.' },
  },
  examples: [
    'robotstxt lint robots.txt',
    'robotstxt lint public/ --dialects all',
    "robotstxt lint 'sites/**/robots.txt' --format sarif > lint.sarif",
    'robotstxt lint robots.txt --fix --rule crawl-delay-value=off',
  ],
  load: () => import('./run.ts'),
};
