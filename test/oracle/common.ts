/**
 * Helpers shared by the oracle's dialects: bytes, lines, the robot's token and
 * the URL's path. Written from docs/spec/dialects.md only; nothing here
 * may import from `src/` or `grammar/` (the oracle must stay independent of the
 * code it checks).
 *
 * @module
 */

/**
 * The UTF-8 octets of `text`, as a string with one char (U+0000..U+00FF) per
 * octet. Comparing such strings compares octets, which is what every dialect
 * asks for ("octet by octet", docs/spec/dialects.md §2.6, §3.6).
 */
export function utf8Octets(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

/** The octets of `bytes` as a one-char-per-octet string (see {@link utf8Octets}). */
export function octetsOf(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

/** Whether `ch` is one ASCII hex digit. */
export function isHexDigit(ch: string): boolean {
  return ch.length === 1 && /[0-9A-Fa-f]/.test(ch);
}

/** `%` followed by the octet's two hex digits, upper case. */
export function percentEncodeOctet(code: number): string {
  return '%' + code.toString(16).toUpperCase().padStart(2, '0');
}

/** Drops one leading U+FEFF (a UTF-8 byte-order mark decoded to text). */
export function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/**
 * Splits a file into lines. CR, LF and CR LF each end a line, and CR LF is one
 * terminator, not two (docs/spec/dialects.md §1.1, §2.1, §3.1).
 */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** Removes spaces and tabs at both ends (the only whitespace the three texts name). */
export function trimSpaceTab(s: string): string {
  return s.replace(/^[ \t]+/, '').replace(/[ \t]+$/, '');
}

/** One line of a 1994, draft-1996 or rfc9309 file, classified. */
export type OracleLine =
  /** Empty, or only spaces and tabs (A-15: whitespace-only lines are blank). */
  | { readonly kind: 'blank' }
  /** Only a comment, possibly indented. Not blank: it never ends a record (§1.1). */
  | { readonly kind: 'comment' }
  /** Text that is not `field: value` (no colon, or nothing before it). Ignored. */
  | { readonly kind: 'not-a-field' }
  /** `field: value`; `field` lower-cased, both trimmed, comment removed. */
  | { readonly kind: 'field'; readonly field: string; readonly value: string };

/**
 * Classifies one line: the comment runs from the first `#` (docs/spec/dialects.md §1.1,
 * §2.1, §3.1); the field name is the text before the first colon, trimmed
 * (whitespace before the colon is accepted, A-14) and compared
 * case-insensitively; the value is the rest, trimmed.
 */
export function classifyLine(raw: string): OracleLine {
  const hash = raw.indexOf('#');
  const content = trimSpaceTab(hash >= 0 ? raw.slice(0, hash) : raw);
  if (content === '') return hash >= 0 ? { kind: 'comment' } : { kind: 'blank' };
  const colon = content.indexOf(':');
  if (colon < 0) return { kind: 'not-a-field' };
  const field = trimSpaceTab(content.slice(0, colon)).toLowerCase();
  // Oracle decision: `: value` has no field name, so it is no `field: value`
  // line at all (matters only for draft-1996's A-5, where any field counts as a rule line).
  if (field === '') return { kind: 'not-a-field' };
  return { kind: 'field', field, value: trimSpaceTab(content.slice(colon + 1)) };
}

/** The classified lines of a file, after dropping a leading BOM. */
export function classifyFile(text: string): OracleLine[] {
  return splitLines(stripBom(text)).map(classifyLine);
}

/** The longest leading run of `[A-Za-z_-]` (docs/spec/google.md §3.2: Google's `ExtractUserAgent`). */
export function leadingNameRun(s: string): string {
  return /^[A-Za-z_-]*/.exec(s)?.[0] ?? '';
}

/**
 * The product a User-agent value or a robot's name counts by (docs/spec/dialects.md
 * A-9, revised): leading whitespace skipped, then everything up to the first
 * whitespace, `/`, `(`, `)`, `;` or `,`. `MJ12bot/v1.4.8` → `MJ12bot`;
 * `* Rex` → `*`; `archive.org_bot` stays whole.
 */
export function productOf(s: string): string {
  return /^[ \t\n\v\f\r]*([^ \t\n\v\f\r/();,]*)/.exec(s)?.[1] ?? '';
}

/**
 * The robot's name token from a User-Agent header (docs/spec/dialects.md §0.2): the first
 * product after `compatible;` if the UA has that comment, else the first
 * product; cut by {@link productOf}.
 *
 * `FooBot/2.1` → `FooBot`; `Mozilla/5.0 (compatible; FooBot/2.1)` → `FooBot`;
 * `Lycos_Spider_(Rex)/1.0 libwww/3.1` → `Lycos_Spider_`; `MJ12bot/v1.4.8` → `MJ12bot`.
 */
export function tokenFromAgent(agent: string): string {
  // The marker is matched exactly as §0.2 writes it: `compatible;`.
  const marker = agent.indexOf('compatible;');
  return productOf(marker >= 0 ? agent.slice(marker + 'compatible;'.length) : agent);
}

/**
 * The local part of a URL as written (docs/spec/google.md §3.1's reading, also
 * the starting point of docs/spec/dialects.md §0.2 "U"): path plus `?query`, no
 * fragment. A string starting with `/` is already a path. Anything else is read
 * as an absolute URL: the scheme (up to `://`) and the authority (up to the
 * first `/`, `?` or `#`) are dropped; a string without `://` is read as
 * starting with the authority. An empty path becomes `/` (so
 * `http://h?q` → `/?q`). No other normalisation: escapes stay as written.
 *
 * Oracle decision: the fragment is dropped in both forms, since §0.2 says the
 * local part has none.
 */
export function writtenPath(url: string): string {
  let local: string;
  if (url.startsWith('/') && !url.startsWith('//')) {
    local = url;
  } else {
    // `//host/path` is a network-path reference (RFC 3986 §4.2): it starts with an authority.
    const schemeEnd = url.startsWith('//') ? 0 : url.indexOf('://');
    const afterScheme = url.startsWith('//') ? url.slice(2) : schemeEnd >= 0 ? url.slice(schemeEnd + 3) : url;
    const authorityEnd = afterScheme.search(/[/?#;]/);
    local = authorityEnd >= 0 ? afterScheme.slice(authorityEnd) : '';
  }
  const hash = local.indexOf('#');
  if (hash >= 0) local = local.slice(0, hash);
  return local.startsWith('/') ? local : '/' + local;
}

/**
 * RFC 3986 §5.2.4 `remove_dot_segments`, step by step as the RFC writes it
 * (input and output buffers, rules A to E), after reading a segment that is
 * `%2e` or `%2e%2e` (any case, any mix) as `.` or `..`, as the WHATWG URL
 * parser does.
 */
export function removeDotSegments(path: string): string {
  let input = path
    .split('/')
    .map((segment) => (/^(?:\.|%2e)$/i.test(segment) ? '.' : /^(?:\.|%2e){2}$/i.test(segment) ? '..' : segment))
    .join('/');
  let output = '';
  while (input !== '') {
    if (input.startsWith('../'))
      input = input.slice(3); // A
    else if (input.startsWith('./'))
      input = input.slice(2); // A
    else if (input.startsWith('/./'))
      input = input.slice(2); // B
    else if (input === '/.')
      input = '/'; // B
    else if (input.startsWith('/../') || input === '/..') {
      input = input === '/..' ? '/' : input.slice(3); // C
      output = output.slice(0, Math.max(0, output.lastIndexOf('/')));
    } else if (input === '.' || input === '..')
      input = ''; // D
    else {
      // E: the first segment, with its leading `/`, moves to the output.
      const next = input.indexOf('/', input.startsWith('/') ? 1 : 0);
      const segment = next < 0 ? input : input.slice(0, next);
      output += segment;
      input = input.slice(segment.length);
    }
  }
  return output;
}

/**
 * The local part of the URL that will be fetched (docs/spec/dialects.md §0.2
 * "U", the WHATWG URL parser's reading as docs/matching.md lists it; rfc9309,
 * 1994, draft-1996 and revisited-1996): C0 controls and spaces at both ends
 * are dropped and tab, LF and CR anywhere; for http(s) and the other special
 * schemes but `file`, any run of `/` and `\\` after `scheme:` comes before the
 * host; a string without a scheme that starts with two or more of them starts
 * with a host. For a special scheme or none, `\\` before the query is `/`; the
 * authority ends at the first `/`, `?` or `#` (not `;`); then the path as
 * {@link writtenPath} reads it, and dot segments are removed from the path
 * (not the query). Escapes stay as written.
 */
export function urlToPath(url: string): string {
  let text = url
    .replace(/^[\u0000-\u0020]+/, '')
    .replace(/[\u0000-\u0020]+$/, '')
    .replace(/[\t\n\r]/g, '');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text)?.[1]?.toLowerCase();
  const special = scheme === undefined || ['http', 'https', 'ws', 'wss', 'ftp', 'file'].includes(scheme);
  if (special) {
    const cut = text.search(/[?#]/);
    const head = cut < 0 ? text : text.slice(0, cut);
    text = head.replaceAll('\\', '/') + (cut < 0 ? '' : text.slice(cut));
  }
  // Where the authority starts; -1 for a path (`/a`). Without a scheme, or after another scheme not
  // followed by `//`, the text is read as `host/path`.
  let authority: number;
  if (scheme === undefined) authority = text.startsWith('/') && !text.startsWith('//') ? -1 : (/^\/*/.exec(text)?.[0].length ?? 0);
  else if (scheme === 'file') authority = text.startsWith('//', 5) ? 7 : -1;
  else if (special) authority = scheme.length + 1 + (/^\/*/.exec(text.slice(scheme.length + 1))?.[0].length ?? 0);
  else authority = text.startsWith('//', scheme.length + 1) ? scheme.length + 3 : 0;
  let local: string;
  if (scheme === 'file' && authority < 0) {
    local = pathFrom(text.slice(5));
  } else if (authority < 0) {
    local = writtenPath(text);
  } else {
    // The path starts at the first `/`, `?` or `#` after the authority (a `;` is part of the host).
    const rest = text.slice(authority);
    const end = rest.search(/[/?#]/);
    local = pathFrom(end < 0 ? '' : rest.slice(end));
  }
  const query = local.indexOf('?');
  return query < 0 ? removeDotSegments(local) : removeDotSegments(local.slice(0, query)) + local.slice(query);
}

/** `text` up to its `#`, with a `/` in front when it has none. */
function pathFrom(text: string): string {
  const hash = text.indexOf('#');
  const cut = hash < 0 ? text : text.slice(0, hash);
  return cut.startsWith('/') ? cut : '/' + cut;
}

/** Which way the 1994/draft substring test runs. */
export type AgentMatch = 'token-in-value' | 'value-in-token';

/** How rfc9309's "most octets" is measured (A-12). */
export type Specificity = 'pattern-length' | 'matched-octets';
