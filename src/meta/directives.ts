/**
 * Robots directives of `<meta name="robots">` tags and `X-Robots-Tag`
 * headers, read into typed values (docs/spec/dialects.md §6.1, §6.2).
 *
 * Terms are separated by commas and compared case-insensitively; a term
 * `name:value` carries a value (`max-snippet:50`). `unavailable_after`'s date
 * holds commas of its own (`Wednesday, 15-Nov-2028 15:00:00 GMT`): while the
 * date does not parse yet, a piece after it that is not a directive belongs to it. An `X-Robots-Tag`
 * value may start with a crawler's name (`googlebot: noindex`): the terms
 * after it are for that crawler only. Never throws: unknown and malformed
 * terms are {@link ValueDiagnostic}s.
 *
 * @module
 */
import * as cite from '../diagnostics/cite.ts';
import type { ValueDiagnostic } from '../diagnostics/diagnostic.ts';

/** A directive that is on or off by being named. */
export type RobotsFlag =
  'all' | 'none' | 'index' | 'noindex' | 'follow' | 'nofollow' | 'noarchive' | 'nosnippet' | 'notranslate' | 'noimageindex' | 'indexifembedded';

/** `max-image-preview` sizes, from least to most permissive. */
export const IMAGE_PREVIEW_SIZES = ['none', 'standard', 'large'] as const;

/** A `max-image-preview` size. */
export type ImagePreviewSize = (typeof IMAGE_PREVIEW_SIZES)[number];

/** A directive without a value (`noindex`). */
export interface RobotsFlagDirective {
  /** The directive (an alias such as `nocache` is given as what it means, `noarchive`). */
  readonly name: RobotsFlag;
  /** The term as written. */
  readonly term: string;
}

/** `max-snippet:N` (characters) or `max-video-preview:N` (seconds): `-1` no limit, `0` none. */
export interface RobotsLimitDirective {
  /** Which limit. */
  readonly name: 'max-snippet' | 'max-video-preview';
  /** The limit. */
  readonly value: number;
  /** The term as written. */
  readonly term: string;
}

/** `max-image-preview:SIZE`. */
export interface RobotsImagePreviewDirective {
  /** The directive. */
  readonly name: 'max-image-preview';
  /** The largest preview size. */
  readonly value: ImagePreviewSize;
  /** The term as written. */
  readonly term: string;
}

/** `unavailable_after:DATE`. */
export interface RobotsUnavailableAfterDirective {
  /** The directive. */
  readonly name: 'unavailable_after';
  /** The date as written. */
  readonly value: string;
  /** The date in ms since the epoch. */
  readonly time: number;
  /** The term as written. */
  readonly term: string;
}

/** One directive, read. */
export type RobotsDirective = RobotsFlagDirective | RobotsLimitDirective | RobotsImagePreviewDirective | RobotsUnavailableAfterDirective;

/** Every directive name the toolkit knows (Google's list, docs/spec/dialects.md §6.2). */
export const ROBOTS_DIRECTIVE_NAMES: readonly string[] = [
  'all',
  'none',
  'index',
  'noindex',
  'follow',
  'nofollow',
  'noarchive',
  'nosnippet',
  'notranslate',
  'noimageindex',
  'indexifembedded',
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
  'unavailable_after',
];

/** Other spellings read as a known directive: Bing's `nocache` is `noarchive`. */
const ALIASES: Readonly<Record<string, RobotsFlag>> = { nocache: 'noarchive' };
/** Directives that once existed and no longer do anything. */
const DEFUNCT: ReadonlySet<string> = new Set(['noodp', 'noydir']);
const KNOWN = new Set([...ROBOTS_DIRECTIVE_NAMES, ...Object.keys(ALIASES)]);

/** The directives of one tag's content or one header's value for one scope. */
export interface RobotsDirectiveList {
  /** The crawler the directives are for, lower-case (`googlebot`), or `undefined`: every crawler. */
  readonly agent: string | undefined;
  /** The directives, in the order written. */
  readonly directives: readonly RobotsDirective[];
  /** Unknown and malformed terms. */
  readonly diagnostics: readonly ValueDiagnostic[];
}

/**
 * Reads the `content` of a robots meta tag (`noindex, nofollow`).
 *
 * @example
 * ```ts
 * parseRobotsMeta('NOINDEX, max-snippet:50').directives;
 * // [{ name: 'noindex', term: 'NOINDEX' }, { name: 'max-snippet', value: 50, term: 'max-snippet:50' }]
 * ```
 */
export function parseRobotsMeta(content: string): RobotsDirectiveList {
  return { agent: undefined, ...readTerms(splitTerms(String(content)), String(content)) };
}

/**
 * Reads one `X-Robots-Tag` header value. A value may name a crawler first
 * (`googlebot: noindex`), and name another later in the list (`googlebot:
 * noindex, otherbot: nofollow`): one list per scope, in order.
 *
 * @example
 * ```ts
 * const [list] = parseXRobotsTag('otherbot: nofollow, noarchive');
 * list?.agent; // 'otherbot'
 * list?.directives.map((directive) => directive.name); // ['nofollow', 'noarchive']
 * ```
 */
export function parseXRobotsTag(value: string): RobotsDirectiveList[] {
  const text = String(value);
  const lists: RobotsDirectiveList[] = [];
  let agent: string | undefined;
  let pieces: string[] = [];
  const flush = (): void => {
    if (pieces.length > 0 || agent !== undefined) lists.push({ agent, ...readTerms(pieces, text) });
    pieces = [];
  };
  for (const piece of splitTerms(text)) {
    const scope = agentPrefix(piece);
    if (scope) {
      flush();
      agent = scope.agent;
      if (scope.rest !== '') pieces.push(scope.rest);
    } else pieces.push(piece);
  }
  flush();
  return lists;
}

/** `googlebot: noindex` → agent `googlebot`, rest `noindex`; `undefined` when the piece starts with a directive. */
function agentPrefix(piece: string): { agent: string; rest: string } | undefined {
  const colon = piece.indexOf(':');
  if (colon <= 0) return undefined;
  const name = piece.slice(0, colon).trim().toLowerCase();
  if (KNOWN.has(name) || !/^[a-z0-9_.-]+$/.test(name)) return undefined;
  return { agent: name, rest: piece.slice(colon + 1).trim() };
}

/** Splits at commas, joining the pieces of an `unavailable_after` date back to it. */
function splitTerms(text: string): string[] {
  const terms: string[] = [];
  for (const raw of text.split(',')) {
    const piece = raw.trim();
    const last = terms[terms.length - 1];
    if (last !== undefined && nameOf(last) === 'unavailable_after' && !dateParses(last) && piece !== '' && !KNOWN.has(nameOf(piece)) && !agentPrefix(piece)) {
      terms[terms.length - 1] = `${last}, ${piece}`;
      continue;
    }
    if (piece !== '') terms.push(piece);
  }
  return terms;
}

/** Whether an `unavailable_after:` term's date parses as it stands (then a following piece is not part of it). */
function dateParses(term: string): boolean {
  return !Number.isNaN(Date.parse(term.slice(term.indexOf(':') + 1).trim()));
}

function nameOf(term: string): string {
  const colon = term.indexOf(':');
  return (colon < 0 ? term : term.slice(0, colon)).trim().toLowerCase();
}

function readTerms(terms: readonly string[], source: string): { directives: RobotsDirective[]; diagnostics: ValueDiagnostic[] } {
  const directives: RobotsDirective[] = [];
  const diagnostics: ValueDiagnostic[] = [];
  const malformed = (term: string, why: string): void => {
    diagnostics.push({
      code: 'robots-directive-malformed',
      severity: 'warning',
      message: `"${term}" ${why}; it is ignored.`,
      source,
      spec: cite.robotsMeta('indexing and serving rules'),
    });
  };
  for (const term of terms) {
    const colon = term.indexOf(':');
    const name = nameOf(term);
    const value = colon < 0 ? undefined : term.slice(colon + 1).trim();
    const flag = ALIASES[name] ?? name;
    switch (flag) {
      case 'max-snippet':
      case 'max-video-preview': {
        const number = value !== undefined && /^-?\d+$/.test(value) ? Number(value) : NaN;
        if (!Number.isSafeInteger(number) || number < -1) malformed(term, `needs a whole number of characters or seconds (-1: no limit, 0: none)`);
        else directives.push({ name: flag, value: number, term });
        break;
      }
      case 'max-image-preview': {
        const size = (value ?? '').toLowerCase();
        if ((IMAGE_PREVIEW_SIZES as readonly string[]).includes(size)) directives.push({ name: flag, value: size as ImagePreviewSize, term });
        else malformed(term, `needs one of ${IMAGE_PREVIEW_SIZES.join(', ')}`);
        break;
      }
      case 'unavailable_after': {
        const time = value ? Date.parse(value) : NaN;
        if (Number.isNaN(time)) malformed(term, 'needs a date (RFC 822, RFC 850 or ISO 8601)');
        else directives.push({ name: flag, value: value as string, time, term });
        break;
      }
      default:
        if (KNOWN.has(flag) && value === undefined) directives.push({ name: flag as RobotsFlag, term });
        else if (KNOWN.has(flag)) malformed(term, 'takes no value');
        else
          diagnostics.push({
            code: 'robots-directive-unknown',
            severity: 'info',
            message: DEFUNCT.has(name)
              ? `"${term}" is defunct: no search engine reads it any more; it is ignored.`
              : `"${term}" is not a robots directive; it is ignored.`,
            source,
            spec: cite.robotsMeta('indexing and serving rules'),
          });
    }
  }
  return { directives, diagnostics };
}
