/**
 * `robotstxt page URL --agent NAME`: one verdict per page. robots.txt first;
 * the page only if robots.txt allows it; then its meta tags and headers, each
 * answer with its source (docs/meta.md).
 *
 * @module
 */
import { SHARED } from '../args.ts';
import type { Command } from '../command.ts';
import { RULES_OPTION } from '../meta/spec.ts';

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
  load: () => import('./run.ts'),
};
