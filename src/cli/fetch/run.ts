/**
 * The implementation of `robotstxt fetch` (its flags and help: `spec.ts`).
 *
 * @module
 */
import { booleanFlag, dialectFlag, formatFlag, stringFlag } from '../args.ts';
import { CliError, EXIT, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { sourceOptions } from '../shared.ts';
import { clip, groupDigits, printable as p, writeJson, type Output } from '../io/output.ts';
import { siteUrl } from '../io/site.ts';
import { readSource } from '../io/source.ts';
import { fetchSummary, readUnder } from '../verdicts.ts';
import type { FetchRobotsTxtResult } from '../../fetch/fetch-robots.ts';
import type { SitemapReport } from '../../fetch/sitemaps.ts';
import { DIALECT_PROPERTIES } from '../../model/dialect.ts';

export async function run(args: ParsedArgs, context: Context): Promise<number> {
  const [argument, ...extra] = args.positionals;
  if (argument === undefined) throw new UsageError('missing URL: give the site, e.g. example.com or https://example.com.', 'fetch');
  if (extra.length > 0) throw new UsageError(`fetch takes one URL, got ${extra.length + 1}.`, 'fetch');
  const { url, problem } = siteUrl(argument);
  if (url === undefined) throw new UsageError(problem, 'fetch');
  const dialect = dialectFlag(args, 'fetch', false);
  const format = formatFlag(args, 'fetch');
  const agent = stringFlag(args, 'agent');
  const options = sourceOptions(args, 'fetch', context);
  const source = await readSource(url, options);
  const reading = readUnder(source, dialect, options.maxBytes);
  const fetched = reading.fetched;
  if (!fetched) throw new CliError(`internal: ${clip(url)} was not fetched`);
  const sitemaps = booleanFlag(args, 'sitemaps') ? await inspectSitemaps(fetched, options.timeoutMs, options.agent) : undefined;
  if (format !== 'text') writeJson(context.stdout, { ...fetchJson(fetched, agent), ...(sitemaps ? { sitemapReports: sitemaps } : {}) }, format);
  else {
    printFetch(fetched, agent, context.stdout);
    if (sitemaps) printSitemaps(sitemaps, fetched.robots.sitemaps.length, context.stdout);
  }
  if (fetched.failure) {
    context.stderr.line(`${context.stderr.color.red('robotstxt:')} ${p(clip(fetched.failure.message, 500))} ${failureAdvice(fetched)}`);
    return EXIT.error;
  }
  return EXIT.ok;
}

function failureAdvice(fetched: FetchRobotsTxtResult): string {
  switch (fetched.failure?.kind) {
    case 'timeout':
      return 'The server may be slow or down; try again, or raise --timeout.';
    case 'network':
      return 'Check the host name, the port and your connection.';
    default:
      return 'Fix the redirects on the server, or fetch the final URL directly.';
  }
}

function fetchJson(fetched: FetchRobotsTxtResult, agent: string | undefined): Record<string, unknown> {
  const robots = fetched.robots;
  return {
    url: fetched.url,
    dialect: fetched.dialect,
    ...fetchSummary(fetched),
    statusText: fetched.statusText,
    contentType: fetched.contentType ?? null,
    contentLength: fetched.contentLength ?? null,
    contentEncoding: fetched.contentEncoding ?? null,
    encodedLength: fetched.encodedLength ?? null,
    bytes: fetched.bytes,
    truncated: fetched.truncated,
    warnings: fetched.warnings,
    groups: fetched.outcome === 'rules' ? robots.model.groups.length : 0,
    rules: fetched.outcome === 'rules' ? robots.model.groups.reduce((n, group) => n + group.rules.length, 0) : 0,
    sitemaps: robots.sitemaps,
    ...(agent !== undefined ? { agent: agentJson(fetched, agent) } : {}),
  };
}

function agentJson(fetched: FetchRobotsTxtResult, agent: string): Record<string, unknown> {
  const robots = fetched.robots;
  return {
    name: agent,
    groups: robots.groupsFor(agent).map((group) => ({ line: group.start.line, agents: group.agents.map((a) => a.value), rules: group.rules.length })),
    crawlDelay: robots.crawlDelay(agent) ?? null,
    rootAllowed: robots.isAllowed('/', agent),
  };
}

function printFetch(fetched: FetchRobotsTxtResult, agent: string | undefined, out: Output): void {
  const c = out.color;
  const row = (label: string, text: string): void => out.line(`${c.dim(label.padEnd(10))} ${text}`);
  const n = groupDigits;
  row('url', p(fetched.url));
  fetched.redirects.forEach((target, i) => row(i === 0 ? 'redirects' : '', `→ ${p(target)}`));
  if (fetched.failure) row('status', c.red(`none: ${p(fetched.failure.message)}`));
  else row('status', `${fetched.status}${fetched.statusText ? ` ${p(fetched.statusText)}` : ''}`);
  if (fetched.contentType) row('type', p(fetched.contentType));
  if (!fetched.failure && fetched.status !== undefined && fetched.status >= 200 && fetched.status <= 299) {
    // Every count here is of decoded bytes; the encoded size is said apart, as what came over the wire.
    const total = fetched.contentLength !== undefined ? ` of ${n(fetched.contentLength)}` : '';
    const wire =
      fetched.contentEncoding !== undefined
        ? c.dim(` (${p(fetched.contentEncoding)}-encoded${fetched.encodedLength !== undefined ? `: ${n(fetched.encodedLength)} bytes on the wire` : ''})`)
        : '';
    row(
      'bytes',
      `${fetched.truncated ? c.yellow(`${n(fetched.bytes)}${total} (truncated: only the first ${n(fetched.bytes)} bytes were read and parsed)`) : n(fetched.bytes)}${wire}`,
    );
  }
  row('dialect', fetched.dialect);
  const outcome = fetched.outcome === 'rules' ? c.green('rules') : fetched.outcome === 'allow-all' ? c.green('full allow') : c.red('full disallow');
  const robots = fetched.robots;
  if (fetched.outcome === 'rules') {
    const groups = robots.model.groups.length;
    const rules = robots.model.groups.reduce((sum, group) => sum + group.rules.length, 0);
    const word = DIALECT_PROPERTIES[fetched.dialect].unit;
    row(
      'outcome',
      `${outcome}: ${groups} ${word}${groups === 1 ? '' : 's'}, ${rules} rule${rules === 1 ? '' : 's'}, ${robots.sitemaps.length} sitemap${robots.sitemaps.length === 1 ? '' : 's'}`,
    );
  } else {
    row('outcome', outcome);
  }
  row('meaning', p(fetched.reason));
  for (const warning of fetched.warnings) row('warning', `${c.yellow(p(warning.message))} ${c.dim(`[${warning.code}]`)}`);
  if (agent !== undefined) {
    const groups = robots.groupsFor(agent);
    const delay = robots.crawlDelay(agent);
    const summary =
      fetched.outcome !== 'rules'
        ? `every URL is ${fetched.outcome === 'allow-all' ? 'allowed' : 'disallowed'}`
        : groups.length === 0
          ? 'no group applies: every URL is allowed'
          : groups.map((group) => `line ${group.start.line} (${group.rules.length} rule${group.rules.length === 1 ? '' : 's'})`).join(', ');
    row('agent', `${p(agent)}: ${summary}${delay !== undefined ? `; crawl-delay ${delay}s` : ''}`);
  }
}

/** The most sitemaps `--sitemaps` fetches: each costs a request of up to 50 MiB. */
const MAX_SITEMAPS = 50;

/** Each declared sitemap, fetched in turn under the same time limit and User-Agent. */
async function inspectSitemaps(fetched: FetchRobotsTxtResult, timeoutMs: number, agent: string | undefined): Promise<SitemapReport[]> {
  // Loaded only when asked: the sitemap reader brings htmlparser2.
  const { inspectSitemap } = await import('../../fetch/sitemaps.ts');
  const reports: SitemapReport[] = [];
  for (const url of fetched.robots.sitemaps.slice(0, MAX_SITEMAPS)) {
    try {
      reports.push(await inspectSitemap(url, { site: fetched.url, timeoutMs, ...(agent !== undefined ? { agent } : {}) }));
    } catch (error) {
      // A Sitemap: value that is no absolute http(s) URL: say so in the report, as a failure.
      reports.push({
        url,
        finalUrl: url,
        status: undefined,
        contentType: undefined,
        failure: error instanceof Error ? error.message : String(error),
        kind: 'none',
        gzip: false,
        count: 0,
        sitemaps: [],
        otherHost: false,
        truncated: false,
      });
    }
  }
  return reports;
}

function printSitemaps(reports: readonly SitemapReport[], declared: number, out: Output): void {
  const c = out.color;
  for (const report of reports) {
    const what =
      report.failure !== undefined
        ? c.red(p(clip(report.failure, 200)))
        : report.kind === 'urlset'
          ? `sitemap, ${groupDigits(report.count)} URL${report.count === 1 ? '' : 's'}`
          : report.kind === 'sitemapindex'
            ? `sitemap index, ${groupDigits(report.count)} sitemap${report.count === 1 ? '' : 's'}`
            : c.yellow(`not a sitemap (${p(report.contentType ?? 'no content type')})`);
    const notes = [
      report.gzip ? 'gzip' : '',
      report.otherHost ? c.yellow('on another host') : '',
      report.truncated ? c.yellow('cut at the byte or URL limit') : '',
    ].filter(Boolean);
    out.line(
      `  ${c.dim('sitemap'.padEnd(10))} ${p(report.url)}: ${report.status !== undefined ? `HTTP ${report.status}, ` : ''}${what}${notes.length ? ` (${notes.join(', ')})` : ''}`,
    );
  }
  if (declared > reports.length)
    out.line(`  ${c.dim('sitemap'.padEnd(10))} ${c.dim(`and ${declared - reports.length} more not fetched (at most ${MAX_SITEMAPS})`)}`);
}
