/**
 * The CLI with the fifth dialect, revisited-1996: the examples of docs/cli.md,
 * on the seed's Kollar/Leavitt/Mauldin Example 1 (examples/kollar-example-1.txt).
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

const LYCOS = 'Lycos_Spider_(Rex)/1.0 libwww/3.1';

describe('robotstxt with --dialect revisited-1996', () => {
  it('check --dialect all: a fifth column; only revisited-1996 lets Lycos obey its own record', async () => {
    const result = await runCli(['check', 'examples/kollar-example-1.txt', '--agent', LYCOS, '--dialect', 'all', '/index.html', '/cgi-bin/search', '/tmp/x']);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')).toEqual([
      '  1994        draft-1996  rfc9309     google      revisited-1996  url',
      '* disallowed  disallowed  disallowed  disallowed  allowed         /index.html',
      '  disallowed  disallowed  disallowed  disallowed  disallowed      /cgi-bin/search',
      '  disallowed  disallowed  disallowed  disallowed  disallowed      /tmp/x',
      '* marks the URLs on which the dialects disagree',
      '',
    ]);
  });

  it('check: the deciding line is the Disallow line, whichever of its path roots matched', async () => {
    const result = await runCli(['check', 'examples/kollar-example-1.txt', '--agent', LYCOS, '--dialect', 'revisited-1996', '/tmp/x', '/index.html']);
    expect(result.stdout).toBe(
      'disallowed  /tmp/x  examples/kollar-example-1.txt:5: Disallow: /cgi-bin/ /tmp/  (revisited-1996)\n' +
        'allowed     /index.html  no rule matches (record at examples/kollar-example-1.txt:4)  (revisited-1996)\n',
    );
  });

  it('explain names the record and the path root, and says the text lets the robot choose among matching records (R-2)', async () => {
    const result = await runCli(['explain', 'examples/kollar-example-1.txt', '--agent', LYCOS, '--dialect', 'revisited-1996', '/tmp/x']);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')).toEqual([
      `DISALLOWED  /tmp/x  for ${LYCOS} under revisited-1996`,
      `  robot      name token "Lycos_Spider_" (from "${LYCOS}")`,
      '  path       /tmp/x',
      '  record     examples/kollar-example-1.txt:4: User-Agent: Lycos',
      '  matching   → examples/kollar-example-1.txt:5: Disallow: /cgi-bin/ /tmp/  pattern "/tmp/"',
      '  decided by examples/kollar-example-1.txt:5: Disallow: /cgi-bin/ /tmp/',
      '  reason     Disallowed by line 5 "Disallow: /cgi-bin/ /tmp/" of the record at line 4 for "Lycos_Spider_". Robot Exclusion Standard Revisited lets a robot that several records match obey any of them; the toolkit takes the first record naming it, else the first * record. [rule-matched]',
      '',
    ]);
  });

  it('--help lists the dialect', async () => {
    const result = await runCli(['check', '--help']);
    expect(result.stdout).toContain('revisited-1996');
  });
});
