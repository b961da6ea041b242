/**
 * The library's root entry as a recorded test file sees it (record-hook.mjs
 * sends it here): everything real, except that `isAllowed` returns the
 * question as a {@link Verdict} for the fake `expect` to pair with the
 * answer the test states.
 *
 * @module
 */
import { compile as realCompile, type SyntaxDocument, type UnboundCompileOptions } from '../../src/index.ts';
import { Verdict } from './fake-vitest.ts';

export * from '../../src/index.ts';

export function compile(input: string | Uint8Array | SyntaxDocument, options: UnboundCompileOptions = {}): unknown {
  const robots = realCompile(input, options);
  return new Proxy(robots, {
    get(target, name) {
      if (name === 'isAllowed')
        return (url: string, agent: string) => new Verdict(input as string | Uint8Array, options as Record<string, unknown>, url, agent);
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
