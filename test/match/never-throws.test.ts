import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, DIALECTS, type Dialect } from '../../src/index.ts';
import { propertyRuns } from '../helpers/arbitraries.ts';

const RUNS = propertyRuns(1000);
const noisy = fc.string({
  unit: fc.constantFrom('a', '/', '*', '$', '%', '2', 'F', ':', '#', ' ', '\t', '\r', '\n', '?', 'é', '\ud800', 'User-agent', 'Disallow', 'Allow'),
});

describe.each(DIALECTS.map((dialect) => [dialect]))('%s: compile, isAllowed and explain never throw', (dialect: Dialect) => {
  it('on any text, URL and agent', () => {
    fc.assert(
      fc.property(fc.oneof(noisy, fc.string({ unit: 'binary' })), fc.oneof(noisy, fc.string()), fc.oneof(noisy, fc.string()), (text, url, agent) => {
        const robots = compile(text, { dialect });
        const allowed = robots.isAllowed(url, agent);
        const explanation = robots.explain(url, agent);
        expect(explanation.allowed).toBe(allowed);
        expect(explanation.reason.length).toBeGreaterThan(0);
        expect(() => JSON.stringify(explanation)).not.toThrow();
      }),
      { numRuns: RUNS },
    );
  });
});
