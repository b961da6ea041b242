/**
 * Diagnostics are data: every stage reports what it noticed as values of
 * this shape and never throws on input. Every code is one of
 * {@link DiagnosticCode}; `docs/diagnostics.md` lists them with their
 * meaning and the spec they cite.
 *
 * @module
 */
import type { Range } from '../syntax/position.ts';

/** How bad a finding is. */
export type Severity = 'error' | 'warning' | 'info';

/** The standards a diagnostic can cite (`toolkit`: one of the toolkit's own documented decisions). */
export type SpecDocument = '1994' | 'draft-1996' | 'rfc9309' | 'google' | 'toolkit' | 'aipref' | 'content-signals' | 'robots-meta';

/**
 * Where the rule a diagnostic enforces is written down.
 *
 * @example
 * ```ts
 * { document: 'rfc9309', section: '2.2', title: 'RFC 9309 §2.2',
 *   url: 'https://www.rfc-editor.org/rfc/rfc9309.html#section-2.2' }
 * ```
 */
export interface SpecReference {
  /** Which standard. */
  readonly document: SpecDocument;
  /** Section number or heading inside the document, e.g. `2.2.2` or `The Format`. */
  readonly section: string;
  /** Human-readable citation, e.g. `RFC 9309 §2.2.2`. */
  readonly title: string;
  /** Where to read it, when it is published online. */
  readonly url?: string;
}

/**
 * The codes of the syntax layer (`parse`): lines that hold no directive, and
 * the encoding of bytes that were not UTF-8.
 *
 * | code | severity | meaning | spec |
 * | --- | --- | --- | --- |
 * | `missing-colon` | warning | a line holds text but no `:`, so no directive | 1994 "The Format" |
 * | `missing-field-name` | warning | a line starts with `:`: a value without a field name | 1994 "The Format" |
 * | `invalid-utf8` | warning | the bytes are not UTF-8; decoded as Latin-1 to keep every byte | RFC 9309 §2.3 |
 * | `utf16-encoding` | warning | the bytes start with a UTF-16 byte-order mark; decoded as UTF-16 | RFC 9309 §2.3 |
 * | `internal-lexer-error` | error | the Chevrotain lexer failed: a bug in the toolkit, reported instead of thrown | toolkit "total grammar" |
 * | `internal-grammar-error` | error | the Chevrotain parser failed: a bug in the toolkit, reported instead of thrown | toolkit "total grammar" |
 */
export type SyntaxDiagnosticCode =
  'missing-colon' | 'missing-field-name' | 'invalid-utf8' | 'utf16-encoding' | 'internal-lexer-error' | 'internal-grammar-error';

/**
 * The codes of the model (records and groups under a dialect).
 *
 * | code | severity | meaning | spec |
 * | --- | --- | --- | --- |
 * | `rule-outside-group` | warning | an Allow or Disallow line before any User-agent line: it applies to no robot | RFC 9309 §2.2.2 (groups), 1994 "The Format" (records) |
 * | `parse-limit-exceeded` | warning | rfc9309: the file is longer than the parse limit; the rest is ignored | RFC 9309 §2.5 |
 * | `truncated-line` | warning | every dialect: the text was cut by a byte limit inside its last line (`truncated`), which is not read | RFC 9309 §2.5 |
 */
export type ModelDiagnosticCode = 'rule-outside-group' | 'parse-limit-exceeded' | 'truncated-line';

/**
 * The codes of a fetch: what the HTTP response says about the body as a
 * whole (see {@link FetchDiagnostic}).
 *
 * | code | severity | meaning | spec |
 * | --- | --- | --- | --- |
 * | `unexpected-content-type` | warning | the server's `Content-Type` is not `text/plain`; the body was parsed anyway | RFC 9309 §2.3 |
 * | `html-body` | warning | the body looks like an HTML page (often a "soft 404"), not a robots.txt | toolkit "html body" |
 * | `body-truncated` | warning | the body is longer than `maxBytes`; only its head was read and parsed | RFC 9309 §2.5 |
 * | `body-utf16-without-bom` | warning | the body looks like UTF-16 without a byte-order mark (a NUL in every other byte): few or no rules were read | RFC 9309 §2.3 |
 * | `body-utf16` | warning | the body is UTF-16 with a byte-order mark: decoded as such, but robots.txt must be UTF-8 | RFC 9309 §2.3 |
 * | `body-not-utf8` | warning | the body is not valid UTF-8; it was read as Latin-1 | RFC 9309 §2.3 |
 */
export type FetchDiagnosticCode = 'unexpected-content-type' | 'html-body' | 'body-truncated' | 'body-utf16-without-bom' | 'body-utf16' | 'body-not-utf8';

/**
 * The codes of the formatter (`formatWithDiagnostics`): why a line stays as
 * written, or an opt-in rewrite was not made. The text is always valid; these
 * say where the formatter chose meaning over layout.
 *
 * | code | severity | meaning | spec |
 * | --- | --- | --- | --- |
 * | `format-invalid-line-kept` | info | a line that holds no directive stays as written | 1994 "The Format" |
 * | `format-spaced-field-name` | info | a field name with a space inside (`User agent`) stays as written | Google §2.4 |
 * | `format-value-with-hash` | info | a value that runs straight into `#` stays as written | RFC 9309 §2.2 |
 * | `format-typo-kept` | info | a name Google reads as a known field (a typo) is not repaired | Google §2.4 |
 * | `format-long-line` | info | a line near Google's line limit stays as written | Google §2.3 |
 * | `format-parse-limit-kept` | info | the lines up to rfc9309's parse limit stay as written | RFC 9309 §2.5 |
 * | `format-sort-refused` | info | rules were not sorted: a dialect considered decides by file order | draft-1996 §3.2.2 |
 * | `format-sitemaps-kept` | info | Sitemap lines were not gathered at the end: one may not move | draft-1996 §3.2, RFC 9309 §2.5 |
 */
export type FormatDiagnosticCode =
  | 'format-invalid-line-kept'
  | 'format-spaced-field-name'
  | 'format-value-with-hash'
  | 'format-typo-kept'
  | 'format-long-line'
  | 'format-parse-limit-kept'
  | 'format-sort-refused'
  | 'format-sitemaps-kept';

/**
 * The codes of ROBOTS meta tags and `X-Robots-Tag` headers (`robotstxt-toolkit/meta`).
 *
 * | code | severity | meaning | spec |
 * | --- | --- | --- | --- |
 * | `robots-directive-unknown` | info | a term of a meta tag or X-Robots-Tag is not a known directive; it is ignored | Google robots meta specification |
 * | `robots-directive-malformed` | warning | a known directive with a bad value (`max-snippet:abc`, a date that does not parse); it is ignored | Google robots meta specification |
 * | `robots-directives-conflict` | warning | contradictory terms (`follow, nofollow`): seed rules leave it to the robot, modern rules take the stricter | dialects.md §6.1, A-18 |
 * | `meta-scan-limit` | warning | the HTML is longer than the scan limit; tags after it were not read | toolkit "meta scan limit" |
 */
export type MetaDiagnosticCode = 'robots-directive-unknown' | 'robots-directive-malformed' | 'robots-directives-conflict' | 'meta-scan-limit';

/**
 * The codes of AI usage preferences: AIPREF `Content-Usage` (experimental) and Cloudflare `Content-Signal` values.
 *
 * | code | severity | meaning | spec |
 * | --- | --- | --- | --- |
 * | `usage-preference-unparsed` | warning | a Content-Usage preference is not a Structured Field Dictionary: every category is unknown | AIPREF vocab-07 §6.5 |
 * | `usage-preference-value` | warning | a known category has a value other than the token `y` or `n`: it is unknown | AIPREF vocab-07 §6.5 |
 * | `usage-label-retired` | warning | a label of an earlier AIPREF draft (`ai`, `bots`, `train-genai`…): ignored | AIPREF vocab-07 §3 |
 * | `usage-label-unknown` | info | a key that is no AIPREF category: ignored | AIPREF vocab-07 §6.5 |
 * | `usage-whitespace-trimmed` | info | a tab around a robots.txt preference was trimmed; a strict reader fails there | AIPREF attach-05 §3.2 |
 * | `content-signal-invalid` | warning | a Content-Signal key or value outside the vocabulary, or a repeated key | Cloudflare Content Signals Policy |
 */
export type UsageDiagnosticCode =
  | 'usage-preference-unparsed'
  | 'usage-preference-value'
  | 'usage-label-retired'
  | 'usage-label-unknown'
  | 'usage-whitespace-trimmed'
  | 'content-signal-invalid';

/**
 * The codes of the linter's rules (`lint`), beyond the parse-level codes it
 * also reports. Each has a page in `docs/rules/`; the severity is the one of
 * the `recommended` preset (`portable` for rules that preset alone turns on).
 *
 * | code | severity | meaning | spec |
 * | --- | --- | --- | --- |
 * | `space-before-colon` | info | A field name is followed by spaces or tabs before its colon (`Disallow : /x`). | robotstxt-toolkit decision A-14 |
 * | `unknown-field` | warning | A field name that no standard and no known crawler extension defines, often a typo (`Dissallow`, `User-Agnet`, `Sitemaps`). | RFC 9309 §2.2.4 |
 * | `line-too-long` | warning | A line longer than 16,663 bytes (Google's 2083 × 8 − 1). | Google robotstxt: line length limit |
 * | `control-character` | warning | A control character other than tab (NUL, form feed, vertical tab, ESC…) in a line. | RFC 9309 §2.2 |
 * | `byte-order-mark` | info | The file starts with a UTF-8 byte-order mark (U+FEFF). | RFC 9309 §2.3 |
 * | `not-robots-txt` | error | The file is an HTML page (often a "soft 404") or Apache configuration (`.htaccess`), not a robots.txt. | RFC 9309 §2.3 |
 * | `file-too-large` | warning | The file is longer than the 500 KiB (512,000 bytes) crawlers must read. | RFC 9309 §2.5 |
 * | `empty-user-agent` | warning | A `User-agent:` line without a value. | RFC 9309 §2.2.1 |
 * | `group-without-rules` | warning | A record or group whose User-agent lines are followed by no rule and no other field. | robotstxt-toolkit decision A-4 |
 * | `duplicate-star-group` | warning | More than one record or group names `*`. | A Standard for Robot Exclusion (1994), "The Format" |
 * | `agent-in-several-groups` | warning | The same robot name appears in more than one record or group. | RFC 9309 §2.2.1 |
 * | `blank-line-in-group` | info | A blank line between the lines of one group (after User-agent or rule lines, before more of them). | A Standard for Robot Exclusion (1994), "The Format" |
 * | `missing-blank-line` | info | A User-agent line follows a rule line without a blank line between them. | robotstxt-toolkit decision A-5 |
 * | `extension-between-agents` | warning | A line with another field (Crawl-delay, Content-Signal…) sits between two User-agent lines of a group. | RFC 9309 §2.2.4 |
 * | `path-start` | warning | An Allow or Disallow value that starts with neither `/` nor `*`. | RFC 9309 §2.2.2 |
 * | `dollar-not-at-end` | info | A `$` inside an Allow or Disallow value rather than at its end. | RFC 9309 §2.2.3 |
 * | `wildcard-literal` | warning | A `*` or `$` in a path, linted for a dialect without wildcards (1994, the 1996 draft, the Revisited format). | A Standard for Robot Exclusion (1994), "The Format" |
 * | `allow-unsupported` | warning | An Allow line, linted for the 1994 standard or the Revisited format. | A Standard for Robot Exclusion (1994), "The Format" |
 * | `percent-escape` | info | A `%` not followed by two hex digits, or a %-escape with lower-case hex (`%2f`). | RFC 9309 §2.2.2 |
 * | `non-ascii-path` | info | An Allow or Disallow value with characters outside ASCII. | RFC 9309 §2.2.2 |
 * | `agent-not-product-token` | warning | A User-agent value that is not an RFC 9309 product token (letters, `_` and `-`): a version, several words, digits or dots. | RFC 9309 §2.2.1 |
 * | `sitemap-url` | warning | A Sitemap value that is not an absolute `http:` or `https:` URL. | RFC 9309 §2.2.4 |
 * | `crawl-delay-value` | warning | A Crawl-delay value that is not a non-negative number of seconds. | robotstxt-toolkit decision extensions §3.3 |
 * | `host-value` | warning | A Host value that is not a host name (with an optional scheme and port). | robotstxt-toolkit decision extensions §3.2 |
 * | `duplicate-host` | warning | More than one Host line. | robotstxt-toolkit decision extensions §3.2 |
 * | `request-rate-value` | warning | A Request-rate value that is not `documents/time[s\|m\|h]` with an optional `HHMM-HHMM` window. | robotstxt-toolkit decision extensions §3.4 |
 * | `visit-time-value` | warning | A Visit-time value that is not `HHMM-HHMM` (UTC). | robotstxt-toolkit decision extensions §3.4 |
 * | `clean-param-value` | warning | A Clean-param value that is not `param[&param…] [path]`. | robotstxt-toolkit decision extensions §3.1 |
 * | `content-usage-value` | warning | A Content-Usage value that AIPREF does not read as meant (no dictionary, a value other than y or n, a retired or unknown label). | AIPREF attach-05 §3.2, vocab-07 §6.5 |
 * | `content-signal-value` | warning | A Content-Signal key or value outside Cloudflare's vocabulary, or a repeated key. | Cloudflare Content Signals Policy |
 * | `non-standard-field` | info | A field that is not in RFC 9309 but that some crawlers read (Crawl-delay, Clean-param, Content-Signal, Content-Usage, License, Request-rate…): the message says who honours it. | RFC 9309 §2.2.4 |
 * | `no-effect-field` | warning | A `Noindex`, `Nofollow`, `Noarchive`, `Host` or `ACAP-…` line. | robotstxt-toolkit decision extensions §3.5 |
 * | `duplicate-rule` | warning | The same Allow or Disallow line twice in one group. | RFC 9309 §2.2.2 |
 * | `unreachable-rule` | warning | A rule that another rule of its group always overrides: same pattern with the opposite kind under longest match (Allow wins the tie), or a longer pattern after a prefix of it under first match. | RFC 9309 §2.2.2 |
 * | `precedence-differs` | warning | An Allow and a Disallow whose winner depends on the precedence rule: the first match (the 1996 draft) or the longest match (RFC 9309, Google). | draft-koster-robots-00 (1996) §3.2.2 |
 * | `disallow-all` | warning | `Disallow: /` in the `User-agent: *` group with no Allow line. | RFC 9309 §5.1 |
 * | `empty-disallow-with-rules` | warning | A `Disallow:` with no value in a group that has other rules. | robotstxt-toolkit decision A-7 |
 * | `dialect-verdict-differs` | warning | Under `dialects: all`: a URL and a robot for which the dialects disagree, reported once per pair of deciding lines, with the witness URL. | robotstxt-toolkit decision docs/spec/dialects.md §4 |
 * | `analysis-cut-short` | info | Under `dialects: all`: the search for URLs the dialects decide differently stopped at one of its bounds (a value too long, too many groups, its matching budget); differences past it are not reported. | robotstxt-toolkit decision docs/rules/analysis-cut-short.md |
 */
export type LintRuleCode =
  | 'space-before-colon'
  | 'unknown-field'
  | 'line-too-long'
  | 'control-character'
  | 'byte-order-mark'
  | 'not-robots-txt'
  | 'file-too-large'
  | 'empty-user-agent'
  | 'group-without-rules'
  | 'duplicate-star-group'
  | 'agent-in-several-groups'
  | 'blank-line-in-group'
  | 'missing-blank-line'
  | 'extension-between-agents'
  | 'path-start'
  | 'dollar-not-at-end'
  | 'wildcard-literal'
  | 'allow-unsupported'
  | 'percent-escape'
  | 'non-ascii-path'
  | 'agent-not-product-token'
  | 'sitemap-url'
  | 'crawl-delay-value'
  | 'host-value'
  | 'duplicate-host'
  | 'request-rate-value'
  | 'visit-time-value'
  | 'clean-param-value'
  | 'content-usage-value'
  | 'content-signal-value'
  | 'non-standard-field'
  | 'no-effect-field'
  | 'duplicate-rule'
  | 'unreachable-rule'
  | 'precedence-differs'
  | 'disallow-all'
  | 'empty-disallow-with-rules'
  | 'dialect-verdict-differs'
  | 'analysis-cut-short';

/** Every code `lint` reports: its own rules plus the parse- and model-level codes it re-reports with fixes. */
export type LintDiagnosticCode = LintRuleCode | 'missing-colon' | 'missing-field-name' | 'invalid-utf8' | 'utf16-encoding' | 'rule-outside-group';

/**
 * Every code the toolkit emits, a closed list: match on it, not on
 * `message`. `docs/diagnostics.md` has the full table (code → meaning →
 * spec); {@link DIAGNOSTIC_CODES} holds it as data.
 */
export type DiagnosticCode =
  SyntaxDiagnosticCode | ModelDiagnosticCode | FetchDiagnosticCode | FormatDiagnosticCode | MetaDiagnosticCode | UsageDiagnosticCode | LintRuleCode;

/** One finding about the input, with its place and the rule it breaks. */
export interface Diagnostic {
  /** Stable kebab-case identifier, e.g. `missing-colon`. Match on this, not on `message`. */
  readonly code: DiagnosticCode;
  /** How bad it is. */
  readonly severity: Severity;
  /** One sentence saying what is wrong and, where it helps, what to do. */
  readonly message: string;
  /** Where: 1-based line and column, 0-based offset, end exclusive (UTF-16 units). */
  readonly range: Range;
  /** The rule the finding enforces, when a standard or a decision of the toolkit states it. */
  readonly spec?: SpecReference;
}

/**
 * A finding about a fetched response as a whole (its headers, its length):
 * a {@link Diagnostic} without a place in the text.
 *
 * @example
 * ```ts
 * { code: 'unexpected-content-type', severity: 'warning',
 *   message: 'The server sent Content-Type text/html; robots.txt should be text/plain. The body was parsed anyway.',
 *   spec: { document: 'rfc9309', section: '2.3', title: 'RFC 9309 §2.3', url: '…' } }
 * ```
 */
export interface FetchDiagnostic {
  /** What was noticed; match on this, not on `message`. */
  readonly code: FetchDiagnosticCode;
  /** How bad it is (fetch findings never change the outcome: always `warning`). */
  readonly severity: Severity;
  /** One sentence saying what was noticed and what it means. */
  readonly message: string;
  /** The rule the finding refers to. */
  readonly spec?: SpecReference;
}

/**
 * A finding about a value that is not a robots.txt line: a meta tag's
 * content, an `X-Robots-Tag` or `Content-Usage` header, a preference. It has
 * no range; {@link ValueDiagnostic.source} says which tag or header.
 *
 * @example
 * ```ts
 * { code: 'robots-directive-unknown', severity: 'info', message: '"noodp" is not a robots directive; it is ignored.',
 *   source: '<meta name="robots" content="noodp">' }
 * ```
 */
export interface ValueDiagnostic {
  /** What was noticed; match on this, not on `message`. */
  readonly code: MetaDiagnosticCode | UsageDiagnosticCode;
  /** How bad it is. */
  readonly severity: Severity;
  /** One sentence saying what was noticed and what it means. */
  readonly message: string;
  /** The tag or header the value came from, when known. */
  readonly source?: string;
  /** The rule the finding refers to. */
  readonly spec?: SpecReference;
}

/** What {@link DIAGNOSTIC_CODES} says about one code. */
export interface DiagnosticCodeInfo {
  /** The stage that emits it. */
  readonly stage: 'syntax' | 'model' | 'fetch' | 'format' | 'meta' | 'usage' | 'lint';
  /** The severity it is always emitted with. */
  readonly severity: Severity;
  /** What it means, in one sentence. */
  readonly meaning: string;
  /** The spec it cites, as a short title (`RFC 9309 §2.5`). */
  readonly spec: string;
}

/**
 * Every {@link DiagnosticCode} with its stage, severity, meaning and spec: the
 * table of `docs/diagnostics.md` as data, for tools that show help for a code.
 *
 * @example
 * ```ts
 * DIAGNOSTIC_CODES['parse-limit-exceeded'].spec; // 'RFC 9309 §2.5'
 * ```
 */
export const DIAGNOSTIC_CODES: Readonly<Record<DiagnosticCode, DiagnosticCodeInfo>> = {
  'missing-colon': {
    stage: 'syntax',
    severity: 'warning',
    meaning: 'A line holds text but no colon, so it is not a directive.',
    spec: 'A Standard for Robot Exclusion (1994), "The Format"',
  },
  'missing-field-name': {
    stage: 'syntax',
    severity: 'warning',
    meaning: 'A line starts with a colon: a value without a field name, so it is not a directive.',
    spec: 'A Standard for Robot Exclusion (1994), "The Format"',
  },
  'invalid-utf8': {
    stage: 'syntax',
    severity: 'warning',
    meaning: 'The bytes are not valid UTF-8; they were decoded as Latin-1 so that no byte is lost.',
    spec: 'RFC 9309 §2.3',
  },
  'utf16-encoding': {
    stage: 'syntax',
    severity: 'warning',
    meaning: 'The bytes start with a UTF-16 byte-order mark; they were decoded as UTF-16, but robots.txt must be UTF-8.',
    spec: 'RFC 9309 §2.3',
  },
  'internal-lexer-error': {
    stage: 'syntax',
    severity: 'error',
    meaning: 'The grammar engine’s lexer failed on the text: a bug in the toolkit, reported rather than thrown.',
    spec: 'robotstxt-toolkit decision "total grammar"',
  },
  'internal-grammar-error': {
    stage: 'syntax',
    severity: 'error',
    meaning: 'The grammar engine’s parser rejected a token: a bug in the toolkit, reported rather than thrown.',
    spec: 'robotstxt-toolkit decision "total grammar"',
  },
  'rule-outside-group': {
    stage: 'model',
    severity: 'warning',
    meaning: 'An Allow or Disallow line comes before any User-agent line, so it applies to no robot and is ignored.',
    spec: 'RFC 9309 §2.2.2 (groups); A Standard for Robot Exclusion (1994), "The Format" (records)',
  },
  'parse-limit-exceeded': {
    stage: 'model',
    severity: 'warning',
    meaning: 'rfc9309: the file is longer than the parse limit (default 512,000 bytes); everything after it is ignored.',
    spec: 'RFC 9309 §2.5',
  },
  'truncated-line': {
    stage: 'model',
    severity: 'warning',
    meaning:
      'Every dialect: the text is the head of a longer file (a fetched body or a file longer than the bytes read), and the cut fell inside its last line, which is therefore not read: part of a rule could mean what the author never wrote.',
    spec: 'RFC 9309 §2.5',
  },
  'unexpected-content-type': {
    stage: 'fetch',
    severity: 'warning',
    meaning: 'The server sent a Content-Type other than text/plain; the body was parsed anyway.',
    spec: 'RFC 9309 §2.3',
  },
  'html-body': {
    stage: 'fetch',
    severity: 'warning',
    meaning: 'The body looks like an HTML page (often a "soft 404"), so few or no lines are directives.',
    spec: 'robotstxt-toolkit decision "html body"',
  },
  'body-truncated': {
    stage: 'fetch',
    severity: 'warning',
    meaning: 'The body is longer than the byte limit (maxBytes); only its head was read and parsed.',
    spec: 'RFC 9309 §2.5',
  },
  'body-utf16-without-bom': {
    stage: 'fetch',
    severity: 'warning',
    meaning:
      'The body looks like UTF-16 without a byte-order mark (a NUL in every other byte), so it was read as UTF-8 or Latin-1 and few or no lines are directives.',
    spec: 'RFC 9309 §2.3',
  },
  'body-utf16': {
    stage: 'fetch',
    severity: 'warning',
    meaning: 'The body is UTF-16 with a byte-order mark; it was decoded as such, but robots.txt must be UTF-8 and other crawlers may read no rules.',
    spec: 'RFC 9309 §2.3',
  },
  'body-not-utf8': {
    stage: 'fetch',
    severity: 'warning',
    meaning: 'The body is not valid UTF-8; it was read as Latin-1 to keep every byte, so paths with other characters may not match as the site meant.',
    spec: 'RFC 9309 §2.3',
  },
  'format-invalid-line-kept': {
    stage: 'format',
    severity: 'info',
    meaning: 'A line that holds no directive (no colon, or nothing before it) stays as written.',
    spec: 'A Standard for Robot Exclusion (1994), "The Format"',
  },
  'format-spaced-field-name': {
    stage: 'format',
    severity: 'info',
    meaning: 'A field name with a space inside (`User agent`) stays as written: Google reads it as a typo, the other dialects as an unknown field.',
    spec: 'Google §2.4',
  },
  'format-value-with-hash': {
    stage: 'format',
    severity: 'info',
    meaning: 'A value that runs straight into `#` stays as written: the `#` starts a comment, but may have been meant as part of the path.',
    spec: 'RFC 9309 §2.2',
  },
  'format-typo-kept': {
    stage: 'format',
    severity: 'info',
    meaning: 'A field name Google reads as a known field (a typo or a longer name) is not repaired, because another dialect considered reads it as written.',
    spec: 'Google §2.4',
  },
  'format-long-line': {
    stage: 'format',
    severity: 'info',
    meaning: "A line near Google's line limit (16,663 bytes) stays as written, because Google cuts it there.",
    spec: 'Google §2.3',
  },
  'format-parse-limit-kept': {
    stage: 'format',
    severity: 'info',
    meaning: "The file is longer than rfc9309's parse limit: the lines up to it stay as written, so that no line moves across the limit.",
    spec: 'RFC 9309 §2.5',
  },
  'format-sort-refused': {
    stage: 'format',
    severity: 'info',
    meaning: 'Rules were not sorted, because a dialect considered (draft-1996) decides by the first matching line.',
    spec: 'draft-1996 §3.2.2',
  },
  'format-sitemaps-kept': {
    stage: 'format',
    severity: 'info',
    meaning:
      'Sitemap lines were not gathered at the end, because one of them may not move (it closes a draft-1996 record, or lies before the rfc9309 parse limit of a longer file).',
    spec: 'draft-1996 §3.2; RFC 9309 §2.5',
  },
  'robots-directive-unknown': {
    stage: 'meta',
    severity: 'info',
    meaning: 'A term of a meta tag or X-Robots-Tag header is not a known robots directive; it is ignored.',
    spec: 'Google robots meta specification',
  },
  'robots-directive-malformed': {
    stage: 'meta',
    severity: 'warning',
    meaning: 'A known robots directive has a value that does not parse (max-snippet:abc, a bad unavailable_after date); it is ignored.',
    spec: 'Google robots meta specification',
  },
  'robots-directives-conflict': {
    stage: 'meta',
    severity: 'warning',
    meaning: 'Contradictory robots terms (follow and nofollow): the 1996 rules leave it to the robot, modern rules take the stricter one.',
    spec: 'docs/spec/dialects.md §6.1, A-18',
  },
  'meta-scan-limit': {
    stage: 'meta',
    severity: 'warning',
    meaning: 'The HTML is longer than the scan limit; meta tags after it were not read.',
    spec: 'robotstxt-toolkit decision "meta scan limit"',
  },
  'usage-preference-unparsed': {
    stage: 'usage',
    severity: 'warning',
    meaning: 'A Content-Usage preference is not a Structured Field Dictionary, so every category is unknown.',
    spec: 'AIPREF vocab-07 §6.5',
  },
  'usage-preference-value': {
    stage: 'usage',
    severity: 'warning',
    meaning: 'A known AIPREF category has a value other than the token y or n, so it is unknown.',
    spec: 'AIPREF vocab-07 §6.5',
  },
  'usage-label-retired': {
    stage: 'usage',
    severity: 'warning',
    meaning: 'A label of an earlier AIPREF draft (ai, bots, train-genai…) that the current draft ignores.',
    spec: 'AIPREF vocab-07 §3',
  },
  'usage-label-unknown': {
    stage: 'usage',
    severity: 'info',
    meaning: 'A key that is not an AIPREF category; it is ignored.',
    spec: 'AIPREF vocab-07 §6.5',
  },
  'usage-whitespace-trimmed': {
    stage: 'usage',
    severity: 'info',
    meaning: 'A tab around a robots.txt Content-Usage preference was trimmed before parsing; a strict reader fails there.',
    spec: 'AIPREF attach-05 §3.2',
  },
  'content-signal-invalid': {
    stage: 'usage',
    severity: 'warning',
    meaning: 'A Content-Signal key or value outside the vocabulary, or a repeated key.',
    spec: 'Cloudflare Content Signals Policy',
  },
  'space-before-colon': {
    stage: 'lint',
    severity: 'info',
    meaning: 'A field name is followed by spaces or tabs before its colon (`Disallow : /x`).',
    spec: 'robotstxt-toolkit decision A-14',
  },
  'unknown-field': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A field name that no standard and no known crawler extension defines, often a typo (`Dissallow`, `User-Agnet`, `Sitemaps`).',
    spec: 'RFC 9309 §2.2.4',
  },
  'line-too-long': {
    stage: 'lint',
    severity: 'warning',
    meaning: "A line longer than 16,663 bytes (Google's 2083 × 8 − 1).",
    spec: 'Google robotstxt: line length limit',
  },
  'control-character': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A control character other than tab (NUL, form feed, vertical tab, ESC…) in a line.',
    spec: 'RFC 9309 §2.2',
  },
  'byte-order-mark': {
    stage: 'lint',
    severity: 'info',
    meaning: 'The file starts with a UTF-8 byte-order mark (U+FEFF).',
    spec: 'RFC 9309 §2.3',
  },
  'not-robots-txt': {
    stage: 'lint',
    severity: 'error',
    meaning: 'The file is an HTML page (often a "soft 404") or Apache configuration (`.htaccess`), not a robots.txt.',
    spec: 'RFC 9309 §2.3',
  },
  'file-too-large': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'The file is longer than the 500 KiB (512,000 bytes) crawlers must read.',
    spec: 'RFC 9309 §2.5',
  },
  'empty-user-agent': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A `User-agent:` line without a value.',
    spec: 'RFC 9309 §2.2.1',
  },
  'group-without-rules': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A record or group whose User-agent lines are followed by no rule and no other field.',
    spec: 'robotstxt-toolkit decision A-4',
  },
  'duplicate-star-group': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'More than one record or group names `*`.',
    spec: 'A Standard for Robot Exclusion (1994), "The Format"',
  },
  'agent-in-several-groups': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'The same robot name appears in more than one record or group.',
    spec: 'RFC 9309 §2.2.1',
  },
  'blank-line-in-group': {
    stage: 'lint',
    severity: 'info',
    meaning: 'A blank line between the lines of one group (after User-agent or rule lines, before more of them).',
    spec: 'A Standard for Robot Exclusion (1994), "The Format"',
  },
  'missing-blank-line': {
    stage: 'lint',
    severity: 'info',
    meaning: 'A User-agent line follows a rule line without a blank line between them.',
    spec: 'robotstxt-toolkit decision A-5',
  },
  'extension-between-agents': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A line with another field (Crawl-delay, Content-Signal…) sits between two User-agent lines of a group.',
    spec: 'RFC 9309 §2.2.4',
  },
  'path-start': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'An Allow or Disallow value that starts with neither `/` nor `*`.',
    spec: 'RFC 9309 §2.2.2',
  },
  'dollar-not-at-end': {
    stage: 'lint',
    severity: 'info',
    meaning: 'A `$` inside an Allow or Disallow value rather than at its end.',
    spec: 'RFC 9309 §2.2.3',
  },
  'wildcard-literal': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A `*` or `$` in a path, linted for a dialect without wildcards (1994, the 1996 draft, the Revisited format).',
    spec: 'A Standard for Robot Exclusion (1994), "The Format"',
  },
  'allow-unsupported': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'An Allow line, linted for the 1994 standard or the Revisited format.',
    spec: 'A Standard for Robot Exclusion (1994), "The Format"',
  },
  'percent-escape': {
    stage: 'lint',
    severity: 'info',
    meaning: 'A `%` not followed by two hex digits, or a %-escape with lower-case hex (`%2f`).',
    spec: 'RFC 9309 §2.2.2',
  },
  'non-ascii-path': {
    stage: 'lint',
    severity: 'info',
    meaning: 'An Allow or Disallow value with characters outside ASCII.',
    spec: 'RFC 9309 §2.2.2',
  },
  'agent-not-product-token': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A User-agent value that is not an RFC 9309 product token (letters, `_` and `-`): a version, several words, digits or dots.',
    spec: 'RFC 9309 §2.2.1',
  },
  'sitemap-url': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A Sitemap value that is not an absolute `http:` or `https:` URL.',
    spec: 'RFC 9309 §2.2.4',
  },
  'crawl-delay-value': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A Crawl-delay value that is not a non-negative number of seconds.',
    spec: 'robotstxt-toolkit decision extensions §3.3',
  },
  'host-value': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A Host value that is not a host name (with an optional scheme and port).',
    spec: 'robotstxt-toolkit decision extensions §3.2',
  },
  'duplicate-host': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'More than one Host line.',
    spec: 'robotstxt-toolkit decision extensions §3.2',
  },
  'request-rate-value': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A Request-rate value that is not `documents/time[s|m|h]` with an optional `HHMM-HHMM` window.',
    spec: 'robotstxt-toolkit decision extensions §3.4',
  },
  'visit-time-value': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A Visit-time value that is not `HHMM-HHMM` (UTC).',
    spec: 'robotstxt-toolkit decision extensions §3.4',
  },
  'clean-param-value': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A Clean-param value that is not `param[&param…] [path]`.',
    spec: 'robotstxt-toolkit decision extensions §3.1',
  },
  'content-usage-value': {
    stage: 'lint',
    severity: 'warning',
    meaning:
      'A Content-Usage value that AIPREF does not read as meant: not a Structured Fields dictionary, a value other than y or n, a retired or unknown label.',
    spec: 'AIPREF attach-05 §3.2, vocab-07 §6.5',
  },
  'content-signal-value': {
    stage: 'lint',
    severity: 'warning',
    meaning: "A Content-Signal key or value outside Cloudflare's vocabulary, or a repeated key.",
    spec: 'Cloudflare Content Signals Policy',
  },
  'non-standard-field': {
    stage: 'lint',
    severity: 'info',
    meaning:
      'A field that is not in RFC 9309 but that some crawlers read (Crawl-delay, Clean-param, Content-Signal, Content-Usage, License, Request-rate…): the message says who honours it.',
    spec: 'RFC 9309 §2.2.4',
  },
  'no-effect-field': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A `Noindex`, `Nofollow`, `Noarchive`, `Host` or `ACAP-…` line.',
    spec: 'robotstxt-toolkit decision extensions §3.5',
  },
  'duplicate-rule': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'The same Allow or Disallow line twice in one group.',
    spec: 'RFC 9309 §2.2.2',
  },
  'unreachable-rule': {
    stage: 'lint',
    severity: 'warning',
    meaning:
      'A rule that another rule of its group always overrides: same pattern with the opposite kind under longest match (Allow wins the tie), or a longer pattern after a prefix of it under first match.',
    spec: 'RFC 9309 §2.2.2',
  },
  'precedence-differs': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'An Allow and a Disallow whose winner depends on the precedence rule: the first match (the 1996 draft) or the longest match (RFC 9309, Google).',
    spec: 'draft-koster-robots-00 (1996) §3.2.2',
  },
  'disallow-all': {
    stage: 'lint',
    severity: 'warning',
    meaning: '`Disallow: /` in the `User-agent: *` group with no Allow line.',
    spec: 'RFC 9309 §5.1',
  },
  'empty-disallow-with-rules': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'A `Disallow:` with no value in a group that has other rules.',
    spec: 'robotstxt-toolkit decision A-7',
  },
  'dialect-verdict-differs': {
    stage: 'lint',
    severity: 'warning',
    meaning: 'Under `dialects: all`: a URL and a robot for which the dialects disagree, reported once per pair of deciding lines, with the witness URL.',
    spec: 'robotstxt-toolkit decision docs/spec/dialects.md §4',
  },
  'analysis-cut-short': {
    stage: 'lint',
    severity: 'info',
    meaning:
      'Under `dialects: all`: the search for URLs the dialects decide differently stopped at one of its bounds (a value too long, too many groups, its matching budget); differences past it are not reported.',
    spec: 'robotstxt-toolkit decision docs/rules/analysis-cut-short.md',
  },
};
