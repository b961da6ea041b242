/**
 * Every diagnostic code the toolkit emits, written once: code → stage,
 * severity, meaning and the spec it cites. The code unions
 * ({@link DiagnosticCode}, {@link SyntaxDiagnosticCode}, …) are derived from
 * this table and `docs/diagnostics.md` is generated from it
 * (`npm run docs:diagnostics`).
 *
 * A lint rule's code is listed with its stage alone: its severity (one per
 * preset), meaning and spec are the rule's `meta` (`src/lint/rules/`), the
 * source of its documentation page. A syntax or model code that the linter
 * also reports, with a fix, as a rule of the same name says so with
 * `lintRule: true`.
 *
 * @module
 */
/** How bad a finding is. */
export type Severity = 'error' | 'warning' | 'info';

/** The stage that emits a code. */
export type DiagnosticStage = 'syntax' | 'model' | 'fetch' | 'format' | 'meta' | 'usage' | 'lint';

/** How a code is listed: in full, or (a lint rule's) by its stage alone. */
type CodeEntry =
  | { readonly stage: Exclude<DiagnosticStage, 'lint'>; readonly severity: Severity; readonly meaning: string; readonly spec: string; readonly lintRule?: true }
  | { readonly stage: 'lint' };

/** A lint rule's code: the rest is in the rule's `meta`. */
const LINT = { stage: 'lint' } as const;

/** The table (not exported from an entry point: {@link DIAGNOSTIC_CODES} is its public form, lint rules included). */
export const CODE_TABLE = {
  // syntax
  'missing-colon': {
    lintRule: true,
    stage: 'syntax',
    severity: 'warning',
    meaning: 'A line holds text but no colon, so it is not a directive.',
    spec: 'A Standard for Robot Exclusion (1994), "The Format"',
  },
  'missing-field-name': {
    lintRule: true,
    stage: 'syntax',
    severity: 'warning',
    meaning: 'A line starts with a colon: a value without a field name, so it is not a directive.',
    spec: 'A Standard for Robot Exclusion (1994), "The Format"',
  },
  'invalid-utf8': {
    lintRule: true,
    stage: 'syntax',
    severity: 'warning',
    meaning: 'The bytes are not valid UTF-8; they were decoded as Latin-1 so that no byte is lost.',
    spec: 'RFC 9309 §2.3',
  },
  'utf16-encoding': {
    lintRule: true,
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
  // model
  'rule-outside-group': {
    lintRule: true,
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
  // fetch
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
  // format
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
  // meta
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
  // usage
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
  'usage-label-unknown': { stage: 'usage', severity: 'info', meaning: 'A key that is not an AIPREF category; it is ignored.', spec: 'AIPREF vocab-07 §6.5' },
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
  'space-before-colon': LINT,
  'unknown-field': LINT,
  'line-too-long': LINT,
  'control-character': LINT,
  'byte-order-mark': LINT,
  'not-robots-txt': LINT,
  'file-too-large': LINT,
  'empty-user-agent': LINT,
  'group-without-rules': LINT,
  'duplicate-star-group': LINT,
  'agent-in-several-groups': LINT,
  'duplicate-user-agent': LINT,
  'star-rules-not-inherited': LINT,
  'blank-line-in-group': LINT,
  'missing-blank-line': LINT,
  'extension-between-agents': LINT,
  'usage-line-at-end': LINT,
  'path-start': LINT,
  'dollar-not-at-end': LINT,
  'wildcard-literal': LINT,
  'allow-unsupported': LINT,
  'percent-escape': LINT,
  'non-ascii-path': LINT,
  'space-in-path': LINT,
  'agent-not-product-token': LINT,
  'agent-trailing-star': LINT,
  'agent-token-not-obeyed': LINT,
  'sitemap-url': LINT,
  'crawl-delay-value': LINT,
  'crawl-delay-ignored': LINT,
  'host-value': LINT,
  'duplicate-host': LINT,
  'request-rate-value': LINT,
  'visit-time-value': LINT,
  'clean-param-value': LINT,
  'duplicate-field': LINT,
  'content-usage-value': LINT,
  'content-signal-value': LINT,
  'non-standard-field': LINT,
  'no-effect-field': LINT,
  'duplicate-rule': LINT,
  'unreachable-rule': LINT,
  'precedence-differs': LINT,
  'disallow-all': LINT,
  'render-resources-blocked': LINT,
  'empty-disallow-with-rules': LINT,
  'dialect-verdict-differs': LINT,
  'analysis-cut-short': LINT,
} as const satisfies Readonly<Record<string, CodeEntry>>;

type Table = typeof CODE_TABLE;

/** The codes whose entry has the shape `Entry`. */
type CodesWhere<Entry> = { [Code in keyof Table]: Table[Code] extends Entry ? Code : never }[keyof Table];

/** The codes of one stage. */
type CodesOf<Stage extends DiagnosticStage> = CodesWhere<{ readonly stage: Stage }>;

/** An entry of a syntax or model code the linter also reports as a rule. */
interface LintedEntry {
  /** The linter has a rule of this code. */
  readonly lintRule: true;
}

/** The codes of the syntax layer (`parse`): lines that hold no directive, and the encoding of bytes that were not UTF-8. */
export type SyntaxDiagnosticCode = CodesOf<'syntax'>;

/** The codes of the model (records and groups under a dialect). */
export type ModelDiagnosticCode = CodesOf<'model'>;

/** The codes of a fetch: what the HTTP response says about the body as a whole. */
export type FetchDiagnosticCode = CodesOf<'fetch'>;

/** The codes of the formatter (`formatWithDiagnostics`): why a line stays as written, or an opt-in rewrite was not made. */
export type FormatDiagnosticCode = CodesOf<'format'>;

/** The codes of ROBOTS meta tags and `X-Robots-Tag` headers (`robotstxt-toolkit/meta`). */
export type MetaDiagnosticCode = CodesOf<'meta'>;

/** The codes of AI usage preferences: AIPREF `Content-Usage` (experimental) and Cloudflare `Content-Signal` values. */
export type UsageDiagnosticCode = CodesOf<'usage'>;

/** The codes of the linter's own rules (`lint`); each has a page in `docs/rules/`. */
export type LintRuleCode = CodesOf<'lint'>;

/** Every code `lint` reports: its own rules plus the syntax- and model-level codes it re-reports with fixes. */
export type LintDiagnosticCode = LintRuleCode | CodesWhere<LintedEntry>;

/**
 * Every code the toolkit emits, a closed list: match on it, not on
 * `message`. `docs/diagnostics.md` has the table (code → meaning → spec);
 * {@link DIAGNOSTIC_CODES} holds it as data.
 */
export type DiagnosticCode = keyof Table;
