/**
 * The linter against other validators' own test cases: Lighthouse's robots-txt audit, google/robotstxt's parsing
 * reporters, ropensci/robotstxt, Mozilla Minion, nuxt-modules/robots, passmarked/seo, a robots.txt scanner and
 * Yandex's documented examples (`../shared/data/peer-suites/lint-validators.json`; its README gives the format).
 *
 * A case agrees when the toolkit flags (with a warning or an error; an info is advice no validator gives) every line
 * the validator flags (for a `count`, that many lines; for `clean: false`, some line), and flags nothing the
 * validator finds clean (`clean: true`, and the `validLines` it asserts). Google's cases are linted as Google reads
 * files (`dialect: 'google'`), every other case with the defaults.
 *
 * Where the toolkit deliberately differs, `DIFFERENCES` says how and why, by case: the codes it flags beyond the
 * validator, or that it misses what the validator flags. Every other case must agree, and every case listed must
 * differ exactly so (a case that comes to agree leaves the list).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lint, type LintDiagnostic, type LintDiagnosticCode, type LintOptions } from '../../src/index.ts';

/** One case of lint-validators.json. */
interface ValidatorCase {
  readonly id: string;
  readonly robotstxt: string;
  /** The exact bytes, when they are not UTF-8 (`robotstxt` then shows them as Latin-1). */
  readonly robotstxt_hex?: string;
  readonly expect: { readonly clean: boolean } | { readonly lines: readonly number[] } | { readonly count: number };
  /** The lines a Lighthouse case reports, read off the audit (its test asserts only the count). */
  readonly derivedLines?: readonly number[];
  readonly expectAlso?: { readonly validLines?: readonly number[] };
}

const CASES: readonly ValidatorCase[] = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../shared/data/peer-suites/lint-validators.json', import.meta.url)), 'utf8'),
) as ValidatorCase[];

const DISALLOW_ALL = 'disallow-all warns that `Disallow: /` shuts every robot out of the whole site, an intent check; the validator checks syntax only.';
const PRODUCT_TOKEN =
  'agent-not-product-token warns on User-agent values with digits, dots or a version (RFC 9309 §2.2.1 allows letters, `_` and `-`: Google reads only the leading run of those); the validator accepts any token.';
const NO_EFFECT = 'no-effect-field warns that nobody reads the line any more (Host since 2018, Noindex since 2019); the validator only knows the name.';
const ONE_GROUP =
  'Crawl-delay and its kin do not end an RFC 9309 group, so User-agent lines after them join the same group: extension-between-agents warns on the lines between the agents, which the validator reads as separate groups.';
const AIPREF_VOCABULARY =
  "content-usage-value checks AIPREF vocab-07 (`train-ai`, `search`, `y`/`n`; no `bots` or `ai-output`, which the validator's early draft has); content-signal-value follows Cloudflare's syntax, which has no path.";
const RECONSTRUCTED_GROUP =
  'The case gives the validator separate values, rebuilt here as lines of one group: duplicate-field reports the same field repeated in a group, which the validator never sees.';
const STAR_RULES =
  'star-rules-not-inherited warns that a robot with a group of its own obeys none of the `*` rules (RFC 9309 §2.2.1), an intent check: the file means it, but real files often do not; the validator checks syntax only.';
const SEO_INTENT =
  "The validator reports one crawler shut out of the site (an SEO check of the site's intent); disallow-all warns only when every robot is, since closing a site to one named robot is what such a group is for.";

/** How the toolkit differs on a case: the codes it flags where the validator finds nothing, or that it misses a line the validator flags. */
interface Difference {
  readonly flags?: readonly LintDiagnosticCode[];
  readonly misses?: true;
  readonly reason: string;
}

/** The cases where the toolkit deliberately differs, how, and why. */
const DIFFERENCES: Readonly<Record<string, Difference>> = {
  'lighthouse/passes-valid#3': {
    flags: ['empty-disallow-with-rules'],
    reason: 'empty-disallow-with-rules warns on an empty Disallow in a group with other rules: it allows nothing and reads as a mistake.',
  },
  'lighthouse/passes-valid#4': { flags: ['extension-between-agents', 'no-effect-field'], reason: `${NO_EFFECT} ${ONE_GROUP}` },
  'google-stats/ID_UTF8ByteOrderMarkIsSkipped:kUtf8FilePartial2BOM': {
    flags: ['invalid-utf8'],
    reason:
      'Google skips the partial byte-order mark, and so does the linter for google, but the bytes EF BB are not UTF-8: invalid-utf8 warns (RFC 9309 §2.3 wants UTF-8).',
  },
  'google-stats/ID_UTF8ByteOrderMarkIsSkipped:kUtf8FilePartial1BOM': {
    flags: ['invalid-utf8'],
    reason:
      'Google skips the partial byte-order mark, and so does the linter for google, but the byte EF is not UTF-8: invalid-utf8 warns (RFC 9309 §2.3 wants UTF-8).',
  },
  'ropensci/valid:allow_single_bot.txt': { flags: ['disallow-all'], reason: DISALLOW_ALL },
  'ropensci/valid:disallow_all_for_all.txt': { flags: ['disallow-all'], reason: DISALLOW_ALL },
  'ropensci/valid:testing_comments.txt': { flags: ['disallow-all'], reason: DISALLOW_ALL },
  'ropensci/valid:selfhtml_Example.txt': { flags: ['agent-not-product-token', 'star-rules-not-inherited'], reason: `${PRODUCT_TOKEN} ${STAR_RULES}` },
  'ropensci/valid:robots_new_york_times.txt': { flags: ['star-rules-not-inherited'], reason: STAR_RULES },
  'yandex-doc/multiple-star-groups:fixed-example': { flags: ['star-rules-not-inherited'], reason: STAR_RULES },
  'yandex-doc/user-agent-page-example': { flags: ['star-rules-not-inherited'], reason: STAR_RULES },
  'ropensci/valid:robots_commented_token.txt': { flags: ['agent-not-product-token'], reason: PRODUCT_TOKEN },
  'ropensci/valid:robots_wikipedia.txt': {
    flags: ['agent-not-product-token', 'agent-trailing-star', 'duplicate-rule'],
    reason: `${PRODUCT_TOKEN} duplicate-rule warns on rules repeated in a group, and agent-trailing-star on \`Mediapartners-Google*\`.`,
  },
  'ropensci/valid:host.txt': { flags: ['no-effect-field'], reason: NO_EFFECT },
  'nuxt-robots/parser:robots #36': { flags: ['no-effect-field'], reason: NO_EFFECT },
  'robots-txt-scanner/extended-crawl-delay-duplicate.txt': {
    flags: ['crawl-delay-value', 'extension-between-agents'],
    reason: `${ONE_GROUP} crawl-delay-value warns on \`1/2\`, not a number of seconds.`,
  },
  'robots-txt-scanner/extended-request-rate-duplicate.txt': { flags: ['extension-between-agents'], reason: ONE_GROUP },
  'robots-txt-scanner/extended-visit-time-duplicate.txt': {
    flags: ['extension-between-agents', 'visit-time-value'],
    reason: `${ONE_GROUP} visit-time-value warns on \`1200-4000\`, not an HHMM-HHMM time of day.`,
  },
  'robots-txt-scanner/extended-mix-duplicate-1.txt': {
    flags: ['visit-time-value'],
    reason: 'visit-time-value warns on `1200-4000` (line 4 too), not an HHMM-HHMM time of day.',
  },
  'nuxt-robots/parser:yoast': { flags: ['agent-not-product-token'], reason: PRODUCT_TOKEN },
  'nuxt-robots/parser:squareSpace': {
    flags: ['sitemap-url'],
    reason: 'sitemap-url warns on `https: //www.example.com/sitemap.xml` (a space after the scheme), which the validator does not check.',
  },
  'nuxt-robots/parser:case-insensitive startgroupline': {
    flags: ['agent-in-several-groups', 'empty-user-agent', 'star-rules-not-inherited'],
    reason: `agent-in-several-groups warns that ExampleBot has two groups (RFC 9309 merges them), empty-user-agent on \`user-agent:\` with no value. ${STAR_RULES}`,
  },
  'nuxt-robots/parser:content-usage-directive-parsing': { flags: ['content-usage-value'], reason: AIPREF_VOCABULARY },
  'nuxt-robots/parser:content-signal-directive-parsing': { flags: ['content-signal-value'], reason: AIPREF_VOCABULARY },
  'nuxt-robots/validator:content-usage-validation (reconstructed text)': { flags: ['content-usage-value'], reason: AIPREF_VOCABULARY },
  'nuxt-robots/validator:content-signal-validation (reconstructed text)': { flags: ['content-signal-value'], reason: AIPREF_VOCABULARY },
  'nuxt-robots/validator:content-usage-comma-spaces (reconstructed text)': {
    flags: ['content-usage-value', 'duplicate-field'],
    reason: `${RECONSTRUCTED_GROUP} ${AIPREF_VOCABULARY}`,
  },
  'nuxt-robots/validator:content-signal-comma-spaces (reconstructed text)': { flags: ['duplicate-field'], reason: RECONSTRUCTED_GROUP },
  'passmarked/nothing-blocked:blank+no-allow': {
    flags: ['group-without-rules'],
    reason: 'group-without-rules warns on a User-agent line with nothing after it: the robots it names get no rules.',
  },
  'passmarked/blocked:Googlebot-Mobile': { misses: true, reason: SEO_INTENT },
  'passmarked/blocked:Facebot': { misses: true, reason: SEO_INTENT },
  'passmarked/blocked:facebookexternalhit': { misses: true, reason: SEO_INTENT },
  'passmarked/blocked:Googlebot': { misses: true, reason: SEO_INTENT },
  'yandex-doc/rule-not-starting-with-slash:good': {
    flags: ['rule-outside-group'],
    reason: 'A one-line fragment with no User-agent line: rule-outside-group warns, as Yandex does for a whole file (its documentation says so).',
  },
};

function lintCase(item: ValidatorCase): readonly LintDiagnostic[] {
  const input = item.robotstxt_hex === undefined ? item.robotstxt : Uint8Array.from(item.robotstxt_hex.match(/../g) ?? [], (hex) => Number.parseInt(hex, 16));
  const options: LintOptions = item.id.startsWith('google') ? { dialect: 'google' } : {};
  return lint(input, options).diagnostics;
}

/** How the toolkit's findings differ from the validator's: the codes it flags where the validator finds nothing, and the lines the validator flags that it does not. */
function differenceOf(item: ValidatorCase, findings: readonly LintDiagnostic[]): { flags: LintDiagnosticCode[]; missed: string[] } {
  const flagged = findings.filter((finding) => finding.severity !== 'info');
  const lines = new Set(flagged.map((finding) => finding.range.start.line));
  const expected = item.expect;
  if ('clean' in expected) {
    // Clean: every line is. Not clean: some line must be flagged, any.
    if (expected.clean) return { flags: codesOn(flagged, () => true), missed: [] };
    return { flags: [], missed: lines.size === 0 ? ['any line'] : [] };
  }
  const required = 'lines' in expected ? expected.lines : (item.derivedLines ?? []);
  const missed = required.filter((line) => !lines.has(line)).map((line) => `line ${line}`);
  // A count is of every line the validator flags, so the others are clean; a list of lines says which are clean (validLines).
  const clean =
    'count' in expected ? (line: number): boolean => !required.includes(line) : (line: number): boolean => item.expectAlso?.validLines?.includes(line) ?? false;
  return { flags: codesOn(flagged, clean), missed };
}

/** The codes of the findings on the lines `where` picks, sorted, each once. */
function codesOn(findings: readonly LintDiagnostic[], where: (line: number) => boolean): LintDiagnosticCode[] {
  return [...new Set(findings.filter((finding) => where(finding.range.start.line)).map((finding) => finding.code))].sort();
}

describe('the linter against validators’ own cases', () => {
  it('every documented difference names a case of the file', () => {
    const ids = new Set(CASES.map((item) => item.id));
    expect(Object.keys(DIFFERENCES).filter((id) => !ids.has(id))).toEqual([]);
    expect(CASES.length).toBeGreaterThan(0);
  });

  it.each(CASES.map((item) => [item.id, item] as const))('%s', (id, item) => {
    const { flags, missed } = differenceOf(item, lintCase(item));
    const documented = DIFFERENCES[id];
    // Not documented: the two agree. Documented: the toolkit differs exactly as the entry says.
    expect({ flags, missed: missed.length > 0 }, documented?.reason ?? `${id} differs: if deliberate, add it to DIFFERENCES with the reason`).toEqual({
      flags: [...(documented?.flags ?? [])].sort(),
      missed: documented?.misses ?? false,
    });
  });
});
