/**
 * docs/spec/google.md §2.1 in the CLI: a file is read as bytes, so under
 * `--dialect google` a UTF-16 file (with its byte-order mark) holds no rules
 * and a NUL ends a line, as in Google's matcher; the other dialects decode
 * UTF-16.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';

const RULES = 'User-agent: *\nDisallow: /\n';
const utf16le = new Uint8Array([0xff, 0xfe, ...[...RULES].flatMap((char) => [char.charCodeAt(0), 0])]);
const files = tempDir({ 'utf16.txt': utf16le, 'nul.txt': 'User-agent: *\nDisallow: /a\0b\n' });
afterAll(() => files.cleanup());

describe('check reads a file as bytes under google', () => {
  it('a UTF-16 file: allowed under google, disallowed under rfc9309', async () => {
    const google = await runCli(['check', files.path('utf16.txt'), '--agent', 'FooBot', '--dialect', 'google', '/x']);
    expect(google.code).toBe(0);
    const rfc = await runCli(['check', files.path('utf16.txt'), '--agent', 'FooBot', '/x']);
    expect(rfc.code).toBe(1);
  });
  it('"Disallow: /a\\0b": /a disallowed under google, allowed under rfc9309', async () => {
    const google = await runCli(['check', files.path('nul.txt'), '--agent', 'FooBot', '--dialect', 'google', '/a']);
    expect(google.code).toBe(1);
    const rfc = await runCli(['check', files.path('nul.txt'), '--agent', 'FooBot', '/a']);
    expect(rfc.code).toBe(0);
  });
});
