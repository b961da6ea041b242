/**
 * `robotstxt fmt`: the formatter on the command line, with Prettier's
 * conventions (print, `--check`, `--write`) plus `--diff`. The layout itself
 * is the library's `format()` (src/format/); this module only reads, decides
 * what to print and writes back (see `../fmt/`).
 *
 * @module
 */
import { SHARED } from '../args.ts';
import type { Command } from '../command.ts';

export const fmtCommand: Command = {
  name: 'fmt',
  summary: 'Format robots.txt files: print, check (--check), rewrite in place (--write) or show a diff (--diff).',
  usage: [
    'fmt FILE|DIR|GLOB … [--check | --write] [--diff] [--dialect D] [LAYOUT FLAGS] [--config FILE | --no-config] [--format FMT]',
    'fmt -|URL [--check] [--diff] [--dialect D] [LAYOUT FLAGS] [--config FILE | --no-config] [--format FMT]',
  ],
  description: [
    "Formats robots.txt files in the canonical layout without changing what they mean: without --dialect, no verdict changes under any of the five dialects; with one, the layout may use that dialect's freedom. Comments, unknown fields and lines it cannot rewrite safely stay as written.",
    "FILE is a regular file (any name; a FIFO or a device is refused), - for standard input, or an http(s) URL (its site's /robots.txt, read only). A DIR means every file under it named robots.txt or *.robots.txt; a GLOB (quoted) every file it matches. node_modules and .git are skipped.",
    'Without --check or --write: prints the formatted text on stdout (several files one after another, as Prettier does). --check: prints the names of the files that are not formatted, one per line, and exits 1 if there are any. --write: rewrites those files in place, atomically (a temporary file beside each, then a rename; the mode is kept), and prints their names; a read-only file only with --force, and a link found in a DIR or GLOB only if it points inside it (a link given as FILE is followed). --diff: prints a unified diff of each file that would change (with --write: that did change) and exits 1 if any would.',
    'The dialect and the layout can also come from a robotstxt.config.json beside each file or in a folder above it (its format object, or else its dialect; see --config); the flags win over it. Standard input and URLs take the one of the current folder.',
    'Files that are not UTF-8 (UTF-16, Latin-1 or other invalid UTF-8) cannot be written back byte for byte: they are reported on stderr and left alone, and the exit status is 2. So are files larger than --max-bytes. Anything fmt has to say about a file (a line kept as written, and why) goes to stderr as file:line:column diagnostics.',
    '--format json prints one array with an object per file: file, changed, written, diagnostics, and formatted (the text, when printing) or diff (with --diff). jsonl prints the objects one per line.',
    'Exit status: 0 done (printed, or every file formatted, or written); 1 with --check or --diff when a file is not formatted; 2 on usage or input errors (a file that cannot be read, decoded or written).',
  ],
  options: {
    check: { type: 'boolean', short: 'c', description: 'List the files that are not formatted (exit 1 if any); change nothing.' },
    write: { type: 'boolean', short: 'w', description: 'Rewrite the files that are not formatted, in place and atomically; list them.' },
    force: { type: 'boolean', description: 'With --write: rewrite read-only files too (their mode is kept).' },
    diff: { type: 'boolean', description: 'Show a unified diff of each file that is not formatted (exit 1 if any, unless --write).' },
    dialect: {
      ...SHARED.dialect,
      description:
        'Format for this standard only (1994, draft-1996, rfc9309, google, revisited-1996); the default, all, keeps the meaning under every dialect.',
    },
    'line-ending': { type: 'string', valueName: 'lf|crlf|preserve', description: "Line ends to write: lf (default), crlf, or preserve (the file's own)." },
    bom: { type: 'string', valueName: 'drop|keep', description: 'The UTF-8 byte-order mark: drop (default) or keep.' },
    'align-comments': { type: 'boolean', description: 'Align trailing comments within a group.' },
    'sitemaps-at-end': { type: 'boolean', description: 'Gather the Sitemap lines at the end of the file.' },
    'remove-duplicates': { type: 'boolean', description: 'Remove exact duplicate rules.' },
    'repair-typos': { type: 'boolean', description: "Repair Google's typos and missing colons where the dialect already reads them so." },
    sort: { type: 'boolean', description: 'Sort the rules of each group (never done unless asked).' },
    format: { ...SHARED.format, description: 'text (default), json (one array, an object per file) or jsonl (an object per line).' },
    config: SHARED.config,
    'no-config': SHARED['no-config'],
    agent: SHARED.userAgent,
    timeout: SHARED.timeout,
    'max-bytes': { type: 'string', valueName: 'N', description: 'Largest file to format, in bytes (default and most 100000000); a longer one is left alone.' },
  },
  examples: [
    'robotstxt fmt robots.txt',
    'robotstxt fmt --check .',
    'robotstxt fmt --write public/robots.txt',
    "robotstxt fmt --diff 'sites/**/robots.txt'",
    'robotstxt fmt - --line-ending crlf < robots.txt',
  ],
  load: () => import('./run.ts'),
};
