/**
 * Writes the conformance vectors, `conformance/*.json` (schema:
 * conformance/README.md and conformance/schema.json), from the project's own
 * test tables and spec decisions:
 *
 *     npm run conformance:vectors           # write
 *     npm run conformance:vectors -- --check  # exit 1 if a file is stale
 *
 * Where a test states its verdicts inline (Google's robots_test.cc cases, the
 * seeds' examples, RFC 9309's requirements), the test file is run with a fake
 * vitest whose `expect(...).toBe(answer)` records the answer the test states
 * for each `isAllowed` question (scripts/conformance/). The toolkit's own
 * answers are never recorded: a vector says what the spec or the test table
 * says, so running the toolkit against the vectors measures it.
 * `test/conformance/vectors.test.ts` fails when the files are stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DIALECTS, type Dialect } from '../src/index.ts';
import { hostileUrl, longRule } from '../bench/stress/cases.mjs';
import { FICT_ORG_ROBOTS_TXT, FICT_ORG_VERDICTS, RFC9309_SIMPLE_ROBOTS_TXT, RFC9309_SIMPLE_VERDICTS } from '../test/helpers/spec-examples.ts';

register('./conformance/record-hook.mjs', import.meta.url);
const { takeExpectations } = await import('./conformance/fake-vitest.ts');
type Expectation = Awaited<ReturnType<typeof takeExpectations>>[number];

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = path.join(ROOT, 'conformance');

/** What a dialect is expected to answer: allowed or not, and the line of the rule that decides when the source says. */
interface Verdict {
  allowed: boolean;
  line?: number;
}

/** `default` for every dialect not listed; a dialect set to `null` does not decide the case. */
type Expected = Partial<Record<'default' | Dialect, Verdict | null>>;

interface Vector {
  id: string;
  robots: string | null;
  robots_b64: string;
  agent: string;
  url: string;
  expected: Expected;
  reason: string;
  source: string;
  licence: string;
}

interface VectorFile {
  $schema: string;
  source: { name: string; title: string; url: string; licence: string; generated_from: readonly string[] };
  vectors: Vector[];
}

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

function robotsFields(robots: string | Uint8Array): Pick<Vector, 'robots' | 'robots_b64'> {
  if (typeof robots === 'string') return { robots, robots_b64: base64(new TextEncoder().encode(robots)) };
  let text: string | null;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(robots);
  } catch {
    text = null;
  }
  return { robots: text, robots_b64: base64(robots) };
}

async function record(testFile: string): Promise<Expectation[]> {
  await import(pathToFileURL(path.join(ROOT, testFile)).href);
  return takeExpectations();
}

/** The dialect a recorded question was asked under, or `undefined` when it used options a vector cannot carry. */
function dialectOf(expectation: Expectation): Dialect | undefined {
  const { dialect, ...others } = expectation.verdict.options as { dialect?: Dialect };
  if (Object.keys(others).length > 0) return undefined;
  if (typeof expectation.verdict.robots !== 'string' && !(expectation.verdict.robots instanceof Uint8Array)) return undefined;
  return dialect ?? 'rfc9309';
}

/** One expected verdict per dialect → `default` (when all five agree) or one entry per dialect. */
function expectedOf(verdicts: ReadonlyMap<Dialect, Verdict>): Expected {
  if (verdicts.size === DIALECTS.length) {
    const counts = new Map<boolean, number>();
    for (const v of verdicts.values()) counts.set(v.allowed, (counts.get(v.allowed) ?? 0) + 1);
    const common = (counts.get(true) ?? 0) >= (counts.get(false) ?? 0);
    const expected: Expected = { default: { allowed: common } };
    for (const [dialect, v] of verdicts) if (v.allowed !== common) expected[dialect] = v;
    return expected;
  }
  return Object.fromEntries(DIALECTS.filter((d) => verdicts.has(d)).map((d) => [d, verdicts.get(d)]));
}

/**
 * Recorded expectations grouped into vectors: one per robots.txt, agent and URL, with the verdict of each dialect
 * the tests ask about. Two tests that disagree about a dialect's answer stop the generator.
 */
function vectorsOf(
  expectations: readonly Expectation[],
  idOf: (e: Expectation, n: number) => string,
  meta: Pick<Vector, 'source' | 'licence'>,
  reasonOf: (e: Expectation) => string,
  keep: (e: Expectation, dialect: Dialect) => boolean = () => true,
): Vector[] {
  const groups = new Map<string, { first: Expectation; reasons: Set<string>; verdicts: Map<Dialect, Verdict> }>();
  let n = 0;
  const ids = new Map<string, string>();
  for (const e of expectations) {
    const dialect = dialectOf(e);
    if (dialect === undefined || !keep(e, dialect)) continue;
    const robots = robotsFields(e.verdict.robots);
    // A test's 500 KiB file (the parse limit) would make the vectors megabytes; stress.json holds one large input.
    if (robots.robots_b64.length > MAX_RECORDED_BASE64) continue;
    const key = JSON.stringify([robots.robots_b64, e.verdict.agent, e.verdict.url]);
    let group = groups.get(key);
    if (!group) {
      group = { first: e, reasons: new Set(), verdicts: new Map() };
      groups.set(key, group);
      ids.set(key, idOf(e, ++n));
    }
    group.reasons.add(reasonOf(e));
    const known = group.verdicts.get(dialect);
    if (known && known.allowed !== e.allowed) throw new Error(`the tests disagree on ${ids.get(key)} under ${dialect}`);
    group.verdicts.set(dialect, { allowed: e.allowed });
  }
  return [...groups].map(([key, group]) => ({
    id: ids.get(key) as string,
    ...robotsFields(group.first.verdict.robots),
    agent: group.first.verdict.agent,
    url: group.first.verdict.url,
    expected: expectedOf(group.verdicts),
    reason: [...group.reasons].join('; '),
    ...meta,
  }));
}

/** Numbers ids within each prefix (`ID_LongestMatch#1`, `#2`…). */
function counter(): (prefix: string) => string {
  const counts = new Map<string, number>();
  return (prefix) => {
    const n = (counts.get(prefix) ?? 0) + 1;
    counts.set(prefix, n);
    return `${prefix}#${n}`;
  };
}

function file(name: string, title: string, url: string, licence: string, from: readonly string[], vectors: Vector[]): [string, VectorFile] {
  const ids = new Set<string>();
  for (const vector of vectors) {
    if (ids.has(vector.id)) throw new Error(`duplicate vector id ${vector.id} in ${name}`);
    ids.add(vector.id);
  }
  return [name, { $schema: './schema.json', source: { name, title, url, licence, generated_from: from }, vectors }];
}

const PROJECT = { licence: 'MIT' } as const;
const MAX_RECORDED_BASE64 = 100_000;

async function googleFile(): Promise<[string, VectorFile]> {
  const from = 'test/match/google-robots-test.test.ts';
  const next = counter();
  const meta = { source: 'google/robotstxt robots_test.cc, as transcribed in test/match/google-robots-test.test.ts', licence: 'Apache-2.0' };
  const vectors = vectorsOf(
    await record(from),
    (e) => `google-robots-test/${next(e.suite[0] ?? 'top')}`,
    meta,
    (e) => `Google's TEST(RobotsUnittest, ${e.suite[0]}): ${e.test} (docs/spec/google.md)`,
    (_e, dialect) => dialect === 'google',
  );
  return file(
    'google-robots-test',
    "Google's own matcher tests (robots_test.cc), under the google dialect",
    'https://github.com/google/robotstxt/blob/master/robots_test.cc',
    'Apache-2.0',
    [from],
    vectors,
  );
}

/**
 * The seeds' Revisited Example 2 under 1994 and draft-1996, as A-9 (revised) reads it: the value is compared
 * whole, so `Copernicus Fred` names Fred too, and `* Rex` is no default record but names Rex.
 */
function revisedExample2(): Vector[] {
  const robots = readFileSync(path.join(ROOT, 'examples/kollar-example-2.txt'), 'utf8');
  const reason = 'docs/spec/dialects.md A-9 (revised): under 1994 and draft-1996 the value is read whole and the substring test runs on it';
  const cases: [string, boolean, string][] = [
    ['Copernicus', true, '"Copernicus Fred" names Copernicus; its record has no rule'],
    ['Fred', true, '"Copernicus Fred" names Fred; its record has no rule (Fred may go anywhere)'],
    ['Rex', false, '"* Rex" names Rex, whose record disallows /t (line 4)'],
    ['OtherBot', true, '"* Rex" is not the default record, so no record applies to OtherBot'],
  ];
  return cases.map(([agent, allowed, why]) => ({
    id: `seeds/kollar-example-2.txt:${agent}:/tmp/x:a9-revised`,
    ...robotsFields(robots),
    agent,
    url: '/tmp/x',
    expected: { '1994': { allowed, ...(allowed ? {} : { line: 4 }) }, 'draft-1996': { allowed, ...(allowed ? {} : { line: 4 }) } },
    reason: `${reason}: ${why}`,
    source: 'seed S3b (Kollar/Leavitt/Mauldin, Example 2), examples/kollar-example-2.txt',
    ...PROJECT,
  }));
}

async function seedsFile(): Promise<[string, VectorFile]> {
  const from = 'test/match/seed-examples.test.ts';
  const examples = new Map(
    readdirSync(path.join(ROOT, 'examples'))
      .filter((name) => name.endsWith('.txt'))
      .map((name) => [readFileSync(path.join(ROOT, 'examples', name), 'utf8'), name]),
  );
  const nameOf = (e: Expectation): string => examples.get(e.verdict.robots as string) ?? 'inline';
  const superseded = (e: Expectation, dialect: Dialect): boolean => nameOf(e) === 'kollar-example-2.txt' && (dialect === '1994' || dialect === 'draft-1996');
  const vectors = vectorsOf(
    await record(from),
    (e) => `seeds/${nameOf(e)}:${e.verdict.agent}:${e.verdict.url}`,
    { source: 'the seed documents S0–S4 and RFC 9309 §5, as the files of examples/ (examples/README.md)', ...PROJECT },
    (e) => `${e.suite.join(' › ')} › ${e.test}`,
    (e, dialect) => !superseded(e, dialect),
  );
  return file(
    'seeds',
    "The seeds' example files (1994 standard, Web Robots FAQ, Kollar/Leavitt/Mauldin, RFC 9309 §5) with the verdicts their texts state, per dialect",
    'docs/spec/dialects.md',
    'MIT',
    [from],
    [...vectors, ...revisedExample2()],
  );
}

async function rfc9309File(): Promise<[string, VectorFile]> {
  const from = 'test/match/rfc9309-requirements.test.ts';
  const next = counter();
  const licence = 'BSD-3-Clause (IETF Trust: code components of RFC 9309)';
  const recorded = vectorsOf(
    await record(from),
    (e) =>
      `rfc9309/${next(
        /^R[\d, –-]+/
          .exec(e.test)?.[0]
          .trim()
          .replace(/[, –]+/g, '-') ?? 'R',
      )}`,
    { source: 'RFC 9309 requirements (docs/spec/rfc9309.md §3), as tested in test/match/rfc9309-requirements.test.ts', licence },
    (e) => `${e.suite[0]}: ${e.test}`,
  );
  const simple = RFC9309_SIMPLE_VERDICTS.map(([agent, urlPath, allowed]) => ({
    id: `rfc9309/5.1:${agent}:${urlPath}`,
    ...robotsFields(RFC9309_SIMPLE_ROBOTS_TXT),
    agent,
    url: `https://www.example.com${urlPath}`,
    expected: { rfc9309: { allowed } },
    reason: 'RFC 9309 §5.1, the simple example (docs/spec/rfc9309.md §4)',
    source: 'RFC 9309 §5.1, examples/rfc9309-5.1-simple.txt; verdicts from test/helpers/spec-examples.ts',
    licence,
  }));
  return file(
    'rfc9309',
    "RFC 9309's requirements and its §5.1 example, under the rfc9309 dialect",
    'https://www.rfc-editor.org/rfc/rfc9309',
    licence,
    [from, 'test/helpers/spec-examples.ts'],
    [...recorded, ...simple],
  );
}

function draftFile(): [string, VectorFile] {
  const agents = [['unhipbot'], ['webcrawler', 'excite'], ['OtherBot']] as const;
  const vectors = FICT_ORG_VERDICTS.flatMap(([urlPath, ...verdicts]) =>
    agents.flatMap((names, i) =>
      names.map((agent) => ({
        id: `draft-koster-robots-00/4:${agent}:${urlPath}`,
        ...robotsFields(FICT_ORG_ROBOTS_TXT),
        agent,
        url: `http://www.fict.org${urlPath}`,
        expected: { 'draft-1996': { allowed: verdicts[i] as boolean } },
        reason: 'draft-koster-robots-00 §4, the example and its table (docs/spec/dialects.md §2)',
        source: 'draft-koster-robots-00 §4; verdicts from test/helpers/spec-examples.ts',
        licence: 'IETF Internet-Draft (1996), quoted',
      })),
    ),
  );
  return file(
    'draft-koster-robots-00',
    "The 1996 draft's example (www.fict.org) and its verdict table, under draft-1996",
    'https://www.robotstxt.org/norobots-rfc.txt',
    'IETF Internet-Draft (1996), quoted',
    ['test/helpers/spec-examples.ts'],
    vectors,
  );
}

/** Decisions of docs/spec/dialects.md that a reader can get wrong, one vector each, written here. */
function decisionsFile(): [string, VectorFile] {
  const utf16 = (text: string): Uint8Array => new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
  const source = 'docs/spec/dialects.md and docs/spec/google.md, decisions of the toolkit';
  const vectors: Vector[] = [
    {
      id: 'decisions/a9-product-followed-by-star',
      ...robotsFields('User-agent: Mediapartners-Google*\nDisallow: /\n'),
      agent: 'Mediapartners-Google',
      url: 'http://example.com/page',
      expected: { rfc9309: { allowed: false, line: 2 }, google: { allowed: false, line: 2 } },
      reason: 'A-9: under rfc9309 a product followed only by * is the product (what Google reads too)',
      source,
      ...PROJECT,
    },
    {
      id: 'decisions/a9-digits-stay',
      ...robotsFields('User-agent: MJ12bot\nDisallow: /\n'),
      agent: 'MJ12bot',
      url: 'http://example.com/page',
      expected: { default: { allowed: false, line: 2 }, google: { allowed: true } },
      reason: "A-9: digits stay in a product (MJ12bot); google.md §3.2: Google reads the value's [A-Za-z_-] run, MJ, which is not the caller's MJ12bot",
      source,
      ...PROJECT,
    },
    {
      id: 'decisions/a9-crawler1-is-not-crawler2',
      ...robotsFields('User-agent: crawler2\nDisallow: /\n'),
      agent: 'crawler1',
      url: 'http://example.com/page',
      expected: { default: { allowed: true } },
      reason: 'A-9: crawler1 never matches a group for crawler2',
      source,
      ...PROJECT,
    },
    {
      id: 'decisions/a9-star-rex-is-not-the-default-record',
      ...robotsFields('User-agent: * Rex\nDisallow: /\n'),
      agent: 'OtherBot',
      url: 'http://example.com/page',
      expected: {
        '1994': { allowed: true },
        'draft-1996': { allowed: true },
        rfc9309: { allowed: false, line: 2 },
        'revisited-1996': { allowed: false, line: 2 },
      },
      reason:
        'A-9 (revised): under 1994 and draft-1996 "* Rex" is read whole and is not the default record; under rfc9309 * followed by whitespace is *; revisited-1996 R-3: * is an id of the list',
      source,
      ...PROJECT,
    },
    {
      id: 'decisions/a9-value-read-whole-names-the-second-word',
      ...robotsFields('User-agent: Copernicus Fred\nDisallow: /\n'),
      agent: 'Fred',
      url: 'http://example.com/page',
      expected: {
        '1994': { allowed: false, line: 2 },
        'draft-1996': { allowed: false, line: 2 },
        rfc9309: { allowed: true },
        'revisited-1996': { allowed: false, line: 2 },
      },
      reason:
        'A-9 (revised): under 1994 and draft-1996 "Copernicus Fred" names Fred; under rfc9309 the value counts by its product, Copernicus; revisited-1996 R-1: Fred is an id of the list',
      source,
      ...PROJECT,
    },
    {
      id: 'decisions/google-utf16-bom-is-read-as-bytes',
      ...robotsFields(utf16('User-agent: *\nDisallow: /\n')),
      agent: 'FooBot',
      url: 'http://example.com/page',
      expected: { google: { allowed: true } },
      reason: "google.md §2: Google's parser reads octets; a UTF-16 file is no UTF-8 text, and its NUL bytes end every line's content, so no line is a rule",
      source,
      ...PROJECT,
    },
    {
      id: 'decisions/google-nul-ends-the-line',
      ...robotsFields('User-agent: *\nDisallow: /private\u0000junk\n'),
      agent: 'FooBot',
      url: 'http://example.com/private/page',
      expected: { google: { allowed: false, line: 2 } },
      reason: "google.md §2 (NUL bytes): lines are C strings, so a NUL ends the line's content: the rule is /private",
      source,
      ...PROJECT,
    },
  ];
  return file(
    'decisions',
    'Decisions of the toolkit where the standards leave a choice (docs/spec/dialects.md, A-n), one vector each',
    'docs/spec/dialects.md',
    'MIT',
    ['scripts/gen-conformance.ts'],
    vectors,
  );
}

/** The hostile inputs of `npm run stress` that have a verdict: a 50 KB rule that never matches an 8 KB URL. */
function stressFile(): [string, VectorFile] {
  const shapes: [string, string][] = [
    ['long-rule-vs-8k-url-b', hostileUrl(8_000, 'a', 'b')],
    ['long-rule-vs-8k-url-slashes', hostileUrl(8_000, 'a', 'b', 'slashes')],
  ];
  const vectors = shapes.map(([name, url]) => ({
    id: `stress/${name}`,
    ...robotsFields(longRule()),
    agent: 'FooBot',
    url,
    expected: { default: { allowed: true } },
    reason:
      'RFC 9309 §2.2.2 and §3 (bounded matching): /*a…ab (50,000 a’s) matches no path without an a-run ending in b, so nothing is disallowed; an implementation must answer in bounded time',
    source: 'bench/stress/cases.mjs (npm run stress, matcher rows 1 and 2)',
    ...PROJECT,
  }));
  return file('stress', 'Hostile inputs of npm run stress that have a definite verdict', 'bench/stress/cases.mjs', 'MIT', ['bench/stress/cases.mjs'], vectors);
}

const files = [await rfc9309File(), draftFile(), await googleFile(), await seedsFile(), decisionsFile(), stressFile()];

const check = process.argv.includes('--check');
let stale = 0;
for (const [name, content] of files) {
  const target = path.join(OUT, `${name}.json`);
  const text = `${JSON.stringify(content, null, 2)}\n`;
  let current: string | undefined;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === text) continue;
  stale++;
  if (check) console.error(`conformance/${name}.json is stale: run npm run conformance:vectors`);
  else writeFileSync(target, text);
}
if (!check) console.log(`conformance: ${files.map(([name, f]) => `${name} ${f.vectors.length}`).join(', ')} vectors (${stale} files written)`);
process.exitCode = check && stale > 0 ? 1 : 0;
