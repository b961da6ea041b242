/**
 * A stand-in for vitest that runs a test file's bodies only to read its
 * expectations: `expect(verdict).toBe(true)` records the verdict the test
 * states, where `verdict` is a {@link Verdict} that the recording `compile`
 * (recording-index.ts) returned in place of an answer. The toolkit's own
 * answers are never recorded, so a vector says what the test table says.
 *
 * @module
 */

/** A question a test asked of `compile(robots, options).isAllowed(url, agent)`. */
export class Verdict {
  constructor(
    readonly robots: string | Uint8Array,
    readonly options: Readonly<Record<string, unknown>>,
    readonly url: string,
    readonly agent: string,
  ) {}
}

/** A question and the answer the test expects. */
export interface Expectation {
  readonly suite: readonly string[];
  readonly test: string;
  readonly verdict: Verdict;
  readonly allowed: boolean;
}

const recorded: Expectation[] = [];
const suite: string[] = [];
let testName = '';
const pending: Promise<unknown>[] = [];

/** Takes the expectations recorded so far (after the bodies' promises settle). */
export async function takeExpectations(): Promise<Expectation[]> {
  await Promise.allSettled(pending.splice(0));
  return recorded.splice(0);
}

function record(value: unknown, expected: unknown): void {
  if (value instanceof Verdict && typeof expected === 'boolean') recorded.push({ suite: [...suite], test: testName, verdict: value, allowed: expected });
  if (Array.isArray(value) && Array.isArray(expected) && value.length === expected.length) value.forEach((item, i) => record(item, expected[i]));
}

/** Every matcher does nothing except `toBe` and `toEqual`, which record. */
const matchers = (value: unknown): unknown =>
  new Proxy(
    {},
    {
      get: (_target, name) => {
        if (name === 'toBe' || name === 'toEqual' || name === 'toStrictEqual') return (expected: unknown) => record(value, expected);
        if (name === 'not' || name === 'resolves' || name === 'rejects') return matchers(undefined);
        return () => undefined;
      },
    },
  );

export const expect = Object.assign((value: unknown) => matchers(value), { soft: (value: unknown) => matchers(value) });

/** `%s`, `%j`, `%i`, `%d` and `%#` filled in as vitest does, for the test names the vector ids come from. */
function title(name: string, args: readonly unknown[], index: number): string {
  let next = 0;
  return name.replace(/%[sjid#%]/g, (spec) => {
    if (spec === '%%') return '%';
    if (spec === '%#') return String(index);
    const arg = args[next++];
    return spec === '%j' ? JSON.stringify(arg) : String(arg);
  });
}

const rows = (table: readonly unknown[]): unknown[][] => table.map((row) => (Array.isArray(row) ? row : [row]));

type Body = (...args: never[]) => unknown;

function describeOne(name: string, body: Body, args: unknown[] = []): void {
  suite.push(name);
  try {
    (body as (...a: unknown[]) => unknown)(...args);
  } finally {
    suite.pop();
  }
}

function itOne(name: string, body: Body | undefined, args: unknown[] = []): void {
  if (!body) return;
  testName = name;
  try {
    const result = (body as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) pending.push(result.catch(() => undefined));
  } catch {
    // A body that needs a real answer (a model, an explanation) stops here; what it recorded before stays.
  }
}

export const describe = Object.assign((name: string, body: Body) => describeOne(name, body), {
  each: (table: readonly unknown[]) => (name: string, body: Body) => rows(table).forEach((row, i) => describeOne(title(name, row, i), body, row)),
});

export const it = Object.assign((name: string, body?: Body) => itOne(name, body), {
  each: (table: readonly unknown[]) => (name: string, body: Body) => rows(table).forEach((row, i) => itOne(title(name, row, i), body, row)),
});
export const test = it;

export const beforeAll = (body: () => unknown): unknown => body();
export const beforeEach = (): void => undefined;
export const afterAll = (): void => undefined;
export const afterEach = (): void => undefined;
