/**
 * `robotstxt meta FILE.html|- [--agent NAME] [--header 'X-Robots-Tag: …']`:
 * the effective robots directives of a saved page, offline.
 *
 * @module
 */
import { dialectFlag, formatFlag, integerFlag, SHARED, soleOperand, stringFlag, stringFlags } from '../args.ts';
import { EXIT, UsageError, type Command } from '../command.ts';
import { writeJson } from '../output.ts';
import { readSource } from '../source.ts';
import { loadMeta, printDirectives, RULES_OPTION, rulesFlag } from './page.ts';

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
  async run(args, context) {
    const argument = soleOperand(args, 'meta', 'FILE', 'missing FILE: give a saved HTML page, or - for stdin.');
    const headers: [string, string][] = stringFlags(args, 'header').map((header) => {
      const colon = header.indexOf(':');
      if (colon <= 0) throw new UsageError(`--header ${JSON.stringify(header)} must look like 'X-Robots-Tag: noindex'.`, 'meta');
      return [header.slice(0, colon).trim(), header.slice(colon + 1).trim()];
    });
    const agent = stringFlag(args, 'agent') ?? '';
    const format = formatFlag(args, 'meta');
    const rules = rulesFlag(args, 'meta');
    dialectFlag(args, 'meta', false); // checked like everywhere, but meta tags do not depend on it
    const meta = await loadMeta();
    const maxBytes = integerFlag(args, 'max-bytes', 'meta', meta.DEFAULT_PAGE_MAX_BYTES);
    if (/^https?:\/\//i.test(argument)) throw new UsageError(`meta reads files; to fetch a page, run: robotstxt page ${argument} --agent NAME`, 'meta');
    const source = await readSource(argument, { maxBytes, timeoutMs: 1, stdin: context.stdin });
    const html = new TextDecoder('utf-8').decode(source.bytes);
    const directives = meta.pageDirectives({ html, headers, agent, rules });
    if (format !== 'text') writeJson(context.stdout, directives, format);
    else printDirectives(directives, context.stdout);
    return EXIT.ok;
  },
};
