/**
 * Google's robots.txt spec test (google/robotstxt-spec-test: 400 `is_allowed` cases, read from
 * ../shared/data/google-robotstxt-spec-test/cases.json, see its PROVENANCE.md) run through the
 * library under every dialect. The suite states what Google's parser does, so `google` must pass
 * every case; every case `rfc9309` answers otherwise must be one of the documented differences
 * below, each found by a check of its own (the case changed so that the cause is gone, and the
 * answers then agree), never by a count. Prints each dialect's score.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS, parse, type Dialect } from '../../src/index.ts';
import { normalizeRfc9309 } from '../../src/internals.ts';
import { repoPath } from '../helpers/paths.ts';

interface SpecCase {
  readonly id: string;
  readonly robotstxt_b64: string;
  readonly agent: string;
  readonly url: string;
  readonly op: string;
  readonly expect: { readonly allowed: boolean };
}

const CASES: readonly SpecCase[] = JSON.parse(readFileSync(repoPath('../shared/data/google-robotstxt-spec-test/cases.json'), 'utf8')) as SpecCase[];

const bytesOf = (spec: SpecCase): Uint8Array => new Uint8Array(Buffer.from(spec.robotstxt_b64, 'base64'));
const answer = (input: string | Uint8Array, dialect: Dialect, url: string, agent: string, options = {}): boolean =>
  compile(input, { dialect, ...options }).isAllowed(url, agent);

/** The file's lines (without line ends) as the google dialect reads them, for rewriting. */
function linesOf(input: string | Uint8Array): string[] {
  const document = parse(input);
  return document.lines.map((line) => line.content);
}

/** The file with each line that `rewrite` returns a string for replaced by it. */
function rewritten(input: string | Uint8Array, rewrite: (line: number, google: ReturnType<typeof compile>) => string | undefined): string {
  const google = compile(input, { dialect: 'google' });
  return linesOf(input)
    .map((text, i) => rewrite(i + 1, google) ?? text)
    .join('\n');
}

/** The URL with its path and query normalized as RFC 9309 §2.2.2 says. */
function normalizedUrl(url: string): string {
  const pathStart = url.indexOf('/', url.indexOf('://') + 3);
  return pathStart < 0 ? url : url.slice(0, pathStart) + normalizeRfc9309(url.slice(pathStart), 'path');
}

/**
 * Why rfc9309 may answer a case otherwise than Google, in the order they are tried. Each check
 * takes a case rfc9309 answers otherwise and says whether that cause explains it.
 */
const REASONS: readonly { readonly name: string; readonly explains: (spec: SpecCase) => boolean }[] = [
  {
    name: 'RFC 9309 §2.2.2: /robots.txt is always allowed (Google has no exemption)',
    explains: (spec) => compile(bytesOf(spec)).explain(spec.url, spec.agent).reasonCode === 'robots-txt-always-allowed',
  },
  {
    name: 'docs/spec/google.md §2.1: Google skips part of a UTF-8 byte-order mark (EF, EF BB); rfc9309 reads it as content',
    explains: (spec) => {
      const bytes = bytesOf(spec);
      let skipped = 0;
      while (skipped < 3 && bytes[skipped] === [0xef, 0xbb, 0xbf][skipped]) skipped++;
      return skipped > 0 && skipped < 3 && answer(bytes.subarray(skipped), 'rfc9309', spec.url, spec.agent) === spec.expect.allowed;
    },
  },
  {
    name: 'A-21: Google accepts typos and a missing colon; rfc9309 reads only well-formed lines',
    explains: (spec) => {
      const fields = compile(bytesOf(spec), { dialect: 'google' }).model.fields;
      const lenient = new Map(fields.filter((field) => field.typo === true || field.missingColon === true).map((field) => [field.ref.line, field]));
      if (lenient.size === 0) return false;
      const text = rewritten(bytesOf(spec), (line) => {
        const field = lenient.get(line);
        return field && `${field.key}: ${field.value}`;
      });
      return answer(text, 'rfc9309', spec.url, spec.agent) === spec.expect.allowed;
    },
  },
  {
    name: 'docs/spec/google.md §3.3: Google reads "Allow: …/index.html" as also allowing "…/"',
    explains: (spec) => {
      const rules = compile(bytesOf(spec), { dialect: 'google' }).model.groups.flatMap((group) => group.rules);
      const index = new Map(rules.filter((rule) => rule.kind === 'allow' && /\/index\.htm/.test(rule.value)).map((rule) => [rule.ref.line, rule]));
      if (index.size === 0) return false;
      const text = rewritten(bytesOf(spec), (line) => {
        const rule = index.get(line);
        return rule && `Allow: ${rule.value}\nAllow: ${rule.value.slice(0, rule.value.lastIndexOf('/') + 1)}$`;
      });
      return answer(text, 'rfc9309', spec.url, spec.agent) === spec.expect.allowed;
    },
  },
  {
    name: 'A-9: Google compares the caller\'s string as given; the toolkit derives its product token ("Foo Bar" is Foo)',
    explains: (spec) => answer(bytesOf(spec), 'rfc9309', spec.url, spec.agent, { agentToken: 'as-given' }) === spec.expect.allowed,
  },
  {
    name: 'A-9: Google cuts a User-agent value at its first character outside [A-Za-z_-] ("AB42bot" is AB); RFC 9309 products keep digits',
    explains: (spec) => {
      const fields = compile(bytesOf(spec), { dialect: 'google' }).model.fields;
      const agents = new Map(fields.filter((field) => field.kind === 'user-agent').map((field) => [field.ref.line, field]));
      const text = rewritten(bytesOf(spec), (line) => {
        const field = agents.get(line);
        return field && `User-agent: ${field.value.startsWith('*') ? field.value : /^[A-Za-z_-]*/.exec(field.value)?.[0]}`;
      });
      return answer(text, 'rfc9309', spec.url, spec.agent, { agentToken: 'as-given' }) === spec.expect.allowed;
    },
  },
  {
    name: 'RFC 9309 §2.2.2: both sides percent-normalized (unreserved escapes decoded, non-ASCII encoded); Google escapes the pattern only and compares the URL as given',
    explains: (spec) => {
      const rules = new Map(
        compile(bytesOf(spec), { dialect: 'google' })
          .model.groups.flatMap((group) => group.rules)
          .map((rule) => [rule.ref.line, rule]),
      );
      const text = rewritten(bytesOf(spec), (line) => {
        const rule = rules.get(line);
        return rule && `${rule.kind === 'allow' ? 'Allow' : 'Disallow'}: ${normalizeRfc9309(rule.value, 'pattern')}`;
      });
      // Google given what rfc9309 compares answers as rfc9309 does.
      return answer(text, 'google', normalizedUrl(spec.url), spec.agent) === answer(bytesOf(spec), 'rfc9309', spec.url, spec.agent);
    },
  },
];

describe("Google's robots.txt spec test (400 cases) through the library", () => {
  const failures = new Map<Dialect, SpecCase[]>(
    DIALECTS.map((dialect) => [dialect, CASES.filter((spec) => answer(bytesOf(spec), dialect, spec.url, spec.agent) !== spec.expect.allowed)]),
  );
  console.log(`spec test: ${DIALECTS.map((dialect) => `${dialect} ${CASES.length - (failures.get(dialect)?.length ?? 0)}/${CASES.length}`).join(', ')}`);

  it('holds 400 is_allowed cases', () => {
    expect(CASES).toHaveLength(400);
    expect(new Set(CASES.map((spec) => spec.op))).toEqual(new Set(['is_allowed']));
  });

  it('google passes every case', () => {
    expect(failures.get('google')?.map((spec) => spec.id)).toEqual([]);
  });

  it('every case rfc9309 answers otherwise has a documented reason', () => {
    const unexplained: string[] = [];
    const byReason = new Map<string, string[]>();
    for (const spec of failures.get('rfc9309') ?? []) {
      const reason = REASONS.find((candidate) => candidate.explains(spec));
      if (reason) byReason.set(reason.name, [...(byReason.get(reason.name) ?? []), spec.id]);
      else unexplained.push(spec.id);
    }
    for (const [reason, ids] of byReason) console.log(`rfc9309, ${ids.length}: ${reason} (${ids.join(', ')})`);
    expect(unexplained).toEqual([]);
  });
});
