/**
 * `exampleUrl`: a URL path an Allow or Disallow rule matches, with wildcards filled and a final `$` kept, checked
 * with the matcher.
 */
import { describe, expect, it } from 'vitest';
import { exampleUrl } from '../../src/editor.ts';

describe('exampleUrl', () => {
  it('fills `*` and keeps a final `$` where the dialect has wildcards', () => {
    expect(exampleUrl('disallow', '/private/*.pdf$', 'rfc9309')).toBe('/private/x.pdf');
    expect(exampleUrl('disallow', '/*/print', 'google')).toBe('/x/print');
  });

  it('reads `*` and `$` as written where the dialect has no wildcards', () => {
    expect(exampleUrl('disallow', '/a*b', '1994')).toBe('/a*b');
  });

  it('shows a page under a directory', () => {
    expect(exampleUrl('allow', '/tmp/', 'rfc9309')).toBe('/tmp/page');
  });

  it('gives the same example for Allow as for Disallow, and none for Allow under 1994', () => {
    expect(exampleUrl('allow', '/a/b', 'rfc9309')).toBe('/a/b');
    expect(exampleUrl('allow', '/a/b', '1994')).toBeUndefined();
  });

  it('gives none for an empty rule, and a longer path than /robots.txt, which the dialect always allows', () => {
    expect(exampleUrl('disallow', '', 'rfc9309')).toBeUndefined();
    expect(exampleUrl('disallow', '/robots.txt', 'rfc9309')).toBe('/robots.txt.bak');
    expect(exampleUrl('disallow', '/robots.txt$', 'rfc9309')).toBeUndefined();
    expect(exampleUrl('disallow', '/robots.txt', '1994')).toBe('/robots.txt');
  });
});
