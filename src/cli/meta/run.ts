/**
 * The implementation of `robotstxt meta` (its flags and help: `spec.ts`).
 *
 * @module
 */
import { dialectFlag, formatFlag, integerFlag, soleOperand, stringFlag, stringFlags } from '../args.ts';
import { EXIT, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { writeJson } from '../io/output.ts';
import { readSource } from '../io/source.ts';
import { printDirectives, rulesFlag } from './directives.ts';
import { DEFAULT_PAGE_MAX_BYTES } from '../../fetch/inspect-page.ts';
import { pageDirectives } from '../../meta/page.ts';

export async function run(args: ParsedArgs, context: Context): Promise<number> {
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
  const maxBytes = integerFlag(args, 'max-bytes', 'meta', DEFAULT_PAGE_MAX_BYTES);
  if (/^https?:\/\//i.test(argument)) throw new UsageError(`meta reads files; to fetch a page, run: robotstxt page ${argument} --agent NAME`, 'meta');
  const source = await readSource(argument, {
    maxBytes,
    timeoutMs: 1,
    stdin: context.stdin,
    hints: { missing: ` Check the path, or give - to read the page from standard input; to fetch a page, run: robotstxt page URL --agent NAME` },
  });
  const html = new TextDecoder('utf-8').decode(source.bytes);
  const directives = pageDirectives({ html, headers, agent, rules });
  if (format !== 'text') writeJson(context.stdout, directives, format);
  else printDirectives(directives, context.stdout);
  return EXIT.ok;
}
