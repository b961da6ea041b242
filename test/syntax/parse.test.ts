import { describe, expect, it } from 'vitest';
import { parse, print } from '../../src/index.ts';

describe('parse', () => {
  it('keeps every character of a small file', () => {
    const text = 'User-agent: *\r\nDisallow: /tmp/ # scratch\n\nSitemap: https://example.com/s.xml';
    expect(print(parse(text))).toBe(text);
  });
});
