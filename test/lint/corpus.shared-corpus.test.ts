/**
 * The shared corpus (top-sites and real) lints without a crash, and the count of findings per code is a snapshot: a change to any rule's
 * findings on real files shows here (bench/ab-lint.mjs compares every finding with another build).
 */
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/index.ts';
import { corpusFiles } from '../helpers/corpus.ts';

const files = ['top-sites', 'real'].flatMap((directory) => corpusFiles(directory));

/** How many findings of each code, by code. */
function countByCode(counts: Record<string, number>, codes: readonly string[]): void {
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
}

describe('corpus', () => {
  it(`lints all ${files.length} files under rfc9309, and every 50th for all dialects: findings per code`, () => {
    expect(files.length).toBeGreaterThan(4000);
    const one: Record<string, number> = {};
    const all: Record<string, number> = {};
    files.forEach((file, i) => {
      countByCode(
        one,
        lint(file.bytes).diagnostics.map((diagnostic) => diagnostic.code),
      );
      if (i % 50 === 0)
        countByCode(
          all,
          lint(file.bytes, { dialects: 'all' }).diagnostics.map((diagnostic) => diagnostic.code),
        );
    });
    const sorted = (counts: Record<string, number>): Record<string, number> =>
      Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
    expect(sorted(one)).toMatchInlineSnapshot(`
      {
        "agent-in-several-groups": 2592,
        "agent-not-product-token": 5972,
        "agent-token-not-obeyed": 10,
        "agent-trailing-star": 134,
        "blank-line-in-group": 4156,
        "byte-order-mark": 74,
        "clean-param-value": 1,
        "control-character": 18,
        "crawl-delay-ignored": 71,
        "crawl-delay-value": 2,
        "disallow-all": 65,
        "dollar-not-at-end": 41,
        "duplicate-field": 1,
        "duplicate-host": 1,
        "duplicate-rule": 2957,
        "duplicate-star-group": 306,
        "duplicate-user-agent": 178,
        "empty-disallow-with-rules": 171,
        "empty-user-agent": 2,
        "extension-between-agents": 582,
        "file-too-large": 2,
        "group-without-rules": 43,
        "host-value": 1,
        "invalid-utf8": 10,
        "missing-colon": 87,
        "no-effect-field": 2428,
        "non-ascii-path": 652,
        "non-standard-field": 1871,
        "not-robots-txt": 144,
        "path-start": 1703,
        "percent-escape": 86,
        "render-resources-blocked": 883,
        "request-rate-value": 2,
        "rule-outside-group": 183,
        "sitemap-url": 57,
        "space-before-colon": 419,
        "space-in-path": 638,
        "star-rules-not-inherited": 616,
        "unknown-field": 83,
        "unreachable-rule": 478,
        "usage-line-at-end": 1,
        "utf16-encoding": 2,
      }
    `);
    expect(sorted(all)).toMatchInlineSnapshot(`
      {
        "agent-not-product-token": 10,
        "allow-unsupported": 47324,
        "analysis-cut-short": 1,
        "blank-line-in-group": 27,
        "dialect-verdict-differs": 1177,
        "disallow-all": 1,
        "dollar-not-at-end": 5,
        "duplicate-rule": 2,
        "duplicate-star-group": 2,
        "extension-between-agents": 1,
        "file-too-large": 1,
        "group-without-rules": 10,
        "invalid-utf8": 1,
        "missing-blank-line": 8,
        "no-effect-field": 19,
        "non-ascii-path": 1,
        "non-standard-field": 21,
        "not-robots-txt": 6,
        "path-start": 3,
        "precedence-differs": 27,
        "render-resources-blocked": 8,
        "sitemap-url": 1,
        "space-before-colon": 4,
        "star-rules-not-inherited": 7,
        "unreachable-rule": 4,
        "wildcard-literal": 880,
      }
    `);
  }, 240_000);
});
