/**
 * Conformance suites as the runner reads them, from where they are: the
 * project's vector files (conformance/*.json, schema in conformance/README.md),
 * google/robotstxt-spec-test (its `cases.json` or its `.textproto` files), and
 * the peers' suites (JSON arrays of `{ id, robotstxt, agent, url, allowed }`).
 * Every case comes out as a {@link ConformanceCase}: the robots.txt as bytes,
 * the robot, the URL, and the verdict expected under each dialect that
 * decides it.
 *
 * @module
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DIALECT_NAMES } from '../args.ts';
import { CliError } from '../command.ts';
import { clip } from '../io/output.ts';
import type { Dialect } from '../../match/types.ts';
import { parseTextproto, type TextprotoMessage, type TextprotoValue } from './textproto.ts';

/** What a dialect is expected to answer; `line`, when the source says, is the line of the deciding rule. */
export interface ExpectedVerdict {
  readonly allowed: boolean;
  readonly line?: number;
}

/** One question: may `agent` fetch `url` under this robots.txt? */
export interface ConformanceCase {
  readonly id: string;
  readonly robots: Uint8Array;
  readonly agent: string;
  readonly url: string;
  /** The verdict expected under each dialect that decides the case (a dialect not listed does not). */
  readonly expected: Partial<Record<Dialect, ExpectedVerdict>>;
  /** The spec section or test the expectation rests on. */
  readonly reason: string;
}

export interface ConformanceSuite {
  /** The source's name (`rfc9309`, `google-robotstxt-spec-test`, `peer-suites/protego`…). */
  readonly name: string;
  /** Where it was read from. */
  readonly location: string;
  readonly cases: readonly ConformanceCase[];
}

const fromBase64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bad(location: string, what: string): CliError {
  return new CliError(`${clip(location)}: not a conformance suite (${what}).`);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A vector's `expected`: `default` for every dialect not named, a dialect set to null does not decide. */
function expectedOf(expected: unknown, location: string, id: string): Partial<Record<Dialect, ExpectedVerdict>> {
  if (!isRecord(expected)) throw bad(location, `vector ${clip(id)} has no expected object`);
  const verdictOf = (value: unknown): ExpectedVerdict | undefined => {
    if (!isRecord(value) || typeof value.allowed !== 'boolean') return undefined;
    return typeof value.line === 'number' ? { allowed: value.allowed, line: value.line } : { allowed: value.allowed };
  };
  const fallback = verdictOf(expected.default);
  const result: Partial<Record<Dialect, ExpectedVerdict>> = {};
  for (const dialect of DIALECT_NAMES) {
    const verdict = dialect in expected ? verdictOf(expected[dialect]) : fallback;
    if (verdict) result[dialect] = verdict;
  }
  return result;
}

/** Every dialect expects the same verdict: an external suite's expectation is scored under each. */
function everyDialect(allowed: boolean): Partial<Record<Dialect, ExpectedVerdict>> {
  return Object.fromEntries(DIALECT_NAMES.map((dialect) => [dialect, { allowed }]));
}

function vectorFile(json: Record<string, unknown>, location: string): ConformanceSuite {
  const source = isRecord(json.source) ? json.source : {};
  const vectors = Array.isArray(json.vectors) ? json.vectors : [];
  const cases = vectors.map((vector: unknown, index): ConformanceCase => {
    if (!isRecord(vector)) throw bad(location, `vector ${index} is not an object`);
    const id = text(vector.id) || `#${index + 1}`;
    const robots = typeof vector.robots_b64 === 'string' ? fromBase64(vector.robots_b64) : typeof vector.robots === 'string' ? utf8(vector.robots) : undefined;
    if (!robots) throw bad(location, `vector ${clip(id)} has neither robots nor robots_b64`);
    return { id, robots, agent: text(vector.agent), url: text(vector.url), expected: expectedOf(vector.expected, location, id), reason: text(vector.reason) };
  });
  return { name: text(source.name) || path.basename(location, '.json'), location, cases };
}

/** google/robotstxt-spec-test's cases as JSON (`cases.json`). */
function specTestCases(json: readonly unknown[], location: string): ConformanceSuite {
  const cases = json.map((item, index): ConformanceCase => {
    if (!isRecord(item) || !isRecord(item.expect) || typeof item.expect.allowed !== 'boolean') throw bad(location, `case ${index} has no expect.allowed`);
    const robots = typeof item.robotstxt_b64 === 'string' ? fromBase64(item.robotstxt_b64) : utf8(text(item.robotstxt));
    const tags = Array.isArray(item.tags) ? item.tags.filter((tag) => typeof tag === 'string').join(', ') : '';
    return {
      id: text(item.id) || `#${index + 1}`,
      robots,
      agent: text(item.agent),
      url: text(item.url),
      expected: everyDialect(item.expect.allowed),
      reason: [tags, text(item.note)].filter(Boolean).join(': '),
    };
  });
  return { name: 'google-robotstxt-spec-test', location, cases };
}

/** A peer's suite: `[{ id, robotstxt, agent, url, allowed, note }]` (../shared/data/peer-suites/README.md). */
function peerSuite(json: readonly unknown[], location: string): ConformanceSuite {
  const cases = json.flatMap((item, index): ConformanceCase[] => {
    if (!isRecord(item) || typeof item.allowed !== 'boolean') return [];
    const robots = typeof item.robotstxt_b64 === 'string' ? fromBase64(item.robotstxt_b64) : utf8(text(item.robotstxt));
    const quirk = item.quirk || item.google_specific ? ' (a quirk of that implementation)' : '';
    return [
      {
        id: text(item.id) || `#${index + 1}`,
        robots,
        agent: text(item.agent),
        url: text(item.url),
        expected: everyDialect(item.allowed),
        reason: `${text(item.note)}${quirk}`,
      },
    ];
  });
  return { name: `peer-suites/${path.basename(location, '.json')}`, location, cases };
}

const bytesOf = (value: TextprotoValue | undefined): Uint8Array => (value instanceof Uint8Array ? value : new Uint8Array());
const stringOf = (value: TextprotoValue | undefined): string =>
  value instanceof Uint8Array ? new TextDecoder().decode(value) : typeof value === 'string' ? value : '';

/** One `.textproto` file of google/robotstxt-spec-test (`RobotsTxtSpecification`). */
function textprotoCases(message: TextprotoMessage, label: string): ConformanceCase[] {
  return (message.tests ?? []).flatMap((test, t) => {
    if (test instanceof Uint8Array || typeof test === 'string') return [];
    const robots = bytesOf(test.robotstxt?.[0]);
    return (test.test_expectations ?? []).flatMap((expectation, e): ConformanceCase[] => {
      if (expectation instanceof Uint8Array || typeof expectation === 'string') return [];
      const outcome = stringOf(expectation.expected_outcome?.[0]);
      if (outcome !== 'ALLOWED' && outcome !== 'DISALLOWED') return [];
      const type = stringOf(expectation.test_type?.[0]) || 'STANDARD';
      return [
        {
          id: `${label}#${t + 1}.${e + 1}`,
          robots,
          agent: stringOf(expectation.useragent?.[0]),
          url: stringOf(expectation.testurl?.[0]),
          expected: everyDialect(outcome === 'ALLOWED'),
          reason: `${type}: ${stringOf(expectation.additional_explanation?.[0])}`,
        },
      ];
    });
  });
}

async function textprotoFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.textproto'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function textprotoSuite(files: readonly string[], root: string, name: string): Promise<ConformanceSuite> {
  const cases: ConformanceCase[] = [];
  for (const file of files) {
    const label = path
      .relative(root, file)
      .replaceAll(path.sep, '/')
      .replace(/\.textproto$/, '');
    try {
      for (const testCase of textprotoCases(parseTextproto(await readFile(file, 'utf8')), label)) cases.push(testCase);
    } catch (error) {
      throw bad(file, error instanceof Error ? error.message : String(error));
    }
  }
  return { name, location: root, cases };
}

async function jsonSuite(file: string): Promise<ConformanceSuite> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw bad(file, error instanceof Error ? error.message : String(error));
  }
  if (isRecord(json) && Array.isArray(json.vectors)) return vectorFile(json, file);
  if (Array.isArray(json) && json.some((item) => isRecord(item) && isRecord(item.expect) && typeof item.robotstxt_b64 === 'string'))
    return specTestCases(json, file);
  if (Array.isArray(json)) return peerSuite(json, file);
  throw bad(file, 'neither a vector file nor an array of cases');
}

/**
 * The suites at `location`: a vector file, a suite's JSON, a `.textproto` file, or a directory holding
 * google/robotstxt-spec-test (its `cases.json` is read; without it, its `.textproto` files) or JSON suites.
 */
export async function readSuites(location: string): Promise<ConformanceSuite[]> {
  let info;
  try {
    info = await stat(location);
  } catch {
    throw new CliError(`${clip(location)}: no such file or directory.`);
  }
  if (info.isFile()) {
    if (location.endsWith('.textproto')) return [await textprotoSuite([location], path.dirname(location), path.basename(location, '.textproto'))];
    return [await jsonSuite(location)];
  }
  const names = (await readdir(location)).sort();
  if (names.includes('cases.json')) return [await jsonSuite(path.join(location, 'cases.json'))];
  const protos = await textprotoFiles(location);
  if (protos.length > 0) return [await textprotoSuite(protos, location, path.basename(path.resolve(location)))];
  const jsons = names.filter((name) => name.endsWith('.json') && name !== 'schema.json' && name !== 'package.json');
  if (jsons.length === 0) throw bad(location, 'no .json or .textproto files in it');
  const suites: ConformanceSuite[] = [];
  for (const name of jsons) suites.push(await jsonSuite(path.join(location, name)));
  return suites;
}
