/**
 * `pageDirectives`: what one crawler may do with one page, from its robots
 * meta tags and `X-Robots-Tag` headers together (docs/spec/dialects.md §6).
 *
 * Two rule sets:
 * - `modern` (default; Google's): every applicable term counts and the most
 *   restrictive wins: `noindex` beats `index`, `nosnippet` beats
 *   `max-snippet:50`, the smaller limit and the earlier date win; `all`,
 *   `index` and `follow` have no effect.
 * - `seed` (the 1996 ROBOTS meta tag, §6.1): `ALL` wins over every other term;
 *   `NONE` is `NOINDEX, NOFOLLOW`; contradictory terms (`FOLLOW, NOFOLLOW`)
 *   are left to the robot: reported in `robotsChoice` and answered with the
 *   cautious reading. Terms the seed does not know are read as `modern` does.
 *
 * A tag or header applies when it is for every crawler (`robots`, an
 * `X-Robots-Tag` without a name) or names the crawler's product token
 * (`googlebot` for `Mozilla/5.0 (compatible; Googlebot/2.1)`), case-insensitively.
 *
 * @module
 */
import type { ValueDiagnostic } from '../diagnostics/diagnostic.ts';
import { robotNameToken } from '../match/agent.ts';
import { IMAGE_PREVIEW_SIZES, parseRobotsMeta, parseXRobotsTag, type ImagePreviewSize, type RobotsDirective } from './directives.ts';
import { robotsMetaFromHtml, type MetaScanOptions } from './html.ts';

/** Which rules combine the terms: `modern` (the most restrictive wins) or `seed` (1996: `ALL` wins). */
export type MetaRules = 'modern' | 'seed';

/** Where a directive came from. */
export interface DirectiveSource {
  /** A `<meta>` tag or an HTTP header. */
  readonly kind: 'meta' | 'header';
  /** The tag or header as it reads: `<meta name="robots" content="noindex">`, `X-Robots-Tag: googlebot: nofollow`. */
  readonly text: string;
  /** The crawler it is addressed to (lower-case), or `undefined`: every crawler. */
  readonly agent: string | undefined;
  /** The term that decided, as written (`NOINDEX`, `max-snippet:50`). */
  readonly term: string;
}

/** A tag or header that applied to the crawler. */
export interface AppliedSource {
  /** A `<meta>` tag or an HTTP header. */
  readonly kind: 'meta' | 'header';
  /** The tag or header as it reads. */
  readonly text: string;
  /** The crawler it is addressed to (lower-case), or `undefined`: every crawler. */
  readonly agent: string | undefined;
}

/** Response headers: a `Headers` object, a record (a value may be a list of field lines), or `[name, value]` pairs. */
export type HeaderInput = Headers | Readonly<Record<string, string | readonly string[] | undefined>> | readonly (readonly [string, string])[];

/** Input of {@link pageDirectives}. */
export interface PageDirectivesInput {
  /** The page's HTML, if it is HTML. */
  readonly html?: string;
  /** The response headers (only `X-Robots-Tag` is read). */
  readonly headers?: HeaderInput;
  /** The crawler: a User-Agent header or a product token. */
  readonly agent: string;
  /** Which rules combine the terms. Default `modern`. */
  readonly rules?: MetaRules;
  /** How much HTML to read. */
  readonly scan?: MetaScanOptions;
}

/** The effective directives for one crawler and one page. `sources` names the tag or header that decided each one. */
export interface PageDirectives {
  /** May the page be indexed. */
  readonly index: boolean;
  /** May its links be followed. */
  readonly follow: boolean;
  /** The longest text snippet in characters: `0` none (`nosnippet`), `-1` or `undefined` no limit. */
  readonly maxSnippet: number | undefined;
  /** The largest image preview, or `undefined`: no limit stated. */
  readonly maxImagePreview: ImagePreviewSize | undefined;
  /** The longest video preview in seconds: `0` a still image only, `-1` or `undefined` no limit. */
  readonly maxVideoPreview: number | undefined;
  /** After this date the page should leave the index (the date as written, and `time` in ms since the epoch). */
  readonly unavailableAfter: UnavailableAfter | undefined;
  /** No cached copy (`noarchive`, Bing's `nocache`). */
  readonly noarchive: boolean;
  /** No text snippet or video preview (`nosnippet`). */
  readonly nosnippet: boolean;
  /** No translation offered (`notranslate`). */
  readonly notranslate: boolean;
  /** The page's images are not indexed (`noimageindex`). */
  readonly noimageindex: boolean;
  /** With `noindex`: the content may still be indexed when embedded in another page (`indexifembedded`). */
  readonly indexifembedded: boolean;
  /** The rule set used. */
  readonly rules: MetaRules;
  /** For each directive above that a tag or header decided, where it came from; absent: the default. */
  readonly sources: Readonly<Partial<Record<PageDirectiveKey, DirectiveSource>>>;
  /** `seed`: the behaviours the terms contradict each other on, left to the robot; answered cautiously. */
  readonly robotsChoice: readonly ('index' | 'follow')[];
  /** Every tag and header that applied to the crawler, in order (meta tags, then headers). */
  readonly applied: readonly AppliedSource[];
  /** Unknown and malformed terms, contradictions, a page cut at the scan limit. */
  readonly diagnostics: readonly ValueDiagnostic[];
}

/** The `unavailable_after` date that applies. */
export interface UnavailableAfter {
  /** The date as written. */
  readonly value: string;
  /** The date in ms since the epoch. */
  readonly time: number;
}

/** The directives of {@link PageDirectives} that `sources` can name. */
export type PageDirectiveKey =
  | 'index'
  | 'follow'
  | 'maxSnippet'
  | 'maxImagePreview'
  | 'maxVideoPreview'
  | 'unavailableAfter'
  | 'noarchive'
  | 'nosnippet'
  | 'notranslate'
  | 'noimageindex'
  | 'indexifembedded';

/** One directive with where it came from. */
interface Sourced {
  readonly directive: RobotsDirective;
  readonly source: DirectiveSource;
}

/** Every field line of `name` in `headers`, in order. */
export function headerValues(headers: HeaderInput | undefined, name: string): string[] {
  if (!headers) return [];
  const wanted = name.toLowerCase();
  if (typeof (headers as Headers).get === 'function' && typeof (headers as Headers).forEach === 'function') {
    const value = (headers as Headers).get(wanted);
    // A Headers object joins field lines with ", ": read them back as one line (a list parses the same).
    return value === null ? [] : [value];
  }
  if (Array.isArray(headers))
    return (headers as readonly (readonly [string, string])[]).filter(([key]) => key.toLowerCase() === wanted).map(([, value]) => value);
  const values: string[] = [];
  for (const [key, value] of Object.entries(headers as Record<string, string | readonly string[] | undefined>)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    if (typeof value === 'string') values.push(value);
    else for (const line of value) values.push(line);
  }
  return values;
}

/**
 * The effective directives for `agent` from a page's meta tags and headers.
 *
 * @example
 * ```ts
 * const page = pageDirectives({
 *   html: '<meta name="robots" content="max-snippet:50"><meta name="googlebot" content="nosnippet">',
 *   headers: { 'X-Robots-Tag': 'googlebot: noindex' },
 *   agent: 'Googlebot/2.1',
 * });
 * page.index;                // false (X-Robots-Tag: googlebot: noindex)
 * page.maxSnippet;           // 0 (nosnippet beats max-snippet:50)
 * page.sources.index?.text;  // 'X-Robots-Tag: googlebot: noindex'
 * ```
 */
export function pageDirectives(input: PageDirectivesInput): PageDirectives {
  const rules = input.rules ?? 'modern';
  const token = robotNameToken(String(input.agent)).toLowerCase();
  const applies = (agent: string | undefined): boolean => agent === undefined || agent === token;
  const sourced: Sourced[] = [];
  const applied: AppliedSource[] = [];
  const diagnostics: ValueDiagnostic[] = [];

  if (input.html !== undefined) {
    const scan = robotsMetaFromHtml(input.html, input.scan);
    for (const diagnostic of scan.diagnostics) diagnostics.push(diagnostic);
    for (const tag of scan.tags) {
      const agent = tag.name === 'robots' ? undefined : tag.name;
      if (!applies(agent)) continue;
      const list = parseRobotsMeta(tag.content);
      for (const d of list.diagnostics) diagnostics.push({ ...d, source: tag.text });
      applied.push({ kind: 'meta', text: tag.text, agent });
      for (const directive of list.directives) sourced.push({ directive, source: { kind: 'meta', text: tag.text, agent, term: directive.term } });
    }
  }
  for (const value of headerValues(input.headers, 'x-robots-tag')) {
    for (const list of parseXRobotsTag(value)) {
      if (!applies(list.agent)) continue;
      const text = `X-Robots-Tag: ${value}`;
      for (const d of list.diagnostics) diagnostics.push({ ...d, source: text });
      applied.push({ kind: 'header', text, agent: list.agent });
      for (const directive of list.directives) sourced.push({ directive, source: { kind: 'header', text, agent: list.agent, term: directive.term } });
    }
  }
  return combine(sourced, rules, applied, diagnostics);
}

/**
 * Combines directives already read (from {@link parseRobotsMeta} or
 * {@link parseXRobotsTag}) under `rules`: the core of {@link pageDirectives}.
 */
function combine(sourced: readonly Sourced[], rules: MetaRules, applied: readonly AppliedSource[], diagnostics: ValueDiagnostic[]): PageDirectives {
  const sources: Partial<Record<PageDirectiveKey, DirectiveSource>> = {};
  const first = (names: readonly string[]): Sourced | undefined => sourced.find((entry) => names.includes(entry.directive.name));
  const robotsChoice: ('index' | 'follow')[] = [];

  // index and follow.
  let index = true;
  let follow = true;
  const all = first(['all']);
  const negative = { index: first(['noindex', 'none']), follow: first(['nofollow', 'none']) };
  const positive = { index: first(['index']), follow: first(['follow']) };
  if (rules === 'seed' && all) {
    // 1996: ALL wins, every other term is ignored (dialects.md §6.1).
    sources.index = all.source;
    sources.follow = all.source;
  } else {
    for (const key of ['index', 'follow'] as const) {
      const no = negative[key];
      if (!no) continue;
      if (key === 'index') index = false;
      else follow = false;
      sources[key] = no.source;
      const yes = positive[key];
      if (yes) {
        if (rules === 'seed') robotsChoice.push(key);
        diagnostics.push({
          code: 'robots-directives-conflict',
          severity: 'warning',
          message:
            rules === 'seed'
              ? `"${yes.directive.term}" and "${no.directive.term}" contradict each other: the 1996 rules leave the ${key} behaviour to the robot; this answer takes the cautious reading (A-18).`
              : `"${yes.directive.term}" and "${no.directive.term}" contradict each other: the more restrictive "${no.directive.term}" applies.`,
          source: no.source.text,
        });
      }
    }
  }

  // Snippet and preview limits: the smallest wins (-1 = no limit); nosnippet is max-snippet 0.
  const nosnippet = first(['nosnippet']);
  const maxSnippet = smallestLimit(sourced, 'max-snippet');
  let snippet: number | undefined = maxSnippet?.value;
  if (nosnippet) {
    snippet = 0;
    sources.maxSnippet = nosnippet.source;
    sources.nosnippet = nosnippet.source;
  } else if (maxSnippet) sources.maxSnippet = maxSnippet.entry.source;
  const video = smallestLimit(sourced, 'max-video-preview');
  if (video) sources.maxVideoPreview = video.entry.source;
  let image: Sourced | undefined;
  for (const entry of sourced) {
    if (entry.directive.name !== 'max-image-preview') continue;
    const rank = IMAGE_PREVIEW_SIZES.indexOf(entry.directive.value);
    if (!image || rank < IMAGE_PREVIEW_SIZES.indexOf((image.directive as { value: ImagePreviewSize }).value)) image = entry;
  }
  if (image) sources.maxImagePreview = image.source;
  let unavailable: Sourced | undefined;
  for (const entry of sourced) {
    if (entry.directive.name !== 'unavailable_after') continue;
    if (!unavailable || entry.directive.time < (unavailable.directive as { time: number }).time) unavailable = entry;
  }
  if (unavailable) sources.unavailableAfter = unavailable.source;

  const flag = (name: 'noarchive' | 'notranslate' | 'noimageindex' | 'indexifembedded'): boolean => {
    const entry = first([name]);
    if (entry) sources[name] = entry.source;
    return entry !== undefined;
  };
  const unavailableDirective = unavailable?.directive as { value: string; time: number } | undefined;
  return {
    index,
    follow,
    maxSnippet: snippet,
    maxImagePreview: image ? (image.directive as { value: ImagePreviewSize }).value : undefined,
    maxVideoPreview: video?.value,
    unavailableAfter: unavailableDirective ? { value: unavailableDirective.value, time: unavailableDirective.time } : undefined,
    noarchive: flag('noarchive'),
    nosnippet: nosnippet !== undefined,
    notranslate: flag('notranslate'),
    noimageindex: flag('noimageindex'),
    indexifembedded: flag('indexifembedded'),
    rules,
    sources,
    robotsChoice,
    applied,
    diagnostics,
  };
}

/** The smallest limit given for `name` (-1, no limit, is the largest). */
function smallestLimit(sourced: readonly Sourced[], name: 'max-snippet' | 'max-video-preview'): { value: number; entry: Sourced } | undefined {
  let best: { value: number; entry: Sourced } | undefined;
  const size = (value: number): number => (value < 0 ? Infinity : value);
  for (const entry of sourced) {
    const directive = entry.directive;
    if (directive.name !== name) continue;
    if (!best || size(directive.value) < size(best.value)) best = { value: directive.value, entry };
  }
  return best;
}
