import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/match/compile.ts';
import { DIALECTS } from '../../src/match/types.ts';
import { warmUp } from '../../src/match/warm-up.ts';

const path = fc.stringMatching(/^\/[a-z/*$]{0,8}$/);

describe('warmUp', () => {
  it('can be called any number of times without throwing', () => {
    expect(() => {
      warmUp();
      warmUp();
    }).not.toThrow();
  });

  it('leaves every answer as it was', () => {
    const answers = (rules: string[], question: string): boolean[] =>
      DIALECTS.map((dialect) => compile(`User-agent: *\n${rules.join('\n')}\n`, { dialect }).isAllowed(question, 'FooBot'));
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('Allow', 'Disallow'), path).map(([kind, value]) => `${kind}: ${value}`),
          { maxLength: 4 },
        ),
        path,
        (rules, question) => {
          const cold = answers(rules, question);
          warmUp();
          expect(answers(rules, question)).toEqual(cold);
        },
      ),
    );
  });
});
