/**
 * `robotstxt page URL --agent NAME`: one verdict per page. robots.txt first;
 * the page only if robots.txt allows it; then its meta tags and headers, each
 * answer with its source (docs/meta.md).
 *
 * @module
 */
import { dialectFlag, formatFlag, integerFlag, requiredAgent, SHARED, soleOperand, stringFlag } from '../args.ts';
import { CliError, EXIT, UsageError, type Command } from '../command.ts';
import { groupDigits, printable as p, writeJson, type Output } from '../output.ts';
import { DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS } from '../../fetch/retrieve.ts';
import type { PageInspection } from '../../fetch/inspect-page.ts';
import type { MetaRules, PageDirectives } from '../../meta/page.ts';
import type { UsageValue } from '../../model/usage.ts';

/** The meta entry, loaded on demand so that `--help` stays fast. */
export const loadMeta = (): Promise<typeof import('../engine-meta.ts')> => import('../engine-meta.ts');

/** `--rules modern|seed`. */
export function rulesFlag(args: Parameters<Command['run']>[0], command: string): MetaRules {
  const rules = stringFlag(args, 'rules') ?? 'modern';
  if (rules !== 'modern' && rules !== 'seed') throw new UsageError(`--rules must be modern or seed, not ${JSON.stringify(rules)}.`, command);
  return rules;
}

export const RULES_OPTION = {
  type: 'string',
  valueName: 'R',
  description: 'How meta terms combine: modern (default; the most restrictive wins) or seed (1996: ALL wins, contradictions left to the robot).',
} as const;

export const pageCommand: Command = {
  name: 'page',
  summary: 'Say what a crawler may do with one page: fetch, index, follow, snippet, AI usage (robots.txt, meta tags, headers).',
  usage: ['page URL --agent NAME [--dialect D] [--rules modern|seed] [--format FMT]'],
  description: [
    "Fetches the site's /robots.txt; if it allows the page, fetches the page too (at most --max-bytes, 2 MiB by default, within --timeout, up to 5 redirects) and reads its robots meta tags, X-Robots-Tag, Content-Usage and Content-Signal headers.",
    "Each redirect target is checked against robots.txt (its own origin's) before it is requested: a redirect to a disallowed URL is not followed, and the verdict is that URL's.",
    'A page robots.txt disallows is not fetched, so its meta tags cannot be seen: index and follow are then unknown.',
    'Content-Usage follows the IETF AIPREF drafts (attach-05, vocab-07): experimental.',
    '--format json prints the whole inspection: fetch (allowed, line, reason), index, follow, directives (with sources), page, usage, interplay.',
    'Exit status: 0 when robots.txt allows the fetch, 1 when it does not, 2 on usage errors.',
  ],
  options: {
    agent: SHARED.agent,
    dialect: {
      ...SHARED.dialect,
      description: 'The standard to read robots.txt under (its fetch and matching rules): rfc9309 (default), google, 1994, draft-1996, revisited-1996.',
    },
    rules: RULES_OPTION,
    format: SHARED.format,
    timeout: SHARED.timeout,
    'max-bytes': { type: 'string', valueName: 'N', description: 'Bytes of the page to read (default 2097152).' },
  },
  examples: ['robotstxt page https://example.com/article --agent Googlebot', 'robotstxt page https://example.com/report.pdf --agent FooBot --format json'],
  async run(args, context) {
    const argument = soleOperand(args, 'page', 'URL', 'missing URL: give the page, e.g. https://example.com/article.');
    if (!/^https?:\/\//i.test(argument)) throw new CliError(`cannot fetch ${argument}: give the page's full http:// or https:// URL.`);
    const agent = requiredAgent(args, 'page');
    const format = formatFlag(args, 'page');
    const rules = rulesFlag(args, 'page');
    const dialect = dialectFlag(args, 'page', false);
    const timeoutMs = integerFlag(args, 'timeout', 'page', DEFAULT_TIMEOUT_MS);
    if (timeoutMs > MAX_TIMEOUT_MS) throw new UsageError(`--timeout ${timeoutMs} is too large; the most is ${MAX_TIMEOUT_MS} ms.`, 'page');
    const meta = await loadMeta();
    const maxBytes = integerFlag(args, 'max-bytes', 'page', meta.DEFAULT_PAGE_MAX_BYTES);
    let inspection: PageInspection;
    try {
      inspection = await meta.inspectPage(argument, { agent, rules, timeoutMs, maxBytes, dialect });
    } catch (error) {
      if (error instanceof TypeError) throw new UsageError(error.message, 'page');
      throw error;
    }
    if (format !== 'text') writeJson(context.stdout, inspection, format);
    else printInspection(inspection, context.stdout);
    return inspection.fetch.allowed ? EXIT.ok : EXIT.findings;
  },
};

function printInspection(inspection: PageInspection, out: Output): void {
  const c = out.color;
  const row = (label: string, text: string): void => out.line(`${c.dim(label.padEnd(12))} ${text}`);
  row('url', p(inspection.url));
  row('agent', p(inspection.agent));
  const { fetch } = inspection;
  const line = fetch.line ? ` by robots.txt line ${fetch.line.number} "${p(fetch.line.text)}"` : '';
  // After redirects the verdict is the one on the URL they led to, which may be on another origin.
  const where = fetch.url !== inspection.url ? ` for ${p(fetch.url)}${fetch.line ? ` (${p(fetch.robotsTxtUrl)})` : ''}` : '';
  row('fetch', fetch.allowed ? `${c.green('allowed')}${line}${where}` : `${c.red('disallowed')}${line}${where}`);
  if (fetch.refusedRedirect !== undefined) row('', c.red(`redirect ${fetch.refusedRedirect} goes there, so it was not followed`));
  if (!fetch.line) row('', c.dim(p(fetch.reason)));
  const page = inspection.page;
  if (page) {
    if (page.failure) row('page', c.red(`none: ${p(page.failure.message)}`));
    else row('page', `${page.status} ${p(page.contentType ?? '')}, ${groupDigits(page.bytes)} bytes${page.truncated ? ' (truncated)' : ''}`);
    page.redirects.forEach((target, i) => row(i === 0 ? 'redirects' : '', `→ ${p(target)}`));
  }
  if (inspection.directives) printDirectives(inspection.directives, out);
  else {
    row('index', c.yellow('unknown'));
    row('follow', c.yellow('unknown'));
  }
  const usage = inspection.usage;
  if (usage.categories) printCategories(usage.categories, out);
  const signals = usage.robotsTxt.signals;
  if (signals) row('signals', p(formatSignals(signals)));
  if (usage.signalHeader) row('signal hdr', p(formatSignals(usage.signalHeader.signals)));
  for (const note of inspection.interplay) row('note', p(note));
}

function formatSignals(signals: Readonly<Record<string, string>>): string {
  return Object.entries(signals)
    .filter(([, value]) => value !== 'unstated')
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
}

/** AIPREF categories, one row each (experimental). */
export function printCategories(categories: Readonly<Record<string, UsageValue>>, out: Output): void {
  const c = out.color;
  for (const [label, value] of Object.entries(categories)) {
    const shown = value === 'allowed' ? c.green(value) : value === 'disallowed' ? c.red(value) : c.dim(value);
    out.line(`${c.dim(p(label).padEnd(12))} ${shown} ${c.dim('(AIPREF, experimental)')}`);
  }
}

/** The effective directives, each with the tag or header that decided it. */
export function printDirectives(directives: PageDirectives, out: Output): void {
  const c = out.color;
  const from = (key: keyof PageDirectives['sources']): string => {
    const source = directives.sources[key];
    return source ? c.dim(`  ${p(source.text)}`) : c.dim('  (default)');
  };
  const yesNo = (value: boolean): string => (value ? c.green('yes') : c.red('no'));
  const row = (label: string, text: string): void => out.line(`${c.dim(label.padEnd(12))} ${text}`);
  const choice = (key: 'index' | 'follow'): string => (directives.robotsChoice.includes(key) ? c.yellow(" (robot's choice)") : '');
  row('index', `${yesNo(directives.index)}${choice('index')}${from('index')}`);
  row('follow', `${yesNo(directives.follow)}${choice('follow')}${from('follow')}`);
  if (directives.maxSnippet !== undefined)
    row(
      'snippet',
      `${directives.maxSnippet === 0 ? 'none' : directives.maxSnippet < 0 ? 'no limit' : `at most ${directives.maxSnippet} characters`}${from('maxSnippet')}`,
    );
  if (directives.maxImagePreview !== undefined) row('image prev.', `${directives.maxImagePreview}${from('maxImagePreview')}`);
  if (directives.maxVideoPreview !== undefined)
    row('video prev.', `${directives.maxVideoPreview < 0 ? 'no limit' : `at most ${directives.maxVideoPreview} s`}${from('maxVideoPreview')}`);
  if (directives.unavailableAfter) row('unavailable', `after ${new Date(directives.unavailableAfter.time).toISOString()}${from('unavailableAfter')}`);
  for (const flag of ['noarchive', 'notranslate', 'noimageindex', 'indexifembedded'] as const) if (directives[flag]) row(flag, `yes${from(flag)}`);
  row('rules', directives.rules);
  for (const d of directives.diagnostics) row(d.severity, `${c.yellow(p(d.message))} ${c.dim(`[${d.code}]`)}`);
}
