import { describe, expect, it } from 'vitest';
import { compile, compileMatcher, parse, printBytes } from '../../src/index.ts';
import { allowed, file } from './helpers.ts';

const is = (text: string, agent: string, url: string) => allowed(text, agent, url, 'google');

describe('docs/spec/google.md §2 line parsing', () => {
  it('§2.5 the first # anywhere starts a comment, even inside a value', () => {
    expect(is(file('User-agent: *', 'Disallow: /foo/quz#qux'), 'x', '/foo/quz')).toBe(false);
  });
  it('§2.7 a two-word line without a colon is a directive; one or three words are not', () => {
    expect(is(file('user-agent FooBot', 'disallow /x'), 'FooBot', '/x')).toBe(false);
    expect(is(file('User-agent: FooBot', 'disallow /x /y'), 'FooBot', '/x')).toBe(true);
    const robots = compile(file('user-agent FooBot', 'disallow /x'), { dialect: 'google' });
    expect(robots.model.fields.every((field) => field.missingColon)).toBe(true);
  });
  it('§2.7 "disallow /foo:bar" has key "disallow /foo" (still Disallow by prefix) and value "bar"', () => {
    const robots = compile(file('User-agent: *', 'disallow /foo:bar'), { dialect: 'google' });
    expect(robots.model.groups[0]?.rules[0]).toMatchObject({ kind: 'disallow', value: 'bar' });
  });
  it('§2.9 keys match by case-insensitive prefix, with the accepted typos', () => {
    for (const key of ['Disallowed', 'dissallow', 'DISSALOW', 'disalow', 'diasllow', 'disallaw']) {
      expect(is(file('User-agent: *', `${key}: /x`), 'a', '/x')).toBe(false);
    }
    expect(is(file('useragent: a', 'Disallow: /x'), 'a', '/x')).toBe(false);
    expect(is(file('user agent: a', 'Disallow: /x'), 'a', '/x')).toBe(false);
    expect(is(file('user_agent: a', 'Disallow: /x'), 'a', '/x')).toBe(true);
    const robots = compile(file('User-agent: *', 'Dissallow: /x', 'Site-map: https://e.com/s.xml'), { dialect: 'google' });
    expect(robots.model.fields.filter((field) => field.typo).map((field) => field.name)).toEqual(['Dissallow', 'Site-map']);
    expect(robots.sitemaps).toEqual(['https://e.com/s.xml']);
  });
  it('typos and missing colons are not accepted under rfc9309 (A-21)', () => {
    expect(allowed(file('User-agent: *', 'Dissallow: /x'), 'a', '/x', 'rfc9309')).toBe(true);
    expect(allowed(file('User-agent: *', 'disallow /x'), 'a', '/x', 'rfc9309')).toBe(true);
  });
  it('§2.3 lines longer than 16,663 bytes are cut and still used', () => {
    const long = `/${'a'.repeat(20_000)}`;
    const robots = compile(file('User-agent: *', `Disallow: ${long}`), { dialect: 'google' });
    expect(robots.isAllowed(long.slice(0, 16_663 - 'Disallow: '.length), 'x')).toBe(false);
    expect(allowed(file('User-agent: *', `Disallow: ${long}`), 'x', long.slice(0, 16_000), 'rfc9309')).toBe(true);
  });
});

describe('docs/spec/google.md §3.2 user-agent lines and groups', () => {
  it('"* anything" is global; "*foo" is not', () => {
    expect(is(file('User-agent: * foo', 'Disallow: /'), 'x', '/a')).toBe(false);
    expect(is(file('User-agent: *foo', 'Disallow: /'), 'x', '/a')).toBe(true);
  });
  it('values are cut to their leading [A-Za-z_-] run: "FOO BAR" is FOO, "FooBot2" is FooBot', () => {
    expect(is(file('User-agent: FOO BAR', 'Disallow: /'), 'foo', '/a')).toBe(false);
    expect(is(file('User-agent: FOO BAR', 'Disallow: /'), 'bar', '/a')).toBe(true);
    expect(is(file('User-agent: FooBot2', 'Disallow: /'), 'FooBot', '/a')).toBe(false);
  });
  it('sitemap and unknown lines never close a group; blank lines neither', () => {
    const text = file('User-agent: a', 'Sitemap: https://e.com/s.xml', 'Foo: bar', '', 'User-agent: b', 'Disallow: /x');
    expect(is(text, 'a', '/x')).toBe(false);
  });
  it('a group naming the robot and * feeds the robot only', () => {
    const text = file('User-agent: a', 'User-agent: *', 'Disallow: /x', '', 'User-agent: *', 'Disallow: /y');
    expect(is(text, 'a', '/y')).toBe(true);
    expect(is(text, 'b', '/x')).toBe(false);
    expect(is(text, 'b', '/y')).toBe(false);
  });
});

describe('docs/spec/google.md §3.3 rule evaluation', () => {
  it('once a group names the robot, * groups are ignored even without rules', () => {
    expect(is(file('User-agent: *', 'Disallow: /', '', 'User-agent: a', 'Disallow:'), 'a', '/x')).toBe(true);
  });
  it('priority is the escaped pattern length; Allow wins ties', () => {
    expect(is(file('User-agent: *', 'Allow: /a$', 'Disallow: /a/'), 'x', '/a/')).toBe(false);
    expect(is(file('User-agent: *', 'Allow: /abc', 'Disallow: /ab*'), 'x', '/abcd')).toBe(true);
  });
  it('Allow: /d/index.html also allows exactly /d/', () => {
    const text = file('User-agent: *', 'Disallow: /d/', 'Allow: /d/index.html');
    expect(is(text, 'x', '/d/')).toBe(true);
    expect(is(text, 'x', '/d/other')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /d/', 'Allow: /d/index.htm'), 'x', '/d/')).toBe(true);
    expect(allowed(text, 'x', '/d/', 'rfc9309')).toBe(false);
  });
  it('no exemption for /robots.txt', () => {
    expect(is(file('User-agent: *', 'Disallow: /'), 'x', '/robots.txt')).toBe(false);
  });
});

describe('docs/spec/google.md §3.4 pattern matcher and §2.10 escaping', () => {
  it('$ is special only at the end: /a$$ matches /a$', () => {
    expect(is(file('User-agent: *', 'Disallow: /a$$'), 'x', '/a$')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /a$$'), 'x', '/a$b')).toBe(true);
  });
  it('the query is part of the matched text', () => {
    expect(is(file('User-agent: *', 'Disallow: /*.php$'), 'x', '/a.php?x')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /*.php'), 'x', '/index?f=filename.php/')).toBe(false);
  });
  it('patterns are escaped (hex upper-cased, non-ASCII encoded), URLs are matched as given', () => {
    expect(is(file('User-agent: *', 'Disallow: /ツ'), 'x', '/%E3%83%84')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /ツ'), 'x', '/ツ')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /%aa'), 'x', '/%aa')).toBe(true);
    expect(is(file('User-agent: *', 'Disallow: /%aa'), 'x', '/%AA')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /%62az'), 'x', '/baz')).toBe(true);
  });
  it('patterns that start with neither / nor * never match', () => {
    expect(is(file('User-agent: *', 'Disallow: x'), 'a', '/x')).toBe(true);
  });
  it('§3.1 GetPathParamsQuery: scheme, authority and fragment are dropped; params kept', () => {
    const text = file('User-agent: *', 'Disallow: /a;b');
    expect(is(text, 'x', 'http://example.com/a;b#c')).toBe(false);
    expect(is(file('User-agent: *', 'Disallow: /?a'), 'x', 'example.com?a')).toBe(false);
  });
});

describe('docs/spec/google.md §2.1 byte-order marks, and bytes versus text', () => {
  const encode = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));
  const body = 'User-agent: FooBot\nDisallow: /private\n';
  it.each([
    ['EF BB BF', [0xef, 0xbb, 0xbf]],
    ['EF BB', [0xef, 0xbb]],
    ['EF', [0xef]],
  ])('a leading %s is skipped, and the bytes print back exactly', (_name, bom) => {
    const input = encode(bom, body);
    const document = parse(input);
    expect(printBytes(document)).toEqual(input);
    expect(compile(document, { dialect: 'google' }).isAllowed('/private', 'FooBot')).toBe(false);
  });
  it('EF 11 BF: only EF is skipped; the first line becomes an unknown key', () => {
    const robots = compile(parse(encode([0xef, 0x11, 0xbf], body)), { dialect: 'google' });
    expect(robots.isAllowed('/private', 'FooBot')).toBe(true);
    expect(robots.model.fields[0]?.kind).toBe('other');
  });
  it("a U+FEFF after the start is ordinary content: that line's key is unknown", () => {
    const robots = compile('User-agent: FooBot\n\uFEFFDisallow: /private\n', { dialect: 'google' });
    expect(robots.isAllowed('/private', 'FooBot')).toBe(true);
    expect(compile('\uFEFFUser-agent: FooBot\nDisallow: /private\n', { dialect: 'google' }).isAllowed('/private', 'FooBot')).toBe(false);
  });
  it('a text that merely starts with the characters "ï»" is no BOM (its UTF-8 bytes are C3 AF C2 BB)', () => {
    expect(compile(`ï»${body}`, { dialect: 'google' }).isAllowed('/private', 'FooBot')).toBe(true);
  });
  it('in a file read as Latin-1 (not UTF-8), patterns escape each byte, as Google does', () => {
    // "/café" in Latin-1 is the byte E9; Google's pattern is /caf%E9 (a UTF-8 file gives /caf%C3%A9).
    const latin1 = new Uint8Array([...new TextEncoder().encode('User-agent: *\nDisallow: /caf'), 0xe9, 0x0a]);
    const robots = compile(parse(latin1), { dialect: 'google' });
    expect(robots.model.groups[0]?.rules[0]?.pattern).toBe('/caf%E9');
    expect(robots.isAllowed('/caf%E9', 'x')).toBe(false);
    expect(robots.isAllowed('/caf%C3%A9', 'x')).toBe(true);
    // A partial BOM before UTF-8 makes the file invalid UTF-8: its bytes are still escaped one by one.
    const partial = compile(parse(encode([0xef, 0xbb], 'User-agent: *\nDisallow: /ツ\n')), { dialect: 'google' });
    expect(partial.isAllowed('/%E3%83%84', 'x')).toBe(false);
  });
});

describe('docs/spec/google.md §2.1 Google reads bytes: a UTF-16 file is not decoded, a NUL ends a line', () => {
  /** `text` as UTF-16 with its byte-order mark. */
  const utf16 = (text: string, endian: 'le' | 'be'): Uint8Array => {
    const out: number[] = endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff];
    for (const char of text)
      out.push(...(endian === 'le' ? [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8] : [char.charCodeAt(0) >> 8, char.charCodeAt(0) & 0xff]));
    return new Uint8Array(out);
  };
  const everything = 'User-agent: *\nDisallow: /\n';

  it.each(['le', 'be'] as const)('FF FE / FE FF and UTF-16%s "User-agent: *, Disallow: /": Google sees no rule, so FooBot may fetch /x', (endian) => {
    const bytes = utf16(everything, endian);
    expect(bytes.slice(0, 6)).toEqual(new Uint8Array(endian === 'le' ? [0xff, 0xfe, 0x55, 0x00, 0x73, 0x00] : [0xfe, 0xff, 0x00, 0x55, 0x00, 0x73]));
    // Every entry point that takes bytes: compile, compileMatcher, a document parsed first.
    expect(compile(bytes, { dialect: 'google' }).isAllowed('/x', 'FooBot')).toBe(true);
    expect(compileMatcher(bytes, { dialect: 'google' }).isAllowed('/x', 'FooBot')).toBe(true);
    expect(compile(parse(bytes), { dialect: 'google' }).isAllowed('/x', 'FooBot')).toBe(true);
    expect(compile(bytes, { dialect: 'google' }).explain('/x', 'FooBot').reasonCode).toBe('empty-file');
  });

  it('the other dialects still decode UTF-16 and obey it', () => {
    for (const dialect of ['1994', 'draft-1996', 'rfc9309', 'revisited-1996'] as const) {
      expect(compile(utf16(everything, 'le'), { dialect }).isAllowed('/x', 'FooBot')).toBe(false);
    }
  });

  it('the file read as bytes prints back to the same bytes, and its diagnostic says how it was read', () => {
    const bytes = utf16(everything, 'le');
    const robots = compile(bytes, { dialect: 'google' });
    expect(robots.document.encoding).toBe('latin1');
    expect(printBytes(robots.document)).toEqual(bytes);
    // The document compiled is untouched: parse(bytes) is still UTF-16, and prints back too.
    const document = parse(bytes);
    compile(document, { dialect: 'google' });
    expect(document.encoding).toBe('utf-16le');
    expect(printBytes(document)).toEqual(bytes);
    const note = robots.diagnostics.find((diagnostic) => diagnostic.code === 'utf16-encoding');
    expect(note?.message).toMatch(/read byte for byte, as Google reads it/);
  });

  it('a body that starts with FF FE but is not UTF-16 (odd length) was already read as bytes; nothing changes', () => {
    const bytes = new Uint8Array([0xff, 0xfe, ...new TextEncoder().encode('\nUser-agent: *\nDisallow: /\n')]);
    expect(bytes.length % 2).toBe(1);
    expect(compile(bytes, { dialect: 'google' }).isAllowed('/x', 'FooBot')).toBe(false);
  });

  it('"Disallow: /a\\0b": Google\'s line ends at the NUL, so the rule is /a and FooBot may not fetch /a', () => {
    const text = 'User-agent: *\nDisallow: /a\0b\n';
    expect(compile(text, { dialect: 'google' }).isAllowed('/a', 'FooBot')).toBe(false);
    expect(compile(new TextEncoder().encode(text), { dialect: 'google' }).isAllowed('/a', 'FooBot')).toBe(false);
    expect(compileMatcher(text, { dialect: 'google' }).isAllowed('/a', 'FooBot')).toBe(false);
    expect(compile(text, { dialect: 'google' }).model.groups[0]?.rules[0]?.value).toBe('/a');
    // The other dialects keep the NUL in the value: /a is not under /a\0b.
    expect(compile(text, { dialect: 'rfc9309' }).isAllowed('/a', 'FooBot')).toBe(true);
  });

  it('a NUL before the colon or the value leaves no directive; in a User-agent value it ends the name', () => {
    expect(is('User-agent: *\nDisallow\0: /a\n', 'FooBot', '/a')).toBe(true);
    expect(is('User-agent: *\n\0Disallow: /a\n', 'FooBot', '/a')).toBe(true);
    expect(is('User-agent: *\nDisallow:\0 /a\n', 'FooBot', '/a')).toBe(true);
    expect(is('User-agent: Foo\0Bot\nDisallow: /a\n', 'Foo', '/a')).toBe(false);
    expect(is('User-agent: Foo\0Bot\nDisallow: /a\n', 'FooBot', '/a')).toBe(true);
    // After a comment's `#`, a NUL changes nothing.
    expect(is('User-agent: *\nDisallow: /a #\0x\n', 'FooBot', '/a')).toBe(false);
  });

  it('a NUL in a Latin-1 file and in a long line (the cut and the NUL: whichever comes first)', () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('User-agent: *\nDisallow: /caf'), 0xe9, 0x00, 0x78, 0x0a]);
    expect(compile(latin1, { dialect: 'google' }).model.groups[0]?.rules[0]?.pattern).toBe('/caf%E9');
    const long = `User-agent: *\nDisallow: /${'x'.repeat(20_000)}\0y\n`;
    expect(compile(long, { dialect: 'google' }).model.groups[0]?.rules[0]?.value.length).toBe(16_663 - 'Disallow: '.length);
  });
});
