/**
 * Opening a file in the playground reads its bytes as the library reads a robots.txt (UTF-8, UTF-16
 * with its byte-order mark, else Latin-1) and says how; Download writes what `robotstxt fmt` would.
 */
import { describe, expect, it } from 'vitest';
import { format } from '../../src/index.ts';
import { formatted, MAX_OPEN_BYTES, openBytes } from '../../playground/src/files.ts';

const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);

describe('opening a file', () => {
  it('reads UTF-8 as UTF-8', () => {
    const opened = openBytes('robots.txt', new TextEncoder().encode('User-agent: *\nDisallow: /café\n'));
    expect(opened.text).toBe('User-agent: *\nDisallow: /café\n');
    expect(opened.note).toBe('Opened robots.txt (31 bytes), read as UTF-8.');
  });

  it('reads UTF-16 by its byte-order mark, little- and big-endian', () => {
    const little = openBytes('le.txt', bytes(0xff, 0xfe, 0x41, 0x00, 0x0a, 0x00));
    expect(little.text?.replace(/^\uFEFF/, '')).toBe('A\n');
    expect(little.note).toContain('UTF-16LE (byte-order mark)');
    const big = openBytes('be.txt', bytes(0xfe, 0xff, 0x00, 0x41, 0x00, 0x0a));
    expect(big.text?.replace(/^\uFEFF/, '')).toBe('A\n');
    expect(big.note).toContain('UTF-16BE (byte-order mark)');
  });

  it('reads bytes that are not UTF-8 as Latin-1, keeping every byte and naming the first bad one', () => {
    const opened = openBytes('latin.txt', bytes(0x44, 0x3a, 0x2f, 0xe9, 0x0a));
    expect(opened.text).toBe('D:/é\n');
    expect(opened.note).toBe('Opened latin.txt (5 bytes), read as Latin-1: byte 3 is not valid UTF-8.');
  });

  it('refuses a file larger than the limit, saying so', () => {
    const opened = openBytes('huge.txt', new Uint8Array(MAX_OPEN_BYTES + 1));
    expect(opened.text).toBeUndefined();
    expect(opened.note).toContain(`${MAX_OPEN_BYTES + 1} bytes`);
  });

  it('formats and downloads the text fmt writes keeping the file’s line end', () => {
    const text = 'user-agent:*\r\ndisallow:/a   # x\r\n';
    expect(formatted(text)).toBe(format(text, { lineEnding: 'preserve' }));
    expect(formatted(text)).toBe('User-agent: *\r\nDisallow: /a # x\r\n');
    expect(formatted('user-agent:*\ndisallow:/a\r\n')).toBe('User-agent: *\nDisallow: /a\n');
  });
});
