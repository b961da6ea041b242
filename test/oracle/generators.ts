/**
 * fast-check arbitraries for comparing the toolkit's matcher with the oracle.
 *
 * Files are drawn from small pools on purpose: agent names and paths that are
 * prefixes of each other, `%XX` variants of the same path, wildcards, empty
 * values, odd case, typos, missing colons, comments, blank lines and all three
 * line terminators. Agents and URLs are then drawn **from the file** and mutated
 * (cut, extended, case-flipped, re-escaped, wrapped in full UA headers or
 * absolute URLs), so that most cases land near a decision boundary.
 *
 * @module
 */
import fc from 'fast-check';
import type { OracleDialect } from './oracle.ts';

/** One comparison case: a robots.txt body, a User-Agent, a URL or path. */
export interface RobotsCase {
  readonly text: string;
  readonly agent: string;
  readonly url: string;
}

/** A generated file with the User-agent values and rule values written in it. */
export interface GeneratedFile {
  readonly text: string;
  readonly agents: readonly string[];
  readonly paths: readonly string[];
}

/** One generated line, remembering the agent or path it mentions. */
interface GenLine {
  readonly text: string;
  readonly agent?: string;
  readonly path?: string;
}

const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const c = <T>(value: T) => fc.constant(value);

/** User-agent values: the main pool, then odd variants (case, versions, two words, `* x`, empty). */
export const AGENT_POOL = ['FooBot', 'foobot-images', 'BarBot', 'Baz_Bot', '*'] as const;
const ODD_AGENT_VALUES = [
  'FOOBOT',
  'foobot',
  'FooBot/1.0',
  'Foo',
  'FooBot-Images',
  'BarBot BazBot',
  '* BarBot',
  'Baz_Bot2',
  '',
  'FooBot*',
  'barbot**',
  'BarBot*/2.0',
  'Foo*Bot',
  '**',
];
/** Values listing several agent ids (revisited-1996), `*` among them or inside a word. */
const AGENT_LIST_VALUES = [
  'Copernicus Fred',
  'FooBot BarBot',
  'bot\tFred',
  '* Rex',
  'Rex *',
  'Lycos  Baz_Bot',
  'oo ar',
  '*bot Fred',
  'MJ12bot archive.org_bot',
  'j12 org_bot',
];

/** Paths that are prefixes of each other, with `%XX`, `~`, case, query and non-ASCII variants. */
export const PLAIN_PATH_POOL = [
  '/',
  '/a',
  '/a/',
  '/a/b',
  '/a/b.html',
  '/ab',
  '/A',
  '/a%2Fb',
  '/a%2fb',
  '/a/b%2F',
  '/~x',
  '/%7Ex',
  '/%7ex/y',
  '/%41',
  '/search?q=',
  '/search?q=cats',
  '/help',
  '/help/',
  '/index.html',
  '/d/index.html',
  '/d/',
  '/caf%C3%A9',
  '/café',
  '/robots.txt',
  '/tmp',
  '/TMP/',
] as const;

/** Patterns using `*` and `$` (wildcards in rfc9309/google, literal characters elsewhere). */
export const WILDCARD_PATH_POOL = [
  '/*.html',
  '/a*',
  '/a*b',
  '*.gif$',
  '/a$',
  '/a/$',
  '/*/b',
  '/%2A',
  '/%24',
  '/a/*/b$',
  '/*',
  '*',
  '/x*$',
  '/a$b',
  '/d/index.htm',
] as const;

/**
 * Values holding several paths (revisited-1996 reads each as a rule; every
 * other dialect as one path with spaces in it), with space and tab runs.
 */
export const MULTI_PATH_POOL = ['/cgi-bin/ /tmp/', '/a /b', '/a\t/help', '/tmp  /ab', '/a/b /A /search?q=', '/ /x', '/help.html\t \t/d/'] as const;

const hasWildcards = (dialect: OracleDialect) => dialect === 'rfc9309' || dialect === 'google';

function pathValueArb(dialect: OracleDialect): fc.Arbitrary<string> {
  return fc.oneof(
    w(6, fc.constantFrom(...PLAIN_PATH_POOL)),
    w(1, fc.constantFrom('/', '/a')), // the broadest rules, common in real files
    w(hasWildcards(dialect) ? 4 : 1, fc.constantFrom(...WILDCARD_PATH_POOL)),
    w(dialect === 'revisited-1996' ? 4 : 1, fc.constantFrom(...MULTI_PATH_POOL)),
    w(1, c('')),
  );
}

const leadingArb = fc.oneof(w(8, c('')), w(1, c(' ')), w(1, c('\t')));
const trailingArb = fc.oneof(w(6, c('')), w(1, c(' ')), w(1, c('\t')), w(2, c(' # note')), w(1, c('#x')));
/** `:` with optional spaces around it; rarely no colon at all (Google's two-word rule). */
const separatorArb = fc.oneof(w(5, c(': ')), w(2, c(':')), w(1, c(' : ')), w(1, c(':\t')), w(1, c(':   ')), w(1, c(' ')));

const userAgentKeyArb = fc.oneof(
  w(5, c('User-agent')),
  w(2, c('user-agent')),
  w(1, c('USER-AGENT')),
  w(2, c('User-Agent')),
  w(1, c('useragent')),
  w(1, c('User agent')),
);
const allowKeyArb = fc.oneof(w(4, c('Allow')), w(1, c('allow')), w(1, c('ALLOW')));
const disallowKeyArb = fc.oneof(w(5, c('Disallow')), w(1, c('disallow')), w(1, c('DISALLOW')), w(1, c('DisAllow')), w(1, c('Dissallow')), w(1, c('Disalow')));

function directive(key: fc.Arbitrary<string>, value: fc.Arbitrary<string>): fc.Arbitrary<{ text: string; value: string }> {
  return fc.tuple(leadingArb, key, separatorArb, value, trailingArb).map(([lead, k, sep, v, tail]) => ({ text: lead + k + sep + v + tail, value: v }));
}

function userAgentLineArb(dialect: OracleDialect): fc.Arbitrary<GenLine> {
  return directive(
    userAgentKeyArb,
    fc.oneof(
      w(6, fc.constantFrom(...AGENT_POOL)),
      w(1, fc.constantFrom(...ODD_AGENT_VALUES)),
      w(dialect === 'revisited-1996' ? 3 : 1, fc.constantFrom(...AGENT_LIST_VALUES)),
    ),
  ).map(({ text, value }) => ({ text, agent: value }));
}

function ruleLineArb(dialect: OracleDialect): fc.Arbitrary<GenLine> {
  const allowWeight = dialect === '1994' ? 1 : 2; // Allow means nothing in 1994, but must be tolerated
  return fc
    .oneof(w(3, directive(disallowKeyArb, pathValueArb(dialect))), w(allowWeight, directive(allowKeyArb, pathValueArb(dialect))))
    .map(({ text, value }) => ({ text, path: value }));
}

/** Lines that are neither user-agent nor rules: other records, comments, blank lines. */
const extraLineArb: fc.Arbitrary<GenLine> = fc
  .oneof(
    w(
      3,
      fc.constantFrom(
        'Sitemap: https://example.com/sitemap.xml',
        'Crawl-delay: 5',
        'Host: example.com',
        'Request-rate: 1/5',
        'Foo: bar',
        'Noindex: /a',
        'Clean-param: ref /a',
        'just some words',
        'user_agent: FooBot',
      ),
    ),
    w(2, fc.constantFrom('# comment', '  # indented comment', '#')),
    w(3, fc.constantFrom('', '', ' ', '\t')),
  )
  .map((text) => ({ text }));

/** Inserts each extra line at a position drawn for it. */
function interleave(lines: GenLine[], extras: { at: number; line: GenLine }[]): GenLine[] {
  const out = [...lines];
  for (const { at, line } of extras) out.splice(at % (out.length + 1), 0, line);
  return out;
}

const extrasArb = (maxLength: number) => fc.array(fc.record({ at: fc.nat(), line: extraLineArb }), { maxLength });

function recordArb(dialect: OracleDialect): fc.Arbitrary<GenLine[]> {
  return fc
    .tuple(
      fc.array(userAgentLineArb(dialect), { minLength: 1, maxLength: 3 }),
      // Mostly records with rules; sometimes none.
      fc.oneof(w(1, c([] as GenLine[])), w(6, fc.array(ruleLineArb(dialect), { minLength: 1, maxLength: 4 }))),
      extrasArb(2),
    )
    .map(([agents, rules, extras]) => interleave([...agents, ...rules], extras));
}

/** Line terminators: one kind for the file, or a cycle of kinds (mixed endings). */
const eolPlanArb = fc.oneof(
  w(4, fc.constantFrom(['\n'], ['\r\n'], ['\r'])),
  w(1, fc.array(fc.constantFrom('\n', '\r\n', '\r'), { minLength: 2, maxLength: 4 })),
);

function render(lines: readonly GenLine[], eols: readonly string[], finalEol: boolean, bom: boolean): string {
  let text = bom ? '\uFEFF' : '';
  lines.forEach((line, i) => {
    const last = i === lines.length - 1;
    text += line.text + (last && !finalEol ? '' : (eols[i % eols.length] ?? '\n'));
  });
  return text;
}

/**
 * A realistic robots.txt for `dialect`, with the agents and paths it mentions.
 * rfc9309/google files use `*` and `$` more often; every file may contain
 * everything (the other dialects must cope with it too).
 */
export function generatedFileArb(dialect: OracleDialect): fc.Arbitrary<GeneratedFile> {
  return fc
    .record({
      orphans: fc.array(ruleLineArb(dialect), { maxLength: 1 }),
      records: fc.array(recordArb(dialect), { minLength: 1, maxLength: 3 }),
      // Blank lines between records: 0 exercises A-5, 2 a double separator.
      gaps: fc.array(fc.constantFrom(0, 1, 1, 1, 2), { minLength: 4, maxLength: 4 }),
      eols: eolPlanArb,
      finalEol: fc.boolean(),
      bom: fc.oneof(w(9, c(false)), w(1, c(true))),
    })
    .map(({ orphans, records, gaps, eols, finalEol, bom }) => {
      const lines: GenLine[] = [...orphans];
      records.forEach((record, i) => {
        if (i > 0) for (let k = 0; k < (gaps[i] ?? 1); k++) lines.push({ text: '' });
        lines.push(...record);
      });
      return {
        text: render(lines, eols, finalEol, bom),
        agents: lines.flatMap((l) => (l.agent === undefined ? [] : [l.agent])),
        // Each path root too: revisited-1996 reads `/cgi-bin/ /tmp/` as two rules.
        paths: lines.flatMap((l) => (l.path === undefined || l.path === '' ? [] : [l.path, ...l.path.split(/[ \t]+/).filter((p) => p !== '')])),
      };
    });
}

/** A realistic robots.txt body for `dialect` (see {@link generatedFileArb}). */
export function robotsFileArb(dialect: OracleDialect): fc.Arbitrary<string> {
  return generatedFileArb(dialect).map((file) => file.text);
}

// ---------------------------------------------------------------------------
// Agents

function flipCase(s: string, index: number): string {
  if (s === '') return s;
  const i = index % s.length;
  const ch = s.charAt(i);
  const flipped = ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase();
  return s.slice(0, i) + flipped + s.slice(i + 1);
}

type NameMutation = (name: string, n: number) => string;
const nameMutationArb: fc.Arbitrary<NameMutation> = fc.oneof(
  w(
    5,
    c<NameMutation>((s) => s),
  ),
  w(
    1,
    c<NameMutation>((s) => s.toUpperCase()),
  ),
  w(
    1,
    c<NameMutation>((s) => s.toLowerCase()),
  ),
  w(
    1,
    c<NameMutation>((s, n) => flipCase(s, n)),
  ),
  w(
    1,
    c<NameMutation>((s, n) => s.slice(0, 1 + (n % Math.max(1, s.length)))),
  ),
  w(
    1,
    fc.constantFrom('-Images', 'X', '_2', 'bot', '2').map(
      (suffix): NameMutation =>
        (s) =>
          s + suffix,
    ),
  ),
);

type AgentForm = (name: string) => string;
const agentFormArb: fc.Arbitrary<AgentForm> = fc.oneof(
  w(
    3,
    c<AgentForm>((s) => s),
  ),
  w(
    2,
    c<AgentForm>((s) => `${s}/2.1`),
  ),
  w(
    2,
    c<AgentForm>((s) => `Mozilla/5.0 (compatible; ${s}/2.1; +http://example.com/bot.html)`),
  ),
  w(
    1,
    c<AgentForm>((s) => `${s}/1.0 libwww/3.1`),
  ),
);

/**
 * A User-Agent drawn from the agents named in a file (plus a stranger), mutated:
 * case changes, prefix cuts, extensions, versions, full `compatible;` headers.
 */
export function agentArb(agentsInFile: readonly string[]): fc.Arbitrary<string> {
  // Each word of a value too: revisited-1996 reads `Copernicus Fred` as two agent ids.
  const words = agentsInFile.flatMap((a) => [a, ...a.split(/[ \t]+/)]);
  const names = [...new Set([...words.filter((a) => a !== '' && !a.startsWith('*')), 'OtherBot', 'Lycos_Spider_(Rex)/1.0 libwww/3.1'])];
  return fc.tuple(fc.constantFrom(...names), nameMutationArb, fc.nat(), agentFormArb).map(([name, mutate, n, form]) => form(mutate(name, n)));
}

// ---------------------------------------------------------------------------
// URLs

/** `%XX` of one char (its UTF-8 octets), in upper or lower case hex. */
function percentEncodeChar(ch: string, lower: boolean): string {
  const hex = [...Buffer.from(ch, 'utf8')].map((b) => '%' + b.toString(16).padStart(2, '0')).join('');
  return lower ? hex : hex.toUpperCase();
}

type PathMutation = (path: string, n: number) => string;
const pathMutationArb: fc.Arbitrary<PathMutation> = fc.oneof(
  // Cut to a prefix (may split an escape: `/a%2` is then a literal `%`).
  w(
    2,
    c<PathMutation>((p, n) => p.slice(0, 1 + (n % p.length))),
  ),
  // Extend.
  w(
    3,
    fc.constantFrom('x', '/', '.html', '?q=1', '/b', '%2F', '~', '%7e', '$', '*').map(
      (s): PathMutation =>
        (p) =>
          p + s,
    ),
  ),
  w(
    1,
    c<PathMutation>((p, n) => flipCase(p, n)),
  ),
  // Percent-encode one char (not a `%`), in either hex case.
  w(
    2,
    c<PathMutation>((p, n) => {
      const chars = [...p];
      const i = n % chars.length;
      const ch = chars[i] ?? '';
      if (ch === '%' || ch === '') return p;
      chars[i] = percentEncodeChar(ch, n % 2 === 1);
      return chars.join('');
    }),
  ),
  // Something the URL parser rewrites (docs/spec/dialects.md §0.2 "U"): a dot segment, `\`, a tab.
  w(
    2,
    fc.constantFrom('/./', '/../', '/x/../', '/%2e%2E/', '\\', '\t', '/.', '/..').map((piece): PathMutation => (p, n) => {
      const at = 1 + (n % p.length);
      return p.slice(0, at) + piece + p.slice(at);
    }),
  ),
  // Decode one ASCII `%XX` escape.
  w(
    2,
    c<PathMutation>((p, n) => {
      const escapes = [...p.matchAll(/%([0-7][0-9A-Fa-f])/g)];
      const m = escapes[n % Math.max(1, escapes.length)];
      if (m === undefined || m[1] === undefined) return p;
      return p.slice(0, m.index) + String.fromCharCode(parseInt(m[1], 16)) + p.slice(m.index + 3);
    }),
  ),
);

/** Turns a rule value into a concrete path: each `*` becomes some text (or stays literal). */
function concretise(value: string, fills: readonly string[], keepDollar: boolean): string {
  let i = 0;
  let p = value.replace(/\*/g, () => fills[i++ % fills.length] ?? '');
  if (p.endsWith('$') && !keepDollar) p = p.slice(0, -1);
  return p.startsWith('/') ? p : '/' + p;
}

type UrlForm = (path: string) => string;
const urlFormArb: fc.Arbitrary<UrlForm> = fc.oneof(
  w(
    5,
    c<UrlForm>((p) => p),
  ),
  w(
    2,
    c<UrlForm>((p) => `http://example.com${p}`),
  ),
  w(
    1,
    c<UrlForm>((p) => `https://Example.COM:8080${p}#frag`),
  ),
  w(
    1,
    c<UrlForm>((p) => `http://user@example.com${p}#a/b?c`),
  ),
);

/**
 * A URL drawn from the paths written in a file (plus `/`, `/robots.txt` and a
 * stranger), with `*` filled in, then mutated: cut, extended, case-flipped,
 * `%XX`-encoded or decoded; given as a path or as an absolute URL with query or
 * fragment. Rarely a bare origin (`http://example.com`, empty path).
 */
export function urlArb(pathsInFile: readonly string[]): fc.Arbitrary<string> {
  const bases = [...new Set([...pathsInFile, '/', '/robots.txt', '/other/page.html'])];
  const fromFile = fc
    .record({
      base: fc.constantFrom(...bases),
      fills: fc.array(fc.constantFrom('', 'x', 'x/y.html', '*', 'a.gif'), { minLength: 1, maxLength: 3 }),
      keepDollar: fc.oneof(w(4, c(false)), w(1, c(true))),
      mutations: fc.oneof(w(2, c([])), w(3, fc.array(fc.tuple(pathMutationArb, fc.nat()), { minLength: 1, maxLength: 2 }))),
      form: urlFormArb,
    })
    .map(({ base, fills, keepDollar, mutations, form }) => {
      let path = concretise(base, fills, keepDollar);
      for (const [mutate, n] of mutations) path = mutate(path, n);
      return form(path.startsWith('/') ? path : '/' + path);
    });
  return fc.oneof(w(20, fromFile), w(1, fc.constantFrom('http://example.com', 'http://example.com?q=1', 'https://example.com#frag')));
}

/** A whole comparison case for `dialect`: a file, and an agent and URL drawn from it. */
export function caseArb(dialect: OracleDialect): fc.Arbitrary<RobotsCase> {
  return generatedFileArb(dialect).chain((file) => fc.record({ text: fc.constant(file.text), agent: agentArb(file.agents), url: urlArb(file.paths) }));
}

/** A case whose file is bytes: {@link caseArb}'s text as UTF-8, or as UTF-16 with its byte-order mark, then with odd bytes put in. */
export interface RobotsBytesCase {
  readonly bytes: Uint8Array;
  readonly agent: string;
  readonly url: string;
}

/** Bytes a reader of bytes must cope with: NUL, byte-order marks whole and in part, CR, LF, bytes that are not UTF-8. */
const ODD_BYTES: readonly (readonly number[])[] = [
  [0x00],
  [0x00],
  [0xef, 0xbb, 0xbf],
  [0xef, 0xbb],
  [0xef],
  [0xff, 0xfe],
  [0xfe, 0xff],
  [0x0d],
  [0x0a],
  [0x80],
  [0xc3],
  [0xff],
  [0xc3, 0xa9],
];

function utf16Bytes(text: string, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out[0] = littleEndian ? 0xff : 0xfe;
  out[1] = littleEndian ? 0xfe : 0xff;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out[2 + 2 * i + (littleEndian ? 0 : 1)] = unit & 0xff;
    out[2 + 2 * i + (littleEndian ? 1 : 0)] = unit >> 8;
  }
  return out;
}

/**
 * A file as bytes for `dialect` with an agent and URL drawn from it: mostly UTF-8 with a few odd
 * bytes put in anywhere (at the start too), sometimes UTF-16 with its byte-order mark (then
 * seldom changed, so that most stay well-formed UTF-16).
 */
export function bytesCaseArb(dialect: OracleDialect): fc.Arbitrary<RobotsBytesCase> {
  const insertionsArb = fc.array(fc.record({ at: fc.nat(), bytes: fc.constantFrom(...ODD_BYTES) }), { maxLength: 4 });
  const encodingArb = fc.oneof(w(6, c('utf-8' as const)), w(1, c('utf-16le' as const)), w(1, c('utf-16be' as const)));
  return generatedFileArb(dialect).chain((file) =>
    fc
      .record({
        encoding: encodingArb,
        insertions: insertionsArb,
        changeUtf16: fc.oneof(w(4, c(false)), w(1, c(true))),
        agent: agentArb(file.agents),
        url: urlArb(file.paths),
      })
      .map(({ encoding, insertions, changeUtf16, agent, url }) => {
        let bytes = encoding === 'utf-8' ? new TextEncoder().encode(file.text) : utf16Bytes(file.text, encoding === 'utf-16le');
        if (encoding === 'utf-8' || changeUtf16) {
          for (const { at, bytes: odd } of insertions) {
            const i = at % (bytes.length + 1);
            bytes = new Uint8Array([...bytes.subarray(0, i), ...odd, ...bytes.subarray(i)]);
          }
        }
        return { bytes, agent, url };
      }),
  );
}

// ---------------------------------------------------------------------------
// Files on which every dialect agrees

/** Agent tokens none of which contains another (case-insensitively). */
const AGREEING_TOKENS = ['FooBot', 'BarCrawler', 'Baz_Bot', 'QuxSpider', 'zed-bot'] as const;
/** Robots not named in any agreeing file, neither containing nor contained in a token. */
const STRANGERS = ['OtherAgent', 'Wanderer'] as const;
/** ASCII paths without `*`, `$`, `%` and not touching `/robots.txt`. */
const AGREEING_PATHS = ['/', '/a', '/a/', '/a/b', '/a/b.html', '/ab', '/A', '/tmp', '/tmp/', '/search?q=', '/help.html', '/x-y_z'] as const;

/**
 * Cases on which all four dialects must give the same answer (with default
 * options): records of User-agent lines then at least one Disallow, separated
 * by exactly one blank line; distinct agent tokens, none containing another; at
 * most one `*` record; no Allow, no typos, no other records; paths without
 * `*`, `$`, `%` or non-ASCII; URLs never `/robots.txt`. The agent is one of the
 * file's tokens (any case, any UA shape) or a stranger.
 */
export function agreeingFileArb(): fc.Arbitrary<RobotsCase> {
  const valueCase = fc.constantFrom(
    (s: string) => s,
    (s: string) => s.toUpperCase(),
    (s: string) => s.toLowerCase(),
  );
  const key = (name: string) => fc.constantFrom(name, name.toLowerCase(), name.toUpperCase());
  const sep = fc.constantFrom(': ', ':', ':\t', ' : ');
  const tail = fc.constantFrom('', '', ' ', ' # note');
  const disallowLine = fc.tuple(key('Disallow'), sep, fc.constantFrom(...AGREEING_PATHS, ''), tail).map(([k, s, v, t]) => ({ text: k + s + v + t, path: v }));
  const agentLine = (token: string) => fc.tuple(key('User-agent'), sep, valueCase, tail).map(([k, s, vc, t]) => k + s + vc(token) + t);
  const recordArbFor = (tokens: readonly string[]) => fc.tuple(fc.tuple(...tokens.map(agentLine)), fc.array(disallowLine, { minLength: 1, maxLength: 3 }));

  const fileArb = fc
    .record({
      tokens: fc.shuffledSubarray([...AGREEING_TOKENS], { minLength: 1, maxLength: 4 }),
      joins: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      star: fc.option(fc.nat(), { nil: undefined }),
    })
    .chain(({ tokens, joins, star }) => {
      // Group the tokens into records of one or two User-agent lines.
      const groups: string[][] = [];
      tokens.forEach((t, i) => {
        const last = groups[groups.length - 1];
        if (last !== undefined && last.length === 1 && joins[i] === true) last.push(t);
        else groups.push([t]);
      });
      if (star !== undefined) groups.splice(star % (groups.length + 1), 0, ['*']);
      return fc.tuple(fc.tuple(...groups.map(recordArbFor)), fc.constantFrom('\n', '\r\n', '\r'), fc.constant(tokens));
    })
    .map(([records, eol, tokens]) => ({
      text: records.map(([agents, rules]) => [...agents, ...rules.map((r) => r.text)].join(eol)).join(eol + eol) + eol,
      tokens,
      paths: records.flatMap(([, rules]) => rules.map((r) => r.path).filter((p) => p !== '')),
    }));

  return fileArb.chain(({ text, tokens, paths }) => {
    const agent = fc
      .tuple(
        fc.oneof(w(4, fc.constantFrom(...tokens)), w(1, fc.constantFrom(...STRANGERS))),
        fc.constantFrom<NameMutation>(
          (s) => s,
          (s) => s.toUpperCase(),
          (s) => s.toLowerCase(),
          (s, n) => flipCase(s, n),
        ),
        fc.nat(),
        agentFormArb,
      )
      .map(([name, mutate, n, form]) => form(mutate(name, n)));
    const url = fc
      .tuple(
        fc.constantFrom(...paths, '/', '/other'),
        fc.array(
          fc.tuple(
            fc.oneof(
              c<PathMutation>((p, n) => p.slice(0, 1 + (n % p.length))),
              fc.constantFrom('x', '/', '.html', '?q=1', '/b').map(
                (s): PathMutation =>
                  (p) =>
                    p + s,
              ),
              c<PathMutation>((p, n) => flipCase(p, n)),
            ),
            fc.nat(),
          ),
          { maxLength: 2 },
        ),
        fc.constantFrom<UrlForm>(
          (p) => p,
          (p) => `http://example.com${p}`,
          (p) => `https://example.com${p}#frag`,
        ),
      )
      .map(([base, mutations, form]) => form(mutations.reduce<string>((p, [mutate, n]) => mutate(p, n), base)))
      .filter((u) => !u.includes('/robots.txt'));
    return fc.record({ text: fc.constant(text), agent, url });
  });
}
