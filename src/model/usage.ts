/**
 * AI usage preferences in robots.txt and HTTP: IETF AIPREF `Content-Usage`
 * (**experimental**: draft-ietf-aipref-attach-05 and draft-ietf-aipref-vocab-07,
 * which are not final) and Cloudflare's `Content-Signal`. Two vocabularies,
 * kept apart (docs/spec/extensions.md §1, §2): nothing here maps one to the
 * other. Both vocabularies are tables ({@link AIPREF_VOCABULARY},
 * {@link CONTENT_SIGNAL_VOCABULARY}), so a new draft's label is one row.
 *
 * Every parser here takes any string and never throws; what it had to
 * guess or drop is a {@link ValueDiagnostic}.
 *
 * @module
 */
import * as cite from '../diagnostics/cite.ts';
import type { ValueDiagnostic } from '../diagnostics/diagnostic.ts';
import { parseStructuredDictionary } from './structured-fields.ts';

/** The AIPREF revisions this toolkit implements. The drafts are not final: treat results as experimental. */
export const AIPREF_REVISION = 'draft-ietf-aipref-attach-05 / draft-ietf-aipref-vocab-07';

/** One AIPREF category of use (vocab-07 §3). */
export interface UsageCategory {
  /** The label as written in a preference, e.g. `train-ai`. */
  readonly label: string;
  /** Its name in the draft, e.g. `AI Model Training`. */
  readonly title: string;
}

/** The categories of draft-ietf-aipref-vocab-07 (flat: no category contains another). Extend this table for a new draft. */
export const AIPREF_VOCABULARY: readonly UsageCategory[] = [
  { label: 'train-ai', title: 'AI Model Training' },
  { label: 'search', title: 'Search' },
];

/** Labels of earlier AIPREF drafts that vocab-07 no longer defines (ignored as unknown keys), with the drafts that had them (extensions.md §1.5). */
export const RETIRED_AIPREF_LABELS: Readonly<Record<string, string>> = {
  tdm: 'vocab-01',
  ai: 'vocab-01',
  genai: 'vocab-01',
  inference: 'vocab-01',
  all: 'vocab-02',
  'ai-use': 'vocab-02',
  'train-genai': 'vocab-02 to vocab-04',
  bots: 'vocab-03 and vocab-04',
  'ai-output': 'vocab-04',
};

/** An AIPREF category's state (vocab-07 §5): never coerced to a boolean; the caller chooses what "unknown" means. */
export type UsageValue = 'allowed' | 'disallowed' | 'unknown';

/** One AIPREF statement of preference: every category of {@link AIPREF_VOCABULARY} with its value. */
export interface UsageStatement {
  /** Each category label with its value; an unstated category is `unknown`. */
  readonly categories: Readonly<Record<string, UsageValue>>;
  /** Whether the text parsed as a Structured Field Dictionary (`false`: every category is `unknown`). */
  readonly parsed: boolean;
  /** What changed the result or was ignored: parse failures, values other than `y`/`n`, retired labels. */
  readonly diagnostics: readonly ValueDiagnostic[];
}

/** Every category `unknown`. */
export function unknownCategories(): Record<string, UsageValue> {
  return Object.fromEntries(AIPREF_VOCABULARY.map((category) => [category.label, 'unknown' as UsageValue]));
}

/**
 * Reads an AIPREF preference (an RFC 9651 Dictionary such as `train-ai=n, search=y`)
 * as vocab-07 §6.5 says: a parse failure makes every category unknown;
 * the last of duplicate keys wins; Token `y` allows, Token `n` disallows,
 * anything else (`yes`, `"n"`, a bare key) is unknown; unknown keys and
 * parameters are ignored.
 *
 * @example
 * ```ts
 * parseUsagePreference('train-ai=n, search=y').categories; // { 'train-ai': 'disallowed', search: 'allowed' }
 * parseUsagePreference('Train-AI=n').parsed;                // false: every category unknown
 * ```
 */
export function parseUsagePreference(text: string): UsageStatement {
  const diagnostics: ValueDiagnostic[] = [];
  const categories = unknownCategories();
  const dictionary = parseStructuredDictionary(text);
  if (!dictionary.ok) {
    diagnostics.push({
      code: 'usage-preference-unparsed',
      severity: 'warning',
      message: `"${text}" is not a Structured Field Dictionary (it stops fitting at character ${dictionary.offset + 1}): every category is unknown. Write lower-case labels, commas between: "train-ai=n, search=y".`,
      spec: cite.aipref('vocab-07 §6.5'),
    });
    return { categories, parsed: false, diagnostics };
  }
  for (const { key, item } of dictionary.members.values()) {
    if (key in categories) {
      if (item.type === 'token' && (item.value === 'y' || item.value === 'n')) categories[key] = item.value === 'y' ? 'allowed' : 'disallowed';
      else
        diagnostics.push({
          code: 'usage-preference-value',
          severity: 'warning',
          message: `"${key}" must be the token y or n; ${describeItem(item.type, item.value)} leaves it unknown.`,
          spec: cite.aipref('vocab-07 §6.5'),
        });
    } else if (key in RETIRED_AIPREF_LABELS) {
      diagnostics.push({
        code: 'usage-label-retired',
        severity: 'warning',
        message: `"${key}" was a label of AIPREF ${RETIRED_AIPREF_LABELS[key]}; ${AIPREF_REVISION} ignores it. Use ${AIPREF_VOCABULARY.map((c) => c.label).join(' or ')}.`,
        spec: cite.aipref('vocab-07 §3'),
      });
    } else {
      diagnostics.push({
        code: 'usage-label-unknown',
        severity: 'info',
        message: `"${key}" is not an AIPREF category (${AIPREF_VOCABULARY.map((c) => c.label).join(', ')}); it is ignored.`,
        spec: cite.aipref('vocab-07 §6.5'),
      });
    }
  }
  return { categories, parsed: true, diagnostics };
}

function describeItem(type: string, value: string): string {
  return type === 'token' ? `the token ${value}` : type === 'boolean' && value === '?1' ? 'a bare key' : `a ${type} (${value})`;
}

/** A robots.txt `Content-Usage` value split into its optional path and its preference (attach-05 §3.2). */
export interface ContentUsageValue {
  /** The path pattern, when the value starts with `/`; `undefined`: the rule applies to every path (match length 0). */
  readonly path: string | undefined;
  /** The preference text after the path. */
  readonly preference: string;
  /** The preference read as AIPREF. */
  readonly statement: UsageStatement;
}

/**
 * Splits a robots.txt `Content-Usage` value (attach-05 §3.2): a value starting
 * with `/` holds a path up to the first SP or HTAB, the rest is the
 * preference. Leading and trailing SP and HTAB around the preference are
 * trimmed before it is parsed (extensions.md §1.6 decision 1; a trimmed HTAB
 * is reported, since a strict reader fails there).
 *
 * @example
 * ```ts
 * parseContentUsageValue('/ai-ok/ train-ai=y'); // path '/ai-ok/', train-ai allowed
 * parseContentUsageValue('train-ai=n').path;    // undefined: every path
 * ```
 */
export function parseContentUsageValue(value: string): ContentUsageValue {
  let path: string | undefined;
  let rest = value.replace(/^[ \t]+/, '');
  if (rest.startsWith('/')) {
    const end = rest.search(/[ \t]/);
    path = end < 0 ? rest : rest.slice(0, end);
    rest = end < 0 ? '' : rest.slice(end);
  }
  const preference = rest.replace(/^[ \t]+|[ \t]+$/g, '');
  const statement = parseUsagePreference(preference);
  const around = (/^[ \t]*/.exec(rest)?.[0] ?? '') + (/[ \t]*$/.exec(rest)?.[0] ?? '');
  // A tab separating the path or trailing the value: RFC 9651 strips only spaces, so say it was trimmed.
  if (around.includes('\t')) return { path, preference, statement: withDiagnostic(statement, tabTrimmed()) };
  return { path, preference, statement };
}

function tabTrimmed(): ValueDiagnostic {
  return {
    code: 'usage-whitespace-trimmed',
    severity: 'info',
    message: 'A tab around the preference was trimmed before parsing; a strict RFC 9651 reader fails on it. Use spaces.',
    spec: cite.aipref('attach-05 §3.2'),
  };
}

function withDiagnostic(statement: UsageStatement, diagnostic: ValueDiagnostic): UsageStatement {
  return { ...statement, diagnostics: [diagnostic, ...statement.diagnostics] };
}

/**
 * Combines several statements, per category, as vocab-07 §5.1 says: any
 * `disallowed` wins, else any `allowed`, else `unknown` (most restrictive).
 *
 * @example
 * ```ts
 * combineUsage([{ 'train-ai': 'allowed' }, { 'train-ai': 'disallowed' }])['train-ai']; // 'disallowed'
 * ```
 */
export function combineUsage(statements: readonly Readonly<Record<string, UsageValue>>[]): Record<string, UsageValue> {
  const result = unknownCategories();
  for (const label of Object.keys(result)) {
    const values = statements.map((statement) => statement[label] ?? 'unknown');
    result[label] = values.includes('disallowed') ? 'disallowed' : values.includes('allowed') ? 'allowed' : 'unknown';
  }
  return result;
}

/**
 * Reads the `Content-Usage` HTTP header (attach-05 §2). Several field lines
 * are one statement: they are joined with `, ` before parsing, so a repeated
 * key is last-wins (extensions.md §1.2, Ex. 6).
 *
 * @example
 * ```ts
 * parseContentUsageHeader(['train-ai=n', 'train-ai=y']).categories['train-ai']; // 'allowed'
 * ```
 */
export function parseContentUsageHeader(values: string | readonly string[]): UsageStatement {
  const lines = typeof values === 'string' ? [values] : values;
  return parseUsagePreference(lines.join(', '));
}

/** One Content-Signal key (Cloudflare Content Signals Policy) with the values it takes. */
export interface ContentSignalKey {
  /** The key, e.g. `ai-train`. */
  readonly key: string;
  /** The values it takes, e.g. `yes`, `no`; for `use`, the levels from least to most permissive. */
  readonly values: readonly string[];
  /** What it covers, paraphrased from Cloudflare's comment block. */
  readonly meaning: string;
}

/** The Content-Signal vocabulary as deployed in 2026 (extensions.md §2.2). Extend this table for a new key. */
export const CONTENT_SIGNAL_VOCABULARY: readonly ContentSignalKey[] = [
  { key: 'search', values: ['yes', 'no'], meaning: 'building a search index and returning links and short excerpts' },
  { key: 'ai-input', values: ['yes', 'no'], meaning: 'feeding content into AI models at answer time (RAG, grounding)' },
  { key: 'ai-train', values: ['yes', 'no'], meaning: 'training or fine-tuning AI models' },
  { key: 'use', values: ['immediate', 'reference', 'full'], meaning: 'how AI systems may consume the content' },
];

/** A Content-Signal line or header read: each known key with its value, or `unstated`. */
export interface ContentSignalStatement {
  /** Each key of {@link CONTENT_SIGNAL_VOCABULARY} with its (lower-case) value, or `unstated`. */
  readonly signals: Readonly<Record<string, string>>;
  /** Bad keys, bad values, repeated keys. */
  readonly diagnostics: readonly ValueDiagnostic[];
}

/**
 * Reads a `Content-Signal` value (robots.txt line or HTTP header). It has no
 * formal grammar, so this reads it leniently (extensions.md §2.2, §2.5): members
 * split at commas, keys case-insensitive, spaces optional; a value must be one
 * the key takes (`yes`/`no`, or a `use` level), else the key stays `unstated`.
 *
 * @example
 * ```ts
 * parseContentSignal('search=yes, ai-train=no').signals; // { search: 'yes', 'ai-input': 'unstated', 'ai-train': 'no', use: 'unstated' }
 * ```
 */
export function parseContentSignal(value: string): ContentSignalStatement {
  const signals: Record<string, string> = Object.fromEntries(CONTENT_SIGNAL_VOCABULARY.map((entry) => [entry.key, 'unstated']));
  const diagnostics: ValueDiagnostic[] = [];
  const seen = new Set<string>();
  for (const member of value.split(',')) {
    const text = member.trim();
    if (text === '') continue;
    const equals = text.indexOf('=');
    const key = (equals < 0 ? text : text.slice(0, equals)).trim().toLowerCase();
    const signalValue = equals < 0 ? '' : text.slice(equals + 1).trim();
    const entry = CONTENT_SIGNAL_VOCABULARY.find((candidate) => candidate.key === key);
    if (!entry) {
      diagnostics.push({
        code: 'content-signal-invalid',
        severity: 'warning',
        message: `"${key}" is not a Content-Signal key (${CONTENT_SIGNAL_VOCABULARY.map((e) => e.key).join(', ')}); it is ignored.${key === 'train-ai' ? ' train-ai is an AIPREF label: Content-Signal says ai-train.' : ''}`,
        spec: cite.contentSignals('managed robots.txt'),
      });
      continue;
    }
    if (!entry.values.includes(signalValue)) {
      diagnostics.push({
        code: 'content-signal-invalid',
        severity: 'warning',
        message: `"${key}=${signalValue}" is not a valid Content-Signal: ${key} takes ${entry.values.join(', ')}; it stays unstated.`,
        spec: cite.contentSignals('managed robots.txt'),
      });
      continue;
    }
    if (seen.has(key))
      diagnostics.push({
        code: 'content-signal-invalid',
        severity: 'warning',
        message: `"${key}" is given twice; the last value counts.`,
        spec: cite.contentSignals('managed robots.txt'),
      });
    seen.add(key);
    signals[key] = signalValue;
  }
  return { signals, diagnostics };
}
