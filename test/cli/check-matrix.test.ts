/**
 * check with several robots (--agent repeated, --agents-file): a robots × URLs table, and an object
 * per URL and robot in JSON; with --files, a row per file and URL, and an object per file, URL and robot.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';

const ROBOTS = 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n';
const files = tempDir({
  'robots.txt': ROBOTS,
  'a.robots.txt': ROBOTS,
  'b.robots.txt': 'User-agent: *\nDisallow: /private/\n',
  'agents.txt': '# the robots to check\nGooglebot\n\nClaudeBot  # and this one\n',
  'no-agents.txt': '# nobody\n\n',
});
const robots = files.path('robots.txt');
afterAll(() => files.cleanup());

describe('check with several robots', () => {
  it('prints a column per robot and a row per URL, * where they disagree', async () => {
    const result = await runCli(['check', robots, '--agent', 'GPTBot', '--agents-file', files.path('agents.txt'), '/', '/private/x']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      [
        '  GPTBot      Googlebot   ClaudeBot   url',
        '* disallowed  allowed     allowed     /',
        '  disallowed  disallowed  disallowed  /private/x',
        '* marks the URLs the robots are not all given the same verdict for',
        '',
      ].join('\n'),
    );
  });

  it('with --dialect all, a row per robot and URL', async () => {
    const result = await runCli(['check', robots, '--agent', 'GPTBot', '--agent', 'Googlebot', '--dialect', 'all', '/']);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^ {2}1994 +draft-1996 +rfc9309 +google +revisited-1996 +agent {6}url$/);
    expect(lines[1]).toMatch(/^ {2}disallowed( +disallowed){4} +GPTBot {5}\/$/);
    expect(lines[2]).toMatch(/^ {2}allowed( +allowed){4} +Googlebot {2}\/$/);
  });

  it('prints an object per URL and robot in JSON', async () => {
    const result = await runCli(['check', robots, '--agent', 'GPTBot', '--agent', 'Googlebot', '--format', 'json', '/', '/a']);
    const value = JSON.parse(result.stdout) as { url: string; agent: string; allowed: boolean }[];
    expect(value.map(({ url, agent, allowed }) => [url, agent, allowed])).toEqual([
      ['/', 'GPTBot', false],
      ['/', 'Googlebot', true],
      ['/a', 'GPTBot', false],
      ['/a', 'Googlebot', true],
    ]);
  });

  it('with --files, prints a column per robot and a row per file and URL', async () => {
    const result = await runCli([
      'check',
      '--files',
      files.path('*.robots.txt'),
      '--agent',
      'GPTBot',
      '--agents-file',
      files.path('agents.txt'),
      '--format',
      'text',
      '/',
      '/private/x',
    ]);
    expect(result.code).toBe(1);
    const a = files.path('a.robots.txt');
    const b = files.path('b.robots.txt');
    expect(result.stdout).toBe(
      [
        '  GPTBot      Googlebot   ClaudeBot   file  url',
        `* disallowed  allowed     allowed     ${a}  /`,
        `  disallowed  disallowed  disallowed  ${a}  /private/x`,
        `  allowed     allowed     allowed     ${b}  /`,
        `  disallowed  disallowed  disallowed  ${b}  /private/x`,
        '* marks the URLs the robots are not all given the same verdict for',
        '',
      ].join('\n'),
    );
  });

  it('with --files, prints an object per file, URL and robot in JSON lines', async () => {
    const result = await runCli(['check', '--files', files.path('*.robots.txt'), '--agent', 'GPTBot', '--agent', 'Googlebot', '/']);
    expect(result.code).toBe(1);
    const objects = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { file: string; agent: string; allowed: boolean });
    expect(objects.map(({ file, agent, allowed }) => [file.endsWith('a.robots.txt') ? 'a' : 'b', agent, allowed])).toEqual([
      ['a', 'GPTBot', false],
      ['a', 'Googlebot', true],
      ['b', 'GPTBot', true],
      ['b', 'Googlebot', true],
    ]);
  });

  it('one robot keeps the one-line form, with --files too; no robot is a usage error', async () => {
    expect((await runCli(['check', robots, '--agent', 'GPTBot', '/'])).stdout).toMatch(/^disallowed {2}\/ {2}/);
    const batch = await runCli(['check', '--files', files.path('*.robots.txt'), '--agent', 'GPTBot', '--format', 'text', '/']);
    expect(batch.stdout).toMatch(/^disallowed {2}\/ {2}\S*a\.robots\.txt:2: Disallow: \/ {2}\(rfc9309\)\nallowed /);
    const none = await runCli(['check', robots, '--agents-file', files.path('no-agents.txt'), '/']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/missing --agent NAME/);
    const missing = await runCli(['check', robots, '/']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/missing --agent NAME/);
  });
});
