/**
 * The hostile inputs of issue 11 (bounded time and memory on any input),
 * shared by `npm run stress` (bench/stress/run.mjs: each case in a child
 * process, against its bounds) and the bench's §6 (bench/sections/bounded.mjs).
 *
 * A case says how to make its input (so a child process can rebuild it from
 * the case's name), what to run, and its bounds.
 */

export const ORIGIN = 'https://example.com';
const KIB = 1024;

/**
 * 500 KiB of `Disallow: /*aaa…ab` rules, 20 to 219 a's (3,868 rules), after
 * `User-agent: *`: issue 11, row 1. With `unit: '%41'`, the same rules of
 * repeated `%41` (row 2).
 */
export function wildcardRules(unit = 'a') {
  const lines = ['User-agent: *'];
  let bytes = lines[0].length + 1;
  for (let n = 0; ; n++) {
    const line = `Disallow: /*${unit.repeat(Math.ceil((20 + (n % 200)) / unit.length))}b`;
    if (bytes + line.length + 1 > 500 * KIB) break;
    lines.push(line);
    bytes += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

/** One `Disallow: /*aaa…ab` rule of 50 KB. */
export function longRule() {
  return `User-agent: *\nDisallow: /*${'a'.repeat(50_000)}b\n`;
}

/**
 * A URL whose path is `bytes` long: a's (or `%41`s); with `lead: 'b'` it
 * starts with a `b`, so the path holds every character the rules need and
 * no filter can skip them (the rules still never match: no `a` run ends in `b`).
 */
export function hostileUrl(bytes, unit = 'a', lead = '', head = '') {
  if (head === 'slashes') {
    // `https:`, then half the bytes of `/` and `\` before the host (the URL parser skips them all), then the path.
    const slashes = '/\\'.repeat(Math.floor(bytes / 4));
    const start = `https:${slashes}example.com/${lead}`;
    return `${start}${unit.repeat(Math.max(0, Math.floor((bytes - start.length) / unit.length)))}`;
  }
  return `${ORIGIN}/${lead}${unit.repeat(Math.floor((bytes - 1 - lead.length) / unit.length))}`;
}

const RULE_FILES = { rows: () => wildcardRules('a'), percent: () => wildcardRules('%41'), long: longRule };

/** The matcher cases (rows 1 and 2): explain first on one compiled file, 18 isAllowed calls on another. */
function matcherCases() {
  const cases = [];
  const dialects = ['rfc9309', 'google', '1994', 'draft-1996'];
  const shapes = [
    { rules: 'rows', unit: 'a', lead: '', what: "3,868 rules /*a…ab vs URL of a's" },
    { rules: 'rows', unit: 'a', lead: 'b', what: "3,868 rules /*a…ab vs URL b + a's" },
    { rules: 'long', unit: 'a', lead: '', what: "one 50 KB rule /*a…ab vs URL of a's" },
    { rules: 'long', unit: 'a', lead: 'b', what: "one 50 KB rule /*a…ab vs URL b + a's" },
    { rules: 'percent', unit: '%41', lead: '', what: 'rules /*%41…b vs URL of %41' },
    { rules: 'percent', unit: '%41', lead: 'b', what: 'rules /*%41…b vs URL b + %41' },
    { rules: 'rows', unit: 'a', lead: 'b', head: 'slashes', what: "3,868 rules /*a…ab vs https: + / and \\ × ½ + host + b + a's" },
  ];
  for (const shape of shapes) {
    for (const dialect of dialects) {
      const name = `${shape.rules}${shape.lead}${shape.head ? `-${shape.head}` : ''}-${dialect}`;
      const small = `${name}-8k`;
      // Row 1: every call ≤ 200 ms at 8 KB (the issue's case is the first shape; every shape is held to it).
      cases.push({
        name: small,
        row: shape.rules === 'rows' && shape.lead === '' ? 1 : 2,
        kind: 'matcher',
        what: `${shape.what}, 8 KB, ${dialect}`,
        dialect,
        rules: shape.rules,
        unit: shape.unit,
        lead: shape.lead,
        head: shape.head,
        urlBytes: 8_000,
        bounds: { callMs: 200, rssMB: 512 },
      });
      // Row 2: growth linear in URL length: 100 KB (12.5×) within 15× the 8 KB time.
      cases.push({
        name: `${name}-100k`,
        row: 2,
        kind: 'matcher',
        what: `${shape.what}, 100 KB, ${dialect}`,
        dialect,
        rules: shape.rules,
        unit: shape.unit,
        lead: shape.lead,
        head: shape.head,
        urlBytes: 100_000,
        bounds: { growthOf: small, growth: 15, rssMB: 512 },
      });
    }
  }
  return cases;
}

/** Row 3: huge files of tiny lines through compile, in ≤ 1 GB and a few seconds. */
function syntaxCases() {
  const cases = [];
  for (const dialect of ['rfc9309', 'google', '1994', 'draft-1996']) {
    cases.push({
      name: `cr30m-${dialect}`,
      row: 3,
      kind: 'compile',
      what: `30 MB of CR line ends, compile ${dialect}`,
      dialect,
      text: 'cr',
      bytes: 30_000_000,
      bounds: { ms: 5_000, rssMB: 1_024 },
    });
    cases.push({
      name: `lf50m-${dialect}`,
      row: 3,
      kind: 'compile',
      what: `50 MB of "a\\n", compile ${dialect}`,
      dialect,
      text: 'a-lf',
      bytes: 50_000_000,
      bounds: { ms: 5_000, rssMB: 1_024 },
    });
  }
  // Google reads bytes: a UTF-16 file is read again byte for byte, and a NUL ends each line (docs/spec/google.md §2.1).
  for (const text of ['utf16-20m', 'nul-20m']) {
    cases.push({
      name: `${text}-google`,
      row: 3,
      kind: 'compile-google',
      what: text === 'utf16-20m' ? '20 MB UTF-16 file (with its BOM), compile google' : '20 MB of "\\0Disallow: /a" lines, compile google',
      text,
      bounds: { ms: 10_000, rssMB: 1_024 },
    });
  }
  cases.push({
    name: 'cr30m-parse',
    row: 3,
    kind: 'parse',
    what: '30 MB of CR line ends, parse',
    text: 'cr',
    bytes: 30_000_000,
    bounds: { ms: 5_000, rssMB: 1_024 },
  });
  return cases;
}

/**
 * The CLI on hostile input (issue 11's CLI defects): URL lists without line
 * ends and arguments of 120 KB must end in a short input error (exit 2, no
 * stack trace, a message of a few hundred characters), fast and small. The
 * child runs dist/cli.js in its own process with `args` and `stdin` (a
 * device to open, or `{ repeat, bytes }` written into a pipe).
 */
function cliCases() {
  const file = 'examples/rfc9309-5.1-simple.txt';
  const expect = { code: 2, stderrChars: 600 };
  const bounds = { ms: 5_000, rssMB: 256 };
  return [
    { name: 'cli-stdin-dev-zero', what: 'check FILE < /dev/zero (a URL list without line ends)', args: ['check', file, '-a', 'x'], stdin: '/dev/zero' },
    { name: 'cli-urls-dev-zero', what: 'check FILE --urls /dev/zero', args: ['check', file, '-a', 'x', '--urls', '/dev/zero'] },
    {
      name: 'cli-files-urls-dev-zero',
      what: 'check --files GLOB --urls /dev/zero',
      args: ['check', '--files', 'examples/*.txt', '-a', 'x', '--urls', '/dev/zero'],
    },
    {
      name: 'cli-stdin-300mb-line',
      what: 'check FILE < one 300 MB line (piped)',
      args: ['check', file, '-a', 'x'],
      stdin: { repeat: 'a', bytes: 300_000_000 },
    },
    { name: 'cli-long-argument', what: 'check FILE -a x <120 KB of junk as a URL>', args: ['check', file, '-a', 'x', 'j'.repeat(120_000)] },
    { name: 'cli-long-file-argument', what: 'check <120 KB path> -a x /', args: ['check', `${'d/'.repeat(60_000)}robots.txt`, '-a', 'x', '/'] },
  ].map((c) => ({ row: 'cli', kind: 'cli', expect, bounds, ...c }));
}

/**
 * Files that are not regular files, which no command may wait on: a FIFO
 * nobody writes to (opening it to read would block until a writer comes)
 * given as FILE, or met as `robots.txt -> fifo` in a walked directory. Each
 * must end at once with an input error. The runner makes the FIFO and the
 * directory (`fifo: true`) and passes them in `{fifo}` and `{fifo-tree}`.
 */
function fileKindCases() {
  const expect = { code: 2, stderrChars: 600 };
  const bounds = { ms: 5_000, rssMB: 256 };
  return [
    { name: 'cli-fifo-check', what: 'check FIFO -a x /', args: ['check', '{fifo}', '-a', 'x', '/'] },
    { name: 'cli-fifo-explain', what: 'explain FIFO -a x /', args: ['explain', '{fifo}', '-a', 'x', '/'] },
    { name: 'cli-fifo-parse', what: 'parse FIFO', args: ['parse', '{fifo}'] },
    { name: 'cli-fifo-meta', what: 'meta FIFO', args: ['meta', '{fifo}'] },
    { name: 'cli-fifo-fmt', what: 'fmt FIFO', args: ['fmt', '{fifo}'] },
    { name: 'cli-fifo-lint', what: 'lint FIFO', args: ['lint', '{fifo}'] },
    { name: 'cli-fifo-files', what: 'check --files FIFO -a x /', args: ['check', '--files', '{fifo}', '-a', 'x', '/'] },
    { name: 'cli-fifo-fmt-tree', what: 'fmt --write DIR (robots.txt -> FIFO)', args: ['fmt', '--write', '{fifo-tree}'] },
    { name: 'cli-fifo-files-tree', what: 'check --files DIR (robots.txt -> FIFO)', args: ['check', '--files', '{fifo-tree}', '-a', 'x', '/'] },
  ].map((c) => ({ row: 'cli', kind: 'cli', fifo: true, expect, bounds, ...c }));
}

/**
 * Terminal safety on a file of nothing but what must be escaped: 500,000
 * bytes of 16-byte lines `Xabc<ESC><U+009B><U+202E>: <BEL><U+009B>` (an
 * unknown field with control and bidi characters in its name and value, so
 * every line is quoted by the model and by two lint findings). Every
 * character quoted grows to at most 6 (`\u202e`), so the text output is
 * linear in the file: these cases hold it to the CLI's time and memory bounds.
 */
function escapeCases() {
  const stdin = { repeat: 'Xabc\u001b\u009b\u202e: \u0007\u009b\n', bytes: 500_000 };
  const bounds = { ms: 5_000, rssMB: 256 };
  return [
    { name: 'cli-escape-parse-model', what: 'parse - --model: 500 KB of control and bidi characters, escaped', args: ['parse', '-', '--model'], code: 0 },
    { name: 'cli-escape-parse-tree', what: 'parse -: the token dump of the same file', args: ['parse', '-'], code: 0 },
    // A quarter of the file: lint's own work (a nearest-field search per unknown name) dominates, not the escaping.
    {
      name: 'cli-escape-lint',
      what: 'lint -: 125 KB, two findings a line, each quoting it',
      args: ['lint', '-'],
      code: 0,
      stdin: { ...stdin, bytes: 125_000 },
    },
  ].map(({ code, ...c }) => ({ row: 'cli', kind: 'cli', stdin, expect: { code, stderrChars: 600 }, bounds, ...c }));
}

/**
 * A fetched body longer than the 512,000 bytes read, endless, whose cut falls inside
 * `Disallow: /public-data/only-this` (right after `Disallow: /`): under every dialect the fetch ends
 * in bounded time and memory, and the cut line is no rule (`/x` allowed, `/private/a` not).
 */
function fetchCases() {
  return [
    {
      name: 'fetch-cut-line',
      row: 'fetch',
      kind: 'fetch',
      what: 'endless body cut at 512,000 inside a Disallow line, 5 dialects',
      cutLine: 'Disallow: /public-data/only-this',
      bounds: { ms: 5_000, rssMB: 256 },
      verdicts: { '/x': true, '/private/a': false },
    },
  ];
}

/** A robot name of letters only (a product token: no finding of its own), distinct for each `n`. */
function letters(n) {
  let name = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26)) name = String.fromCharCode(97 + ((k - 1) % 26)) + name;
  return `bot${name}`;
}

/** The texts of the lint, fix and meta cases, by name. */
/** `text` as UTF-16LE bytes after the byte-order mark FF FE. */
function utf16le(text) {
  const bytes = new Uint8Array(2 + 2 * text.length);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) bytes[2 + 2 * i] = text.charCodeAt(i);
  return bytes;
}

const TEXTS = {
  // 20 MB of UTF-16 (a BOM, then 10 M chars of short rules): google reads its bytes again as Latin-1.
  'utf16-20m': () => utf16le(`User-agent: *\n${'Disallow: /a\n'.repeat(769_230)}`),
  // 20 MB of lines that start with a NUL: google reads each as empty (many rules are slow for another reason).
  'nul-20m': () => `User-agent: *\n${'\0Disallow: /a\n'.repeat(1_428_571)}`,
  // One `Disallow: /*a*a*…` rule of 10 MB: its 5 M pieces made the portability search's URL a 10 MB path.
  'wildcard-rule-10mb': () => `User-agent: *\nDisallow: /*${'a*'.repeat(5_000_000)}\n`,
  // 10 M lines: a group, then blank lines (every dialect compiles them all; the search walks them for candidates).
  'lines-10m': () => `User-agent: *\nDisallow: /private\n${'\n'.repeat(10_000_000)}`,
  // 300,000 groups of one rule each, a blank line between them: 10 MB, the most `robotstxt lint` reads.
  'groups-300k': () => Array.from({ length: 300_000 }, (_, i) => `User-agent: ${letters(i)}\nDisallow: /x\n\n`).join(''),
  // 91,000 lines each with a safe fix (`Disallow : /pN`, the space before the colon).
  'fixable-91k': () => `User-agent: *\n${Array.from({ length: 91_000 }, (_, i) => `Disallow : /p${i}\n`).join('')}`,
  // 200,000 meta terms (V8 throws when ~150,000 values are spread into one call).
  'terms-200k': () => Array.from({ length: 200_000 }, (_, i) => `t${i}`).join(', '),
  // The linter on hostile groups (lintCases).
  'lint-identical': () => `User-agent: *\n${'Disallow: /a\n'.repeat(1_000_000)}`,
  'lint-identical-200k': () => `User-agent: *\n${'Disallow: /a\n'.repeat(200_000)}`,
  'lint-wildcards': () => wildcardRules(),
  'lint-prefixes': () => `User-agent: *\n${Array.from({ length: 200_000 }, (_, i) => `${i % 2 ? 'Allow' : 'Disallow'}: /${'a'.repeat(i % 1_000)}\n`).join('')}`,
  'lint-repeated-fields': () => `User-agent: *\n${'Crawl-delay: 5\nContent-Usage: /a/ train-ai=n\n'.repeat(50_000)}`,
  'lint-trailing-stars': () => Array.from({ length: 50_000 }, (_, i) => `User-agent: Bot${String.fromCharCode(97 + (i % 26))}*\nDisallow: /${i}\n`).join(''),
  'lint-agents': () => Array.from({ length: 30_000 }, (_, i) => `User-agent: bot${String.fromCharCode(97 + (i % 26))}${i % 7}\nDisallow: /${i}\n`).join(''),
};

/**
 * Portability lint on hostile files (each bound ends
 * the search with an analysis-cut-short finding), fixText with 91,000 fixes
 * (the overlap check was quadratic: 108 s), meta tags and an X-Robots-Tag of
 * 200,000 terms, and the CLI's `meta` and `fmt --diff` on input as large (a
 * RangeError from a spread into a call).
 */
function boundsCases() {
  const lintCase = (name, text, what) => ({
    name,
    row: 'bounds',
    kind: 'lint',
    what,
    text,
    options: { dialects: 'all', rules: { 'analysis-cut-short': 'info' } },
    bounds: { ms: 45_000, rssMB: 1_536 },
  });
  return [
    { ...lintCase('lint-all-rule-10mb', 'wildcard-rule-10mb', 'lint --dialects all: one 10 MB rule /*a*a*…'), expectCode: 'analysis-cut-short' },
    lintCase('lint-all-lines-10m', 'lines-10m', 'lint --dialects all: 10 M lines'),
    { ...lintCase('lint-all-groups-300k', 'groups-300k', 'lint --dialects all: 300,000 groups of one rule (10 MB)'), expectCode: 'analysis-cut-short' },
    {
      name: 'fix-91k',
      row: 'bounds',
      kind: 'fix',
      what: 'fixText: 91,000 lines with a safe fix',
      text: 'fixable-91k',
      expectApplied: 91_000,
      bounds: { ms: 30_000, rssMB: 1_024 },
    },
    {
      name: 'meta-terms-200k',
      row: 'bounds',
      kind: 'meta',
      what: 'pageDirectives: a meta tag and X-Robots-Tag of 200,000 terms',
      text: 'terms-200k',
      bounds: { ms: 15_000, rssMB: 1_024 },
    },
    {
      name: 'cli-meta-terms-200k',
      row: 'bounds',
      kind: 'cli',
      what: 'meta - < a meta tag of 200,000 terms',
      args: ['meta', '-'],
      stdin: { head: '<meta name="robots" content="noindex', repeat: ', t', bytes: 600_000, tail: '">' },
      expect: { code: 0, stderrChars: 600 },
      bounds: { ms: 15_000, rssMB: 1_024 },
    },
    {
      name: 'cli-fmt-diff-200k',
      row: 'bounds',
      kind: 'cli',
      what: 'fmt --diff - < 200,000 lines that change',
      args: ['fmt', '--diff', '--dialect', '1994', '-'],
      stdin: { head: 'User-agent: *\n', repeat: 'Disallow : /p\n', bytes: 2_800_000 },
      expect: { code: 1, stderrChars: 600 },
      bounds: { ms: 30_000, rssMB: 1_024 },
    },
  ];
}

/**
 * The linter on hostile groups: every rule reads its groups in time about linear in the rules (duplicate-rule by
 * maps, unreachable-rule's search bounded per rule and per group, precedence-differs by prefix lengths).
 */
function lintCases() {
  const bounds = { ms: 20_000, rssMB: 1_024 };
  return [
    { name: 'lint-1m-identical', what: 'lint a group of 1M identical rules (13 MB), rfc9309', text: 'lint-identical', options: { dialect: 'rfc9309' } },
    // Without a parse limit every copy is a finding (with its fix and related line): memory grows with the findings.
    {
      name: 'lint-200k-identical-1994',
      what: 'lint a group of 200k identical rules (2.6 MB), 1994',
      text: 'lint-identical-200k',
      options: { dialect: '1994' },
    },
    { name: 'lint-wildcards', what: 'lint 500 KiB of wildcard rules in one group, rfc9309', text: 'lint-wildcards', options: { dialect: 'rfc9309' } },
    {
      name: 'lint-200k-prefixes',
      what: 'lint a group of 200k rules, each a prefix of the next, draft-1996',
      text: 'lint-prefixes',
      options: { dialect: 'draft-1996' },
    },
    { name: 'lint-30k-agents', what: 'lint 30k groups naming 182 robots, all dialects', text: 'lint-agents', options: { dialects: 'all' } },
    // Every line but the first repeats a field of the group: a finding each (duplicate-field keeps one line per value).
    {
      name: 'lint-100k-repeated-fields',
      what: 'lint a group of 100k repeated Crawl-delay and Content-Usage lines, rfc9309',
      text: 'lint-repeated-fields',
      options: { dialect: 'rfc9309' },
    },
    // A trailing "*" on every agent: agent-trailing-star asks the matchers once per lint, not once a line.
    { name: 'lint-50k-trailing-stars', what: 'lint 50k groups whose agent ends in "*", google', text: 'lint-trailing-stars', options: { dialect: 'google' } },
  ].map((c) => ({ row: 'lint', kind: 'lint', bounds, ...c }));
}

/**
 * diffMeaning on the corpus's heaviest pairs (issue 25): the largest file (real/120.txt, 3.7 MB: 6,480 rules
 * in rfc9309's first 512,000 bytes, 47,064 rules and 50,000 other lines read whole by the other dialects)
 * and the slowest pair of bench/diff-corpus.mjs (top-sites/docs.oracle.com, 19,125 rules in one group), each
 * against itself formatted (the same meaning) and against an added group that shuts a new robot out of `/`
 * (found). Most of the time is the two rule indexes a file of that size needs for 2,000 paths
 * (src/match/rule-index.ts), and under 1994 the model of 3.7 MB. Bounds: CPU time (the process's own work,
 * whatever else the machine runs) ≤ 3 s, 15 s for the five dialects, 4 s for docs.oracle.com; peak RSS ≤ 1 GB.
 * The corpus lives outside the repository: without it the cases are skipped.
 */
function diffCases() {
  const all = ['rfc9309', '1994', 'draft-1996', 'google', 'revisited-1996'];
  return [
    { name: 'diff-largest-rfc9309', file: 'largest', dialects: ['rfc9309'], what: 'the 3.7 MB file, rfc9309', bounds: { cpuMs: 3_000, rssMB: 1_024 } },
    { name: 'diff-largest-all', file: 'largest', dialects: all, what: 'the 3.7 MB file, every dialect', bounds: { cpuMs: 15_000, rssMB: 1_024 } },
    {
      name: 'diff-oracle-rfc9309',
      file: 'top-sites/docs.oracle.com',
      dialects: ['rfc9309'],
      what: '19,125 rules in one group, rfc9309',
      bounds: { cpuMs: 4_000, rssMB: 1_024 },
    },
  ].map((c) => ({ ...c, row: 'diff', kind: 'diff', what: `diffMeaning vs itself formatted and vs an added group: ${c.what}` }));
}

/** The head of a fetch case's body: rules, then comments up to the cut line, which starts 11 bytes ("Disallow: /") before 512,000. */
export function fetchHead(testCase) {
  const head = 'User-agent: *\nDisallow: /private\n';
  const start = 512_000 - 'Disallow: /'.length;
  return `${head}${'#'.repeat(start - head.length - 1)}\n${testCase.cutLine}\n`;
}

/**
 * The language server on hostile files (`robotstxt lsp --stdio`, a real client over stdio): the file is opened,
 * and while it is linted a hover is asked every 20 ms on a small file beside it; then formatting, symbols, folding
 * and a code action on the big one. Bounds: the whole in 45 s, the worst hover round trip during the lint 500 ms
 * (the lint runs in a worker thread), the server's peak RSS 1.5 GB.
 */
function lspCases() {
  const bounds = { ms: 45_000, callMs: 500, rssMB: 1_536 };
  return [
    { name: 'lsp-wildcards-all', what: 'lsp: 500 KiB of wildcard rules, every dialect', text: 'lint-wildcards', settings: { dialects: 'all' } },
    { name: 'lsp-fixable-91k', what: 'lsp: 91,000 findings with fixes (1.4 MB)', text: 'fixable-91k', settings: {} },
    { name: 'lsp-identical-200k-1994', what: 'lsp: 200k identical rules, each a finding, 1994', text: 'lint-identical-200k', settings: { dialect: '1994' } },
    { name: 'lsp-agents-30k-all', what: 'lsp: 30k groups naming 182 robots, every dialect', text: 'lint-agents', settings: { dialects: 'all' } },
    { name: 'lsp-lines-10m', what: 'lsp: 10 M lines (10 MB)', text: 'lines-10m', settings: {} },
  ].map((c) => ({ row: 'lsp', kind: 'lsp', bounds, ...c }));
}

export const CASES = [
  ...matcherCases(),
  ...syntaxCases(),
  ...cliCases(),
  ...fileKindCases(),
  ...escapeCases(),
  ...fetchCases(),
  ...boundsCases(),
  ...lintCases(),
  ...diffCases(),
  ...lspCases(),
];

/** A case's arguments with `{fifo}` and `{fifo-tree}` filled in from the runner's environment. */
export function caseArgs(testCase) {
  return testCase.args.map((arg) => arg.replace('{fifo-tree}', process.env.STRESS_FIFO_TREE ?? '').replace('{fifo}', process.env.STRESS_FIFO ?? ''));
}

/** The robots.txt of a case. */
export function caseText(testCase) {
  if (testCase.kind === 'matcher') return RULE_FILES[testCase.rules]();
  if (TEXTS[testCase.text]) return TEXTS[testCase.text]();
  return testCase.text === 'cr' ? '\r'.repeat(testCase.bytes) : 'a\n'.repeat(testCase.bytes / 2);
}

/** The URL of a matcher case. */
export function caseUrl(testCase) {
  return hostileUrl(testCase.urlBytes, testCase.unit, testCase.lead, testCase.head);
}
