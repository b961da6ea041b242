import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';

const ROBOTS =
  'User-agent: *\nDisallow: /shop/\nAllow: /shop/public/\n\nUser-agent: FooBot\nUser-agent: BarBot\nDisallow: /\n\nSitemap: https://example.com/sitemap.xml\n';
const files = tempDir({ 'robots.txt': ROBOTS, 'bad.txt': 'User-agent *\n: no field\nDisallow: /x\n' });
const robots = files.path('robots.txt');
afterAll(() => files.cleanup());

describe('explain', () => {
  it('shows the robot, the path, the group, every matching rule, the winner and why', async () => {
    const result = await runCli(['explain', robots, '--agent', 'Mozilla/5.0 (compatible; OtherBot/1.0)', 'https://example.com/shop/public/x?y=1']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      'ALLOWED  https://example.com/shop/public/x?y=1  for Mozilla/5.0 (compatible; OtherBot/1.0) under rfc9309',
      '  robot      name token "OtherBot" (from "Mozilla/5.0 (compatible; OtherBot/1.0)")',
      '  path       /shop/public/x?y=1  (the part of the URL that is matched, as the dialect normalizes it)',
      `  group      ${robots}:1: User-agent: *`,
      `  matching     ${robots}:2: Disallow: /shop/  pattern "/shop/", length 6`,
      `             → ${robots}:3: Allow: /shop/public/  pattern "/shop/public/", length 13`,
      `  decided by ${robots}:3: Allow: /shop/public/`,
      expect.stringMatching(/^  reason     \S.* \[rule-matched\]$/),
      '',
    ]);
  });

  it('exit 1 when disallowed; a group with several agents is shown whole', async () => {
    const result = await runCli(['explain', robots, '--agent', 'BarBot', '/anything']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^DISALLOWED  \/anything  for BarBot under rfc9309\n/);
    expect(result.stdout).toContain(`  group      ${robots}:5: User-agent: FooBot  (agents: FooBot, BarBot)\n`);
    expect(result.stdout).toContain(`  decided by ${robots}:7: Disallow: /\n`);
  });

  it('says when no rule matches', async () => {
    const result = await runCli(['explain', robots, '--agent', 'x', '/home']);
    expect(result.stdout).toContain('  matching   no rule matches the path\n');
    expect(result.stdout).toMatch(/reason +\S.* \[no-rule-matched\]\n$/);
  });

  it('--format json prints one object: the Explanation, or with --dialect all a verdicts map by dialect', async () => {
    const one = await runCli(['explain', robots, '--agent', 'x', '--format', 'json', '/shop/a']);
    expect(JSON.parse(one.stdout)).toMatchObject({
      file: robots,
      allowed: false,
      path: '/shop/a',
      rule: { line: 2 },
      matchedRules: [{ line: 2 }],
      reasonCode: 'rule-matched',
      truncated: false,
    });
    const all = await runCli(['explain', robots, '--agent', 'x', '--dialect', 'all', '--format', 'json', '/shop/public/a']);
    const object = JSON.parse(all.stdout) as {
      file: string;
      url: string;
      agent: string;
      differ: boolean;
      verdicts: Record<string, { dialect: string; allowed: boolean }>;
    };
    expect(object).toMatchObject({ file: robots, url: '/shop/public/a', agent: 'x', differ: true });
    const lines = Object.values(object.verdicts);
    // 1994 and revisited-1996 have no Allow; the draft takes the first match (Disallow: /shop/); RFC 9309 and Google the longest.
    expect(lines.map((line) => [line.dialect, line.allowed])).toEqual([
      ['1994', false],
      ['draft-1996', false],
      ['rfc9309', true],
      ['google', true],
      ['revisited-1996', false],
    ]);
    expect(all.code).toBe(1);
    // The same object as the one element of check --format json, and on one line with jsonl.
    const check = await runCli(['check', robots, '--agent', 'x', '--dialect', 'all', '--format', 'json', '/shop/public/a']);
    expect(JSON.parse(check.stdout)).toEqual([object]);
    const jsonl = await runCli(['explain', robots, '--agent', 'x', '--dialect', 'all', '--format', 'jsonl', '/shop/public/a']);
    expect(jsonl.stdout.split('\n')).toHaveLength(2);
    expect(JSON.parse(jsonl.stdout)).toEqual(object);
  });

  it('needs exactly one URL', async () => {
    const none = await runCli(['explain', robots, '--agent', 'x']);
    const two = await runCli(['explain', robots, '--agent', 'x', '/a', '/b']);
    expect([none.code, two.code]).toEqual([2, 2]);
    expect(two.stderr).toMatch(/explain takes one URL, got 2; use 'robotstxt check' for several\./);
  });
});

describe('parse', () => {
  it('prints one row per line with its kind and tokens, then the diagnostics', async () => {
    const result = await runCli(['parse', 'bad.txt'], { cwd: files.dir });
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(result.stdout.split('\n')).toEqual([
      '# bad.txt: 3 lines, utf-8, 2 diagnostics',
      '1  invalid    text "User-agent *"  line-end "\\n"',
      '2  invalid    colon ":"  whitespace " "  value "no field"  line-end "\\n"',
      '3  directive  field-name "Disallow"  colon ":"  whitespace " "  value "/x"  line-end "\\n"',
      // The diagnostics' wording belongs to the parser; the format is file:line:column: severity code: message.
      expect.stringMatching(/^bad\.txt:1:1: warning missing-colon: \S/),
      expect.stringMatching(/^bad\.txt:2:1: warning missing-field-name: \S/),
      '',
    ]);
  });

  it('--json: tokens with kind, text, offset, end, line and column that give the file back', async () => {
    const result = await runCli(['parse', robots, '--json']);
    const tree = JSON.parse(result.stdout) as {
      encoding: string;
      lines: { line: number; kind: string; tokens: { kind: string; text: string; offset: number; end: number; line: number; column: number }[] }[];
    };
    expect(tree.encoding).toBe('utf-8');
    const tokens = tree.lines.flatMap((line) => line.tokens);
    expect(tokens.map((token) => token.text).join('')).toBe(ROBOTS);
    for (const token of tokens) expect(ROBOTS.slice(token.offset, token.end)).toBe(token.text);
    expect(tree.lines[1]?.tokens[0]).toEqual({ kind: 'field-name', text: 'Disallow', offset: 14, end: 22, line: 2, column: 1, keyword: 'disallow' });
    expect(tree.lines.map((line) => line.kind)).toEqual([
      'directive',
      'directive',
      'directive',
      'blank',
      'directive',
      'directive',
      'directive',
      'blank',
      'directive',
    ]);
  });

  it('--model --format json: the model under --dialect', async () => {
    const rfc = JSON.parse((await runCli(['parse', robots, '--model', '--format', 'json'])).stdout) as {
      dialect: string;
      model: { groups: { rules: unknown[] }[]; sitemaps: string[] };
    };
    expect(rfc.dialect).toBe('rfc9309');
    expect(rfc.model.groups.map((group) => group.rules.length)).toEqual([2, 1]);
    expect(rfc.model.sitemaps).toEqual(['https://example.com/sitemap.xml']);
    const old = JSON.parse((await runCli(['parse', robots, '--model', '--dialect', '1994', '--json'])).stdout) as {
      model: { dialect: string; groups: { rules: { kind: string }[] }[] };
    };
    expect(old.model.dialect).toBe('1994');
    // 1994 knows no Allow lines.
    expect(old.model.groups[0]?.rules.map((rule) => rule.kind)).toEqual(['disallow']);
  });

  it('--dialect without --model is a usage error; so is a missing file', async () => {
    const dialect = await runCli(['parse', robots, '--dialect', 'google']);
    expect(dialect.code).toBe(2);
    expect(dialect.stderr).toMatch(/--dialect only changes the model: add --model/);
    const missing = await runCli(['parse', files.path('missing.txt')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^robotstxt: no such file: /);
  });

  it('reads stdin and keeps binary bytes (Latin-1) without crashing', async () => {
    const result = await runCli(['parse', '-', '--json'], { input: Buffer.from([0x55, 0x3a, 0xff, 0x00, 0x0a]) });
    expect(result.code).toBe(0);
    const tree = JSON.parse(result.stdout) as { file: string; encoding: string; diagnostics: { code: string }[] };
    expect(tree).toMatchObject({ file: '<stdin>', encoding: 'latin1' });
    expect(tree.diagnostics.map((d) => d.code)).toContain('invalid-utf8');
  });
});
