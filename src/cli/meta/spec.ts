/**
 * `robotstxt meta FILE.html|- [--agent NAME] [--header 'X-Robots-Tag: …']`:
 * the effective robots directives of a saved page, offline.
 *
 * @module
 */
import { SHARED } from '../args.ts';
import type { Command } from '../command.ts';

/** `--rules`, of `meta` and `page`. */
export const RULES_OPTION = {
  type: 'string',
  valueName: 'R',
  description: 'How meta terms combine: modern (default; the most restrictive wins) or seed (1996: ALL wins, contradictions left to the robot).',
} as const;

export const metaCommand: Command = {
  name: 'meta',
  summary: 'Read the robots meta tags of a saved HTML page (and X-Robots-Tag headers you give) for one crawler, offline.',
  usage: ["meta FILE.html|- [--agent NAME] [--header 'X-Robots-Tag: …']… [--rules modern|seed] [--dialect D] [--format FMT]"],
  description: [
    'Reads every <meta name="robots"> tag, and with --agent the tags named after that crawler (<meta name="googlebot">), in <head> or <body>, with an HTML tokenizer; nothing in comments or scripts counts. Only the first 2 MiB of the page are read.',
    '--header adds a response header (X-Robots-Tag; give it once per field line). Directives combine under --rules: modern (the most restrictive wins) or seed (1996: ALL wins, contradictions left to the robot).',
    '--format json prints the effective directives with the tag or header that decided each one.',
    'Exit status: 0, or 2 on usage errors.',
  ],
  options: {
    agent: { ...SHARED.agent, description: 'The crawler (product token or User-Agent); without it only tags and headers for every crawler count.' },
    header: { type: 'string', multiple: true, valueName: 'HEADER', description: "A response header, 'Name: value' (repeatable)." },
    rules: RULES_OPTION,
    dialect: { ...SHARED.dialect, description: 'Accepted like on every command; meta tags and headers read the same under every robots.txt dialect.' },
    format: SHARED.format,
    'max-bytes': { type: 'string', valueName: 'N', description: 'Bytes of the file to read (default 2097152).' },
  },
  examples: ['robotstxt meta page.html --agent Googlebot', "curl -s https://example.com/ | robotstxt meta - --header 'X-Robots-Tag: noarchive'"],
  load: () => import('./run.ts'),
};
