/**
 * Runs conformance suites against an implementation and scores it: per
 * source and dialect, how many of the cases that dialect decides it answers
 * as expected, and each failure with the reason the case rests on.
 *
 * @module
 */
import type { Dialect } from '../../match/types.ts';
import type { Answer, Implementation } from './implementations.ts';
import type { ConformanceCase, ConformanceSuite } from './suites.ts';

/** The score of one source under one dialect. */
export interface Score {
  readonly source: string;
  readonly dialect: Dialect;
  /** Cases the dialect decides. */
  readonly total: number;
  readonly passed: number;
  /** Cases answered with an error (counted in neither passed nor failed). */
  readonly errors: number;
}

/** A case answered otherwise than expected, or not answered. */
export interface Failure {
  readonly source: string;
  readonly id: string;
  readonly dialect: Dialect;
  readonly agent: string;
  readonly url: string;
  readonly expected: boolean;
  /** The answer given; absent when there was an error. */
  readonly actual?: boolean;
  readonly error?: string;
  readonly reason: string;
}

export interface ConformanceReport {
  readonly implementation: string;
  readonly dialects: readonly Dialect[];
  readonly scores: readonly Score[];
  readonly failures: readonly Failure[];
}

interface Task {
  readonly suite: ConformanceSuite;
  readonly testCase: ConformanceCase;
}

/** Asks `implementation` every case of `suites` under each of `dialects` that decides it. */
export async function runConformance(
  suites: readonly ConformanceSuite[],
  implementation: Implementation,
  dialects: readonly Dialect[],
): Promise<ConformanceReport> {
  const counts = new Map<string, { total: number; passed: number; errors: number }>();
  const failures: Failure[] = [];
  const key = (source: string, dialect: Dialect): string => `${source}\u0000${dialect}`;
  for (const suite of suites) for (const dialect of dialects) counts.set(key(suite.name, dialect), { total: 0, passed: 0, errors: 0 });

  const tasks: Task[] = suites.flatMap((suite) => suite.cases.map((testCase) => ({ suite, testCase })));
  const results = new Map<Task, { dialect: Dialect; answer: Answer }[]>();

  const work = async ({ testCase }: Task): Promise<{ dialect: Dialect; answer: Answer }[]> => {
    const deciding = dialects.filter((dialect) => testCase.expected[dialect] !== undefined);
    if (deciding.length === 0) return [];
    if (!implementation.perDialect) {
      const answer = await implementation.answer(testCase, deciding[0] as Dialect);
      return deciding.map((dialect) => ({ dialect, answer }));
    }
    const answers: { dialect: Dialect; answer: Answer }[] = [];
    for (const dialect of deciding) answers.push({ dialect, answer: await implementation.answer(testCase, dialect) });
    return answers;
  };

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next++] as Task;
      results.set(task, await work(task));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(implementation.concurrency, tasks.length)) }, worker));

  // Scored in suite order, whatever order the answers came in.
  for (const task of tasks) {
    const { suite, testCase } = task;
    for (const { dialect, answer } of results.get(task) ?? []) {
      const expected = testCase.expected[dialect]?.allowed as boolean;
      const count = counts.get(key(suite.name, dialect));
      if (!count) continue;
      count.total++;
      const base = { source: suite.name, id: testCase.id, dialect, agent: testCase.agent, url: testCase.url, expected, reason: testCase.reason };
      if ('error' in answer) {
        count.errors++;
        failures.push({ ...base, error: answer.error });
      } else if (answer.allowed === expected) {
        count.passed++;
      } else {
        failures.push({ ...base, actual: answer.allowed });
      }
    }
  }

  const scores: Score[] = [];
  for (const suite of suites) {
    for (const dialect of dialects) {
      const count = counts.get(key(suite.name, dialect));
      if (count && count.total > 0) scores.push({ source: suite.name, dialect, ...count });
    }
  }
  return { implementation: implementation.name, dialects, scores, failures };
}
