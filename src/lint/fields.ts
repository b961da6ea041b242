/**
 * The field names the linter knows: the standard ones, and every non-RFC
 * line of `docs/spec/extensions.md` with the crawlers that honour it (so a
 * known extension is never reported as unknown).
 *
 * @module
 */

/** A field beyond RFC 9309 and who acts on it (docs/spec/extensions.md §0, §3). */
export interface ExtensionField {
  /** The name as usually written. */
  readonly name: string;
  /** Who honours it. */
  readonly honouredBy: string;
  /** No current crawler acts on it. */
  readonly noEffect?: boolean;
}

/** The fields of the standards (1994, the draft, RFC 9309, sitemaps). */
export const STANDARD_FIELDS: ReadonlyMap<string, string> = new Map([
  ['user-agent', 'User-agent'],
  ['allow', 'Allow'],
  ['disallow', 'Disallow'],
  ['sitemap', 'Sitemap'],
]);

/** The known extension fields, by lower-case name. */
export const EXTENSION_FIELDS: ReadonlyMap<string, ExtensionField> = new Map([
  ['crawl-delay', { name: 'Crawl-delay', honouredBy: 'Bing, Cloudflare /crawl and many libraries; not Google, not Yandex since 2018' }],
  ['clean-param', { name: 'Clean-param', honouredBy: 'Yandex only' }],
  ['host', { name: 'Host', honouredBy: 'nobody: Yandex stopped reading it in 2018', noEffect: true }],
  ['request-rate', { name: 'Request-rate', honouredBy: "Python's urllib.robotparser; no major crawler" }],
  ['visit-time', { name: 'Visit-time', honouredBy: 'no major crawler (1996 extended standard)' }],
  ['noindex', { name: 'Noindex', honouredBy: 'nobody: Google stopped reading it on 2019-09-01', noEffect: true }],
  ['nofollow', { name: 'Nofollow', honouredBy: 'nobody', noEffect: true }],
  ['noarchive', { name: 'Noarchive', honouredBy: 'nobody', noEffect: true }],
  ['content-signal', { name: 'Content-Signal', honouredBy: "Cloudflare's /crawl API; voluntary for others; Google knows it but does not use it" }],
  ['content-usage', { name: 'Content-Usage', honouredBy: 'no crawler publicly yet (IETF AIPREF draft); Google knows it but does not use it' }],
  ['license', { name: 'License', honouredBy: 'crawlers that adopt RSL (Really Simple Licensing)' }],
  ['domain', { name: 'Domain', honouredBy: 'no major crawler; Google knows it but does not use it' }],
  ['revisit-after', { name: 'Revisit-after', honouredBy: 'no major crawler; Google knows it but does not use it' }],
]);

/** Every known field name, lower case, for "did you mean". */
function knownFieldKeys(): readonly string[] {
  return [...STANDARD_FIELDS.keys(), ...EXTENSION_FIELDS.keys()];
}

/** Every field name the linter knows (standard and extensions), lower-cased. */
export const KNOWN_FIELD_KEYS: readonly string[] = /* @__PURE__ */ knownFieldKeys();

/** The usual spelling of a known field key. */
export function displayName(key: string): string {
  return STANDARD_FIELDS.get(key) ?? EXTENSION_FIELDS.get(key)?.name ?? key;
}

/** Levenshtein distance, capped: returns `limit + 1` once the distance is known to exceed `limit`. */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/** The known field a misspelt name is nearest to: by edit distance (at most 2, or 3 for long names), ignoring spaces, `-` and `_`. */
export function nearestField(key: string): string | undefined {
  const squeeze = (text: string): string => text.replace(/[\s_-]+/g, '');
  const squeezed = squeeze(key);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const known of KNOWN_FIELD_KEYS) {
    const target = squeeze(known);
    const limit = target.length >= 9 ? 3 : target.length >= 5 ? 2 : 1;
    let distance = editDistance(squeezed, target, limit);
    // `Sitemaps`, `Disallowed`: a known name followed by a few letters.
    if (distance > limit && squeezed.startsWith(target) && squeezed.length - target.length <= 3) distance = squeezed.length - target.length;
    if (distance <= limit && distance < bestDistance) {
      best = known;
      bestDistance = distance;
    }
  }
  return best;
}
