/**
 * inspectPage against generated redirect chains between two sites on 127.0.0.1: same-origin and
 * cross-origin redirects (301, 302, 303, 307, 308; relative, bare, absolute and scheme-relative
 * Location; %-encoded, with dot segments, a fragment, a query or backslashes), loops, chains longer than maxRedirects, Locations with credentials, not a URL, not
 * http(s) or missing, and each site's robots.txt (rules, 404, 503). The servers count every request:
 * no URL robots.txt disallows is ever requested, and the verdict is the one on the last URL checked.
 * The expected run is simulated from the scenario alone, without the toolkit's code.
 * `npm run fuzz` searches wider (600 chains).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RobotsTxtCache } from '../../src/index.ts';
import { inspectPage } from '../../src/meta.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';
import { startServer, type TestServer } from './http-server.ts';

const PATHS = 5;
const AGENT = 'FooBot/1.0';

type SiteIndex = 0 | 1;
interface Target {
  readonly site: SiteIndex;
  readonly path: number;
}
type Form = 'relative' | 'bare' | 'absolute' | 'scheme-relative' | 'encoded' | 'dot-segments' | 'fragment' | 'query' | 'backslash';
type Broken = 'credentials' | 'not-a-url' | 'missing' | 'ftp';
type Answer =
  | { readonly kind: 'page' }
  | { readonly kind: 'redirect'; readonly status: number; readonly to: Target; readonly form: Form }
  | { readonly kind: 'broken'; readonly status: number; readonly to: Target; readonly broken: Broken };
type Robots = { readonly kind: 'rules'; readonly disallow: readonly number[] } | { readonly kind: 'status'; readonly status: 404 | 503 };
interface Site {
  readonly robots: Robots;
  readonly answers: readonly Answer[];
}
interface Scenario {
  readonly sites: readonly [Site, Site];
  readonly start: Target;
  readonly maxRedirects: number;
}

const target = fc.record({ site: fc.constantFrom<SiteIndex>(0, 1), path: fc.nat(PATHS - 1) });
const status = fc.constantFrom(301, 302, 303, 307, 308);
const answer: fc.Arbitrary<Answer> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Answer>({ kind: 'page' }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('redirect' as const),
      status,
      to: target,
      form: fc.constantFrom<Form>('relative', 'bare', 'absolute', 'scheme-relative', 'encoded', 'dot-segments', 'fragment', 'query', 'backslash'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('broken' as const),
      status,
      to: target,
      broken: fc.constantFrom<Broken>('credentials', 'not-a-url', 'missing', 'ftp'),
    }),
  },
);
const robots: fc.Arbitrary<Robots> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('rules' as const), disallow: fc.uniqueArray(fc.nat(PATHS - 1), { maxLength: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('status' as const), status: fc.constantFrom<404 | 503>(404, 503) }) },
);
const site: fc.Arbitrary<Site> = fc.record({ robots, answers: fc.array(answer, { minLength: PATHS, maxLength: PATHS }) });
const scenario: fc.Arbitrary<Scenario> = fc.record({ sites: fc.tuple(site, site), start: target, maxRedirects: fc.nat(4) });

let servers: TestServer[] = [];
let current: Scenario | undefined;
/** Every page request (robots.txt aside), as `site:path`, in order. */
let log: string[] = [];

const origin = (index: SiteIndex): string => servers[index]?.origin ?? '';
const urlOf = (to: Target): string => `${origin(to.site)}/p${to.path}`;

function handler(index: SiteIndex) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const site = current?.sites[index];
    const path = request.url ?? '';
    if (!site) return void response.writeHead(500).end();
    if (path === '/robots.txt') {
      if (site.robots.kind === 'status') return void response.writeHead(site.robots.status).end();
      const lines = ['User-agent: *', ...site.robots.disallow.map((p) => `Disallow: /p${p}`)];
      return void response.writeHead(200, { 'content-type': 'text/plain' }).end(`${lines.join('\n')}\n`);
    }
    // The resource, as a server reads the request target: the query dropped, %XX decoded.
    const resource = decodeURIComponent(path.replace(/\?.*$/, ''));
    log.push(`${index}:${resource}`);
    const at = /^\/p(\d)$/.exec(resource);
    const answer = at ? site.answers[Number(at[1])] : undefined;
    if (!answer) return void response.writeHead(404).end();
    if (answer.kind === 'page') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>');
    response.writeHead(answer.status, answer.kind === 'broken' ? brokenLocation(answer) : { location: location(answer) }).end();
  };
}

/** The Location of a usable redirect, written in its form (relative forms stay on the site). */
function location(answer: Extract<Answer, { kind: 'redirect' }>): string {
  switch (answer.form) {
    case 'relative':
      return `/p${answer.to.path}`;
    case 'bare':
      return `p${answer.to.path}`;
    case 'absolute':
      return urlOf(answer.to);
    case 'scheme-relative':
      return urlOf(answer.to).replace(/^http:/, '');
    case 'encoded':
      return `${origin(answer.to.site)}/%70${answer.to.path}`;
    case 'dot-segments':
      return `${origin(answer.to.site)}/x/../p${answer.to.path}`;
    case 'fragment':
      return `${urlOf(answer.to)}#top`;
    case 'query':
      return `${urlOf(answer.to)}?q=1`;
    case 'backslash':
      return `\\\\${origin(answer.to.site).slice('http://'.length)}\\p${answer.to.path}`;
  }
}

function brokenLocation(answer: Extract<Answer, { kind: 'broken' }>): Record<string, string> {
  switch (answer.broken) {
    case 'credentials':
      return { location: urlOf(answer.to).replace('http://', 'http://user:secret@') };
    case 'not-a-url':
      return { location: 'http://[::1' };
    case 'ftp':
      return { location: urlOf(answer.to).replace(/^http:/, 'ftp:') };
    case 'missing':
      return {};
  }
}

/** Where a usable redirect leads (relative forms stay on the site they come from), and that URL as a browser writes it. */
function destination(from: SiteIndex, answer: Extract<Answer, { kind: 'redirect' }>): { to: Target; url: string } {
  const to = answer.form === 'relative' || answer.form === 'bare' ? { site: from, path: answer.to.path } : answer.to;
  const suffix = answer.form === 'fragment' ? '#top' : answer.form === 'query' ? '?q=1' : '';
  return { to, url: answer.form === 'encoded' ? `${origin(to.site)}/%70${to.path}` : `${urlOf(to)}${suffix}` };
}

/** What the site's robots.txt says about one of its paths (rfc9309: 404 allows all, 503 disallows all). */
function allowedBy(scenario: Scenario, to: Target): boolean {
  const { robots } = scenario.sites[to.site];
  if (robots.kind === 'status') return robots.status === 404;
  return !robots.disallow.includes(to.path);
}

interface Expected {
  readonly requests: readonly string[];
  readonly url: string;
  readonly allowed: boolean;
  readonly fetched: boolean;
  readonly failure: string | undefined;
}

/** The run a careful crawler makes: check each URL before requesting it, stop at the first refusal. */
function simulate(scenario: Scenario): Expected {
  const requests: string[] = [];
  let at = scenario.start;
  let atUrl = urlOf(at);
  if (!allowedBy(scenario, at)) return { requests, url: atUrl, allowed: false, fetched: false, failure: undefined };
  for (let redirects = 0; ; redirects++) {
    requests.push(`${at.site}:/p${at.path}`);
    const answer = scenario.sites[at.site].answers[at.path] ?? { kind: 'page' };
    const end = (failure: string | undefined, url = atUrl, allowed = true): Expected => ({ requests, url, allowed, fetched: true, failure });
    if (answer.kind === 'page') return end(undefined);
    if (answer.kind === 'broken') return end('bad-redirect');
    if (redirects >= scenario.maxRedirects) return end('too-many-redirects');
    const next = destination(at.site, answer);
    if (!allowedBy(scenario, next.to)) return end('redirect-refused', next.url, false);
    at = next.to;
    atUrl = next.url;
  }
}

beforeAll(async () => {
  servers = [await startServer(handler(0)), await startServer(handler(1))];
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

describe('inspectPage over generated redirect chains', () => {
  it('never requests a URL robots.txt disallows, and its verdict is the one on the last URL checked (property)', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (generated) => {
        current = generated;
        log = [];
        const expected = simulate(generated);
        const inspection = await inspectPage(urlOf(generated.start), {
          agent: AGENT,
          cache: new RobotsTxtCache({ agent: AGENT }),
          maxRedirects: generated.maxRedirects,
        });
        expect(log).toEqual(expected.requests);
        for (const request of log) {
          const [siteText, path] = request.split(':');
          expect(allowedBy(generated, { site: Number(siteText) as SiteIndex, path: Number(path?.slice(2)) })).toBe(true);
        }
        expect({ url: inspection.fetch.url, allowed: inspection.fetch.allowed }).toEqual({ url: expected.url, allowed: expected.allowed });
        expect(inspection.fetch.hops.every((hop, i, hops) => hop.allowed || i === hops.length - 1)).toBe(true);
        expect(inspection.page !== undefined).toBe(expected.fetched);
        expect(inspection.page?.failure?.kind).toBe(expected.failure);
        if (expected.failure === 'redirect-refused') expect(inspection.fetch.refusedRedirect).toBe(inspection.fetch.hops.length - 1);
        else expect(inspection.fetch.refusedRedirect).toBeUndefined();
      }),
      { numRuns: propertyRuns(40, 0.006) },
    );
  });
});
