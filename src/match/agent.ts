/**
 * From a User-Agent header or a User-agent value to the product token it is
 * compared by (docs/spec/dialects.md §0.2, A-9 revised; docs/spec/google.md §3.2).
 *
 * @module
 */

/** ASCII whitespace: space, \t, \n, \v, \f, \r. */
function isAsciiSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}

/** Whether a char code ends a product: whitespace, `/`, `(`, `)`, `;` or `,`. */
function endsProduct(code: number): boolean {
  // `/` `(` `)` `;` `,`
  return isAsciiSpace(code) || code === 0x2f || code === 0x28 || code === 0x29 || code === 0x3b || code === 0x2c;
}

/**
 * The product a User-agent value (or a robot's name) counts by in `rfc9309`,
 * `1994` and `draft-1996` (docs/spec/dialects.md A-9, revised): the leading run
 * up to the first whitespace, `/`, `(`, `)`, `;` or `,`. Digits, dots and
 * non-ASCII stay, so `crawler1` never names `crawler2`; `*` followed by
 * whitespace is `*`.
 *
 * @example
 * ```ts
 * productToken('MJ12bot/v1.4.8');  // 'MJ12bot'
 * productToken('archive.org_bot'); // 'archive.org_bot'
 * productToken('Copernicus Fred'); // 'Copernicus'
 * productToken('* Rex');           // '*'
 * ```
 */
export function productToken(value: string): string {
  let start = 0;
  while (start < value.length && isAsciiSpace(value.charCodeAt(start))) start++;
  let end = start;
  while (end < value.length && !endsProduct(value.charCodeAt(end))) end++;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/**
 * What a User-agent value names in `rfc9309` (docs/spec/dialects.md A-9): its
 * {@link productToken}, except that a product followed only by `*`
 * (`Mediapartners-Google*`, written by thousands of sites) is the product:
 * what its writer meant, and what Google reads. `*` alone stays `*`; `**`
 * stays `**`.
 *
 * @example
 * ```ts
 * agentValueToken('Mediapartners-Google*'); // 'Mediapartners-Google'
 * agentValueToken('FooBot* (+https://x)');   // 'FooBot'
 * agentValueToken('Foo*Bot');               // 'Foo*Bot'
 * agentValueToken('* Rex');                 // '*'
 * ```
 */
export function agentValueToken(value: string): string {
  const product = productToken(value);
  const end = withoutTrailingStars(product, 0, product.length);
  return end === product.length ? product : product.slice(0, end);
}

/** The end of `text[start, end)` less a run of `*` that ends it, unless nothing else is left. */
function withoutTrailingStars(text: string, start: number, end: number): number {
  let cut = end;
  while (cut > start && text.charCodeAt(cut - 1) === 0x2a /* * */) cut--;
  return cut === start ? end : cut;
}

/**
 * Google's reading of a User-agent value (`ExtractUserAgent`, docs/spec/google.md
 * §3.2): the longest leading run of `[A-Za-z_-]`. Google-only: digits end it
 * (`FooBot2` → `FooBot`).
 */
export function leadingProductToken(text: string): string {
  return text.slice(0, leadingProductEnd(text));
}

/** Where {@link leadingProductToken}'s `[A-Za-z_-]` run of `text` ends. */
function leadingProductEnd(text: string): number {
  let end = 0;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    const isLetter = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
    if (!isLetter && code !== 0x2d /* - */ && code !== 0x5f /* _ */) break;
    end++;
  }
  return end;
}

/**
 * Whether the lower-cased {@link agentValueToken} of `value` (`google`: its
 * {@link leadingProductToken}) may be `length` units long: false only when it
 * cannot, found without making the token (group selection compares a robot's
 * token with every User-agent value of a file). Lower-casing
 * keeps the length of ASCII; a product holding non-ASCII may be any length.
 */
export function tokenMayHaveLength(value: string, length: number, google: boolean): boolean {
  // Google's leading `[A-Za-z_-]` run: ASCII only.
  if (google) return leadingProductEnd(value) === length;
  let start = 0;
  let end: number;
  while (start < value.length && isAsciiSpace(value.charCodeAt(start))) start++;
  for (end = start; end < value.length; end++) {
    const code = value.charCodeAt(end);
    if (code >= 0x80) return true;
    if (endsProduct(code)) break;
  }
  return withoutTrailingStars(value, start, end) - start === length;
}

/** `compatible;` and the product after it, as in `Mozilla/5.0 (compatible; FooBot/2.1)` (docs/spec/dialects.md §0.2). */
const COMPATIBLE = /compatible;[ \t]*([^ \t;)]+)/i;

/**
 * The robot's name without version, from a full User-Agent header or a bare
 * name, as `rfc9309`, `1994` and `draft-1996` compare it (docs/spec/dialects.md
 * §0.2, A-9 revised).
 *
 * If the header has a `compatible;` comment, the first product after it is
 * the robot; otherwise the first product. The token is that product's
 * {@link productToken}: up to the first whitespace, `/`, `(`, `)`, `;` or `,`.
 * (The `google` dialect derives nothing: Google's matcher compares the
 * caller's string as given; so does the `agentToken: 'as-given'` option.)
 *
 * @example
 * ```ts
 * robotNameToken('FooBot/2.1');                                              // 'FooBot'
 * robotNameToken('Mozilla/5.0 (compatible; FooBot/2.1)');                    // 'FooBot'
 * robotNameToken('Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)'); // 'MJ12bot'
 * robotNameToken('Lycos_Spider_(Rex)/1.0 libwww/3.1');                       // 'Lycos_Spider_'
 * robotNameToken('FigTree/0.1 Robot libwww-perl/5.04');                      // 'FigTree'
 * robotNameToken('archive.org_bot');                                         // 'archive.org_bot'
 * ```
 */
export function robotNameToken(agent: string): string {
  const compatible = COMPATIBLE.exec(agent);
  return productToken(compatible?.[1] ?? agent);
}

/**
 * Google's `IsValidUserAgentToObey` (docs/spec/google.md §1.2): whether `agent`
 * is a name Google's matcher can find in a robots.txt: non-empty, and only
 * `[A-Za-z_-]`. A full User-Agent header (`FooBot/2.1`, `Foo Bar`) is not:
 * Google's matcher compares the caller's string as given, and such a string
 * names no group.
 */
export function isValidGoogleAgent(agent: string): boolean {
  return agent !== '' && leadingProductToken(agent) === agent;
}
