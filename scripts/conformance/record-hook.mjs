/**
 * Module resolution hook for scripts/gen-conformance.ts: a test file under
 * test/ gets the fake vitest of fake-vitest.ts, and one under test/match/
 * gets the recording root entry (recording-index.ts) in place of
 * `../../src/index.ts`.
 */
const FAKE_VITEST = new URL('./fake-vitest.ts', import.meta.url).href;
const RECORDING_INDEX = new URL('./recording-index.ts', import.meta.url).href;

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'vitest') return { url: FAKE_VITEST, shortCircuit: true };
  if (specifier === '../../src/index.ts' && /\/test\/match\/[^/]+\.ts$/.test(context.parentURL ?? '')) return { url: RECORDING_INDEX, shortCircuit: true };
  return nextResolve(specifier, context);
}
