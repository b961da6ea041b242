import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { hasStackTrace, ROOT, runCli, tempDir } from './run-cli.ts';

const version = (JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { version: string }).version;
const files = tempDir({ 'robots.txt': 'User-agent: *\nDisallow: /private/\n' });
afterAll(() => files.cleanup());

describe('robotstxt (program)', () => {
  it('--version and -V print the package version (-v and `version` too, unlisted)', async () => {
    for (const flag of ['--version', '-V', '-v', 'version']) {
      expect(await runCli([flag])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
    const help = (await runCli(['--help'])).stdout;
    expect(help).toMatch(/^ {2}-V, --version {2}Show the version\.$/m);
    // -v is kept for old scripts but not offered: many tools use it for --verbose.
    expect(help).not.toMatch(/-v\b/);
  });

  it('a flag before the command that is not --help or --version is a usage error; so is help for an unknown command', async () => {
    const flag = await runCli(['--agent', 'x', 'check']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/^robotstxt: '--agent' is not a command; the command comes first/);
    const help = await runCli(['help', 'nosuch']);
    expect(help.code).toBe(2);
    expect(help.stderr).toMatch(/^robotstxt: unknown command 'nosuch'\./);
  });

  it('--help lists every command with its summary; exit 0', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    for (const name of ['check', 'explain', 'parse', 'fetch', 'conformance']) expect(result.stdout).toMatch(new RegExp(`^  ${name}\\s+\\S`, 'm'));
    expect(result.stdout).toMatch(/Exit codes/);
  });

  it('no arguments: the help on stderr, exit 2', async () => {
    const result = await runCli([]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/Usage: robotstxt COMMAND/);
  });

  it.each(['check', 'explain', 'parse', 'fetch', 'conformance'])('%s --help shows its usage and options (so does robotstxt help COMMAND)', async (name) => {
    const viaFlag = await runCli([name, '--help']);
    expect(viaFlag.code).toBe(0);
    expect(viaFlag.stdout).toMatch(new RegExp(`^Usage: robotstxt ${name} `));
    expect(viaFlag.stdout).toMatch(/--no-color/);
    expect(await runCli(['help', name])).toEqual(viaFlag);
  });

  it('an unknown command suggests the nearest one; exit 2', async () => {
    const result = await runCli(['chek']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "robotstxt: unknown command 'chek'. Did you mean 'check'? Commands: check, explain, parse, lint, fetch, fmt, page, meta, diff, ai, conformance, lsp.\nRun 'robotstxt --help' for usage.\n",
    );
  });

  it('an unknown flag names the command and a near flag; exit 2, no stack trace', async () => {
    const result = await runCli(['check', files.path('robots.txt'), '--agnet', 'x', '/']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^robotstxt: unknown option --agnet for 'robotstxt check'\. Did you mean --agent\?\nRun 'robotstxt check --help' for usage\.\n$/,
    );
    expect(hasStackTrace(result.stderr)).toBe(false);
  });

  it('a flag without its value, a value for a switch, a bad number: exit 2 with the fix', async () => {
    const missing = await runCli(['check', files.path('robots.txt'), '/', '--agent']);
    expect(missing.stderr).toMatch(/option --agent needs a value \(--agent NAME\)/);
    const switchValue = await runCli(['check', files.path('robots.txt'), '--agent', 'x', '--quiet=yes', '/']);
    expect(switchValue.stderr).toMatch(/option --quiet is a switch and takes no value/);
    const number = await runCli(['check', files.path('robots.txt'), '--agent', 'x', '--timeout', '0', '/']);
    expect(number.stderr).toMatch(/option --timeout needs a whole number ≥ 1, not '0'/);
    const dashed = await runCli(['check', files.path('robots.txt'), '--agent', 'x', '--timeout', '-5', '/']);
    expect(dashed.stderr).toMatch(/option --timeout needs a value, but the next argument starts with '-'\. Write --timeout=VALUE\./);
    const tooBig = await runCli(['check', files.path('robots.txt'), '--agent', 'x', '--max-bytes', '99999999999', '/']);
    expect(tooBig.stderr).toMatch(/--max-bytes 99999999999 is too large/);
    for (const result of [missing, switchValue, number, dashed, tooBig]) {
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
    }
  });

  it('a bad dialect lists the good ones; exit 2', async () => {
    const result = await runCli(['check', files.path('robots.txt'), '--agent', 'x', '--dialect', 'rfc1234', '/']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown dialect 'rfc1234'\. Choose one of: 1994, draft-1996, rfc9309, google, revisited-1996, all\./);
  });
});

describe('colour', () => {
  const args = ['check', files.path('robots.txt'), '--agent', 'x', '/private/a'];
  it('is off when output is not a terminal', async () => {
    expect((await runCli(args)).stdout).not.toMatch(/\u001b\[/);
  });
  it('FORCE_COLOR turns it on for pipes; NO_COLOR and --no-color win over it', async () => {
    expect((await runCli(args, { env: { FORCE_COLOR: '1' } })).stdout).toMatch(/\u001b\[31mdisallowed/);
    expect((await runCli(args, { env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).stdout).not.toMatch(/\u001b\[/);
    expect((await runCli([...args, '--no-color'], { env: { FORCE_COLOR: '1' } })).stdout).not.toMatch(/\u001b\[/);
  });
});
