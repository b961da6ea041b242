/**
 * `hoverAt`: a field's meaning and sections, an unknown field's nearest spelling, the crawlers a User-agent value
 * names, and for a rule an example URL, its robots, and the verdict on that URL under each dialect.
 */
import { describe, expect, it } from 'vitest';
import { hoverAt } from '../../src/editor.ts';

const hover = (text: string, line: number, character: number, options = {}) => hoverAt(text, { line, character }, options);

describe('hover on a field name', () => {
  it('says what the field does and links its sections in RFC 9309, the 1994 text, the 1996 draft and Google', () => {
    expect(hover('User-agent: *\nDisallow: /private/\n', 1, 2)).toEqual({
      range: { start: { line: 1, character: 0 }, end: { line: 1, character: 8 } },
      markdown: [
        '**Disallow**',
        '',
        "A path the group's robots must not fetch: every URL whose path starts with it (`*` matches any characters and a final `$` ends the path under RFC 9309 and Google). An empty value disallows nothing.",
        '',
        '[RFC 9309 §2.2.2](https://www.rfc-editor.org/rfc/rfc9309.html#section-2.2.2) · [A Standard for Robot Exclusion (1994), "The Format"](https://www.robotstxt.org/orig.html) · [draft-koster-robots-00 (1996) §3.2.2](https://www.robotstxt.org/norobots-rfc.txt) · [Google Search Central: disallow](https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt#disallow)',
      ].join('\n'),
    });
  });

  it('says who honours an extension and links the toolkit notes', () => {
    expect(hover('User-agent: *\nCrawl-delay: 5\n', 1, 0)?.markdown).toBe(
      [
        '**Crawl-delay** (not in RFC 9309)',
        '',
        'Seconds a robot should wait between two fetches. Honoured by: Bing, Cloudflare /crawl and many libraries; not Google, not Yandex since 2018.',
        '',
        '[robotstxt-toolkit notes, extensions §3.3](https://github.com/robotstxt-toolkit/robotstxt-toolkit/blob/main/docs/spec/extensions.md)',
      ].join('\n'),
    );
  });

  it('names an unknown field and the canonical spelling it is nearest to, and how Google reads it', () => {
    const markdown = hover('User-agent: *\nDissallow: /a\n', 1, 3)?.markdown;
    expect(markdown).toContain(
      '**Unknown field** `Dissallow`: no standard or known crawler defines it, so crawlers ignore the line. Did you mean **Disallow**?',
    );
    expect(markdown).toContain('- 1994, draft-1996, rfc9309, revisited-1996: unknown field `Dissallow` (ignored)\n- google: Disallow `/a`');
  });

  it('says which dialects do not read Allow as a rule', () => {
    expect(hover('User-agent: *\nAllow: /a\n', 1, 1)?.markdown).toContain(
      'Read differently by the dialects:\n\n- 1994, revisited-1996: not a rule: the dialect has no Allow\n- draft-1996, rfc9309, google: Allow `/a`',
    );
  });

  it('documents a typo Google accepts as the field it reads it as, under google', () => {
    expect(hover('useragent: GPTBot\n', 0, 2, { dialect: 'google' })?.markdown).toContain('`useragent` is read as User-agent under google.');
  });
});

describe('hover on a User-agent value', () => {
  it('gives the known crawler: operator, purpose, whether it obeys robots.txt, the source', () => {
    expect(hover('User-agent: GPTBot\nDisallow: /\n', 0, 14)).toEqual({
      range: { start: { line: 0, character: 12 }, end: { line: 0, character: 18 } },
      markdown: '**GPTBot**: OpenAI · AI model training\n\nObeys robots.txt: yes.\n\nSource: https://platform.openai.com/docs/bots',
    });
  });

  it('explains a control token', () => {
    expect(hover('User-agent: Google-Extended\nDisallow: /\n', 0, 14)?.markdown).toContain(
      'A control token: no request carries it; `Googlebot` reads it, so disallowing it stops a use, not a crawler.',
    );
  });

  it('names the product token a value with a version gives, and the dialects that apply the line differently', () => {
    const markdown = hover('User-agent: Googlebot/2.1\nDisallow: /\n', 0, 14)?.markdown;
    expect(markdown).toContain('**Googlebot**: Google · search indexing');
    expect(markdown).toContain('A robot named `Googlebot` obeys this line under 1994, draft-1996, rfc9309, google; not under revisited-1996.');
    expect(markdown).toContain('Under rfc9309 the line names `Googlebot`.');
  });

  it('says an unknown robot is not in the table, and what `*` means', () => {
    expect(hover('User-agent: FooBot\nDisallow: /\n', 0, 13)?.markdown).toBe("`FooBot` is not in the toolkit's table of known crawlers.");
    expect(hover('User-agent: *\nDisallow: /\n', 0, 12)?.markdown).toBe('`*`: every robot that no other group names.');
  });
});

describe('hover on an Allow or Disallow value', () => {
  it('gives an example URL, the robots, and the verdict under each dialect with the deciding line', () => {
    expect(hover('User-agent: *\nDisallow: /a\nAllow: /a/b\n', 2, 9)).toEqual({
      range: { start: { line: 2, character: 7 }, end: { line: 2, character: 11 } },
      markdown: [
        '**Allow** `/a/b`, for `*`',
        '',
        'Matches, for example, `/a/b`.',
        '',
        '| dialect | `/a/b` for `AnyRobot` | decided by |',
        '| --- | --- | --- |',
        '| 1994 | disallowed | line 2: `Disallow: /a` |',
        '| draft-1996 | disallowed | line 2: `Disallow: /a` |',
        '| rfc9309 | allowed | this line |',
        '| google | allowed | this line |',
        '| revisited-1996 | disallowed | line 2: `Disallow: /a` |',
      ].join('\n'),
    });
  });

  it('fills wildcards, keeps a final `$`, and tests with the first robot the group names', () => {
    const markdown = hover('User-agent: GPTBot\nDisallow: /*.pdf$\n', 1, 12)?.markdown ?? '';
    expect(markdown).toContain('Matches, for example, `/x.pdf`.');
    expect(markdown).toContain('| dialect | `/x.pdf` for `GPTBot` | decided by |');
    expect(markdown).toContain('| rfc9309 | disallowed | this line |');
  });

  it('shows a page under a directory rule', () => {
    expect(hover('User-agent: *\nDisallow: /tmp/\n', 1, 12)?.markdown).toContain('Matches, for example, `/tmp/page`.');
  });

  it('says an empty rule matches nothing, and a rule before any group is ignored', () => {
    expect(hover('User-agent: FooBot\nDisallow:\n', 1, 9)?.markdown).toBe('**Disallow** (empty), for `FooBot`\n\nAn empty Disallow matches no URL.');
    expect(hover('Disallow: /a\nUser-agent: *\n', 0, 11)?.markdown).toBe(
      'This rule comes before any User-agent line: no group holds it, and every robot ignores it.',
    );
  });

  it('picks a robot name no group gives when the group is `*`', () => {
    expect(hover('User-agent: *\nDisallow: /a\n\nUser-agent: AnyRobot\nAllow: /\n', 1, 11)?.markdown).toContain('for `AnyRobot2`');
  });
});

describe('hover elsewhere', () => {
  it('says nothing on a blank line, a comment, whitespace or past the text', () => {
    const text = 'User-agent: *  # all\n\n# note\nDisallow: /a\n';
    expect(hover(text, 1, 0)).toBeUndefined();
    expect(hover(text, 2, 3)).toBeUndefined();
    expect(hover(text, 0, 17)).toBeUndefined();
    expect(hover(text, 9, 0)).toBeUndefined();
    expect(hover('', 0, 0)).toBeUndefined();
  });
});
