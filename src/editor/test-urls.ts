/**
 * `testUrls`: the verdicts of a file for some robots and URLs under each
 * dialect, with the line that decides and the reason in words, and the
 * robot and URL pairs on which the dialects disagree (the playground's test
 * table, the editor's "test a URL").
 *
 * @module
 */
import { compile } from '../match/compile.ts';
import { DIALECTS, type Dialect } from '../model/dialect.ts';
import { parse } from '../syntax/parse.ts';

/** What to test. */
export interface TestUrlsOptions {
  /** The robots, by name or full User-Agent header. */
  readonly agents: readonly string[];
  /** URLs or paths. */
  readonly urls: readonly string[];
  /** The dialects to test under; default every dialect of `DIALECTS`. */
  readonly dialects?: readonly Dialect[];
}

/** The verdict for one robot, URL and dialect. */
export interface TestUrlRow {
  /** The robot as given. */
  readonly agent: string;
  /** The URL as given. */
  readonly url: string;
  /** The dialect. */
  readonly dialect: Dialect;
  /** Whether the robot may fetch the URL. */
  readonly allowed: boolean;
  /** The 0-based line of the deciding rule, or `undefined` when no rule decided. */
  readonly line: number | undefined;
  /** The deciding rule's line as written, or `undefined`. */
  readonly rule: string | undefined;
  /** Why, in one sentence (from `explain`). */
  readonly reason: string;
}

/** A robot and URL that the dialects answer differently. */
export interface TestUrlDisagreement {
  /** The robot as given. */
  readonly agent: string;
  /** The URL as given. */
  readonly url: string;
  /** Each dialect's verdict (`true`: allowed). */
  readonly verdicts: Readonly<Partial<Record<Dialect, boolean>>>;
}

/** What {@link testUrls} found. */
export interface TestUrlsResult {
  /** Every robot, URL and dialect, in that order of nesting. */
  readonly rows: readonly TestUrlRow[];
  /** The robot and URL pairs on which the dialects disagree. */
  readonly disagreements: readonly TestUrlDisagreement[];
}

/**
 * Every robot × URL × dialect, explained. The file is compiled once per
 * dialect. Never throws.
 *
 * @example
 * ```ts
 * const result = testUrls('User-agent: *\nDisallow: /a\nAllow: /a/b\n', { agents: ['FooBot'], urls: ['/a/b'] });
 * result.rows.find((row) => row.dialect === 'rfc9309')?.allowed; // true
 * result.rows.find((row) => row.dialect === '1994')?.line;       // 1
 * result.disagreements[0]?.verdicts.rfc9309;                      // true
 * ```
 */
export function testUrls(text: string, options: TestUrlsOptions): TestUrlsResult {
  const document = parse(text);
  const dialects = (options.dialects ?? DIALECTS).filter((dialect, index, list) => DIALECTS.includes(dialect) && list.indexOf(dialect) === index);
  const compiled = dialects.map((dialect) => compile(document, { dialect }));
  const rows: TestUrlRow[] = [];
  const disagreements: TestUrlDisagreement[] = [];
  for (const agent of (options.agents ?? []).map(String)) {
    for (const url of (options.urls ?? []).map(String)) {
      const verdicts: Partial<Record<Dialect, boolean>> = {};
      for (const robots of compiled) {
        const explanation = robots.explain(url, agent);
        verdicts[robots.dialect] = explanation.allowed;
        rows.push({
          agent,
          url,
          dialect: robots.dialect,
          allowed: explanation.allowed,
          line: explanation.rule ? explanation.rule.line - 1 : undefined,
          rule: explanation.rule?.text,
          reason: explanation.reason,
        });
      }
      if (new Set(Object.values(verdicts)).size > 1) disagreements.push({ agent, url, verdicts });
    }
  }
  return { rows, disagreements };
}
