/**
 * The writer: data → text → data is the identity, the text is in
 * the formatter's canonical layout, and values that would break a line are
 * refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format, readRobotsTxt, writeRobotsTxt, type RobotsTxtData } from '../../src/index.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';

const RUNS = Math.max(1000, Math.floor(FUZZ_RUNS / 5));
const word = (chars: string, min = 1) => fc.string({ unit: fc.constantFrom(...chars), minLength: min, maxLength: 12 });
const agentArb = fc.oneof(fc.constant('*'), word('abcdefghXYZ-_.0123456789'));
const pathArb = fc.oneof(
  fc.constant(''),
  word('abcxyz/*$.%-_?=&0123456789', 0).map((rest) => `/${rest}`),
);
const fieldArb = fc.record({
  name: fc.constantFrom('Crawl-delay', 'Request-rate', 'Clean-param', 'Visit-time', 'X-Robots-Extra'),
  value: word('0123456789/ .abc', 0).map((v) => v.trim()),
});
const dataArb: fc.Arbitrary<RobotsTxtData> = fc.record(
  {
    fields: fc.array(fc.record({ name: fc.constantFrom('Host', 'Clean-param'), value: word('abc.example0123') }), { minLength: 1, maxLength: 2 }),
    groups: fc.array(
      fc.record(
        {
          agents: fc.array(agentArb, { minLength: 1, maxLength: 3 }),
          rules: fc.array(fc.record({ kind: fc.constantFrom('allow' as const, 'disallow' as const), path: pathArb }), { minLength: 1, maxLength: 4 }),
          fields: fc.array(fieldArb, { minLength: 1, maxLength: 2 }),
        },
        { requiredKeys: ['agents', 'rules'] },
      ),
      { maxLength: 4 },
    ),
    sitemaps: fc.array(
      word('abcdefxyz/.:').map((s) => `https://example.com/${s}`),
      { minLength: 1, maxLength: 3 },
    ),
  },
  { requiredKeys: ['groups'] },
);

describe('writeRobotsTxt', () => {
  it(`gives the data back when parsed, and writes the canonical layout (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(dataArb, (data) => {
        const text = writeRobotsTxt(data);
        expect(readRobotsTxt(text)).toEqual(data);
        expect(format(text)).toBe(text);
      }),
      { numRuns: RUNS },
    );
  });

  it('writes comments, canonical names and CRLF on request', () => {
    const text = writeRobotsTxt(
      {
        comments: ['robots.txt for example.com'],
        groups: [{ agents: ['GPTBot'], rules: [{ kind: 'disallow', path: '/' }], fields: [{ name: 'crawl-delay', value: '10' }], comments: ['AI'] }],
        sitemaps: ['https://example.com/sitemap.xml'],
      },
      '\r\n',
    );
    expect(text).toBe(
      '# robots.txt for example.com\r\n\r\n# AI\r\nUser-agent: GPTBot\r\nDisallow: /\r\nCrawl-delay: 10\r\n\r\nSitemap: https://example.com/sitemap.xml\r\n',
    );
  });

  it('refuses a value that would start another line or a comment', () => {
    expect(() => writeRobotsTxt({ groups: [{ agents: ['a\nDisallow: /'], rules: [] }] })).toThrow(RangeError);
    expect(() => writeRobotsTxt({ groups: [{ agents: ['a#b'], rules: [] }] })).toThrow(RangeError);
    expect(() => writeRobotsTxt({ fields: [{ name: 'Bad name', value: 'x' }], groups: [] })).toThrow(RangeError);
    expect(writeRobotsTxt({ groups: [{ agents: ['a'], rules: [{ kind: 'disallow', path: '/x#y' }] }] })).toBe('User-agent: a\nDisallow: /x%23y\n');
  });
});
