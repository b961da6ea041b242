/**
 * The compact model a compiled file keeps (src/model/compact.ts) against the
 * full model (`buildModel`): both come from one walk, and must agree on every
 * group's User-agent values and on every rule's kind, pattern and order, on
 * generated files (compact.corpus.test.ts: on every corpus file), under every
 * dialect. A compiled
 * file answers from the compact form and reports the full model's rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS, parse } from '../../src/index.ts';
import { buildModel } from '../../src/model/build.ts';
import { compactModel } from '../../src/model/compact.ts';
import { propertyRuns, robotsTxtText } from '../helpers/arbitraries.ts';
import { robotsFileArb } from '../oracle/generators.ts';
import { disagreements, viewOfCompact, viewOfModel } from './compact-agreement.ts';

const RUNS = propertyRuns(1000);

describe('the compact model agrees with the full model', () => {
  it(`on generated realistic files, under every dialect (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIALECTS), robotsTxtText(), (dialect, file) => {
        expect(disagreements(parse(file.text), dialect)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(DIALECTS.map((dialect) => [dialect]))(`on the oracle's generated %s files (${RUNS} runs)`, (dialect) => {
    fc.assert(
      fc.property(robotsFileArb(dialect), fc.integer({ min: 1, max: 600 }), (text, parseLimit) => {
        expect(disagreements(parse(text), dialect)).toEqual([]);
        // rfc9309's parse limit cuts both alike.
        const document = parse(text);
        expect(viewOfCompact(compactModel(document, dialect, { parseLimit }))).toEqual(viewOfModel(buildModel(document, dialect, { parseLimit })));
      }),
      { numRuns: RUNS },
    );
  });

  it('a compiled file builds its full model when first asked, equal to buildModel, and reports its rules', () => {
    const text = 'Disallow: /orphan\nUser-agent: FooBot\nUser-agent: *\nDisallow: /a\nAllow: /a/b\nSitemap: https://example.com/s.xml\n';
    for (const dialect of DIALECTS) {
      const robots = compile(text, { dialect });
      // Answered from the compact form…
      expect(robots.isAllowed('/a/c', 'FooBot')).toBe(false);
      // …and explained with the model's own rule objects.
      const model = robots.model;
      expect(model).toEqual(buildModel(parse(text), dialect));
      expect(robots.model).toBe(model);
      const rule = model.groups[0]?.rules[0];
      expect(robots.rulesFor('FooBot')[0]).toBe(rule);
      expect(robots.groupsFor('FooBot')[0]).toBe(model.groups[0]);
      expect(robots.matchingLine('/a/c', 'FooBot')).toBe(4);
    }
  });
});
