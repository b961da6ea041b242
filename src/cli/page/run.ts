/**
 * The implementation of `robotstxt page` (its flags and help: `spec.ts`).
 *
 * @module
 */
import { dialectFlag, formatFlag, integerFlag, requiredAgent, soleOperand } from '../args.ts';
import { CliError, EXIT, inFlagNames, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { groupDigits, printable as p, writeJson, type Output } from '../io/output.ts';
import { DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS } from '../../fetch/retrieve.ts';
import { DEFAULT_PAGE_MAX_BYTES, inspectPage, type PageInspection } from '../../fetch/inspect-page.ts';
import { printCategories, printDirectives, rulesFlag } from '../meta/directives.ts';

export async function run(args: ParsedArgs, context: Context): Promise<number> {
  const argument = soleOperand(args, 'page', 'URL', 'missing URL: give the page, e.g. https://example.com/article.');
  if (!/^https?:\/\//i.test(argument)) throw new CliError(`cannot fetch ${argument}: give the page's full http:// or https:// URL.`);
  const agent = requiredAgent(args, 'page');
  const format = formatFlag(args, 'page');
  const rules = rulesFlag(args, 'page');
  const dialect = dialectFlag(args, 'page', false);
  const timeoutMs = integerFlag(args, 'timeout', 'page', DEFAULT_TIMEOUT_MS);
  if (timeoutMs > MAX_TIMEOUT_MS) throw new UsageError(`--timeout ${timeoutMs} is too large; the most is ${MAX_TIMEOUT_MS} ms.`, 'page');
  const maxBytes = integerFlag(args, 'max-bytes', 'page', DEFAULT_PAGE_MAX_BYTES);
  let inspection: PageInspection;
  try {
    inspection = await inspectPage(argument, { agent, rules, timeoutMs, maxBytes, dialect });
  } catch (error) {
    if (error instanceof TypeError) throw new UsageError(inFlagNames(error.message), 'page');
    throw error;
  }
  if (format !== 'text') writeJson(context.stdout, inspection, format);
  else printInspection(inspection, context.stdout);
  return inspection.fetch.allowed ? EXIT.ok : EXIT.findings;
}

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
    else if (page.status !== undefined && (page.status < 200 || page.status > 299)) {
      row('page', c.yellow(`HTTP ${page.status}: no page to read${page.contentType ? ` (${p(page.contentType)})` : ''}`));
    } else row('page', `${page.status} ${p(page.contentType ?? '')}, ${groupDigits(page.bytes)} bytes${page.truncated ? ' (truncated)' : ''}`);
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
