import { describe, expect, it } from 'vitest';
import { ruleTester } from '../../helpers/rule-tester.ts';
import rule, { resourceProbes } from '../../../src/lint/rules/render-resources-blocked.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /admin/\nDisallow: /scripts/\n' },
    // A more specific Allow re-opens the style sheets and scripts (Drupal's robots.txt).
    { code: 'User-agent: *\nDisallow: /themes/\nAllow: /themes/*.css$\nAllow: /themes/*.js$\n' },
    // Only for a crawler that does not render pages.
    { code: 'User-agent: GPTBot\nDisallow: /assets/\n' },
    // One file blocked by name is a deliberate choice.
    { code: 'User-agent: *\nDisallow: /js/ab-test.js\n' },
    // The whole site is closed: that is disallow-all's finding.
    { code: 'User-agent: *\nDisallow: /\nDisallow: /wp-includes/\n' },
    // 1994 has no wildcards: /*.js$ is a literal path.
    { code: 'User-agent: *\nDisallow: /*.js$\n', options: { dialect: '1994' } },
    // Googlebot, Bingbot, Applebot and Storebot-Google have their own groups that leave the folder open.
    {
      code: 'User-agent: Googlebot\nUser-agent: Bingbot\nUser-agent: Applebot\nUser-agent: Storebot-Google\nDisallow: /private/\n\nUser-agent: *\nDisallow: /static/\n',
    },
  ],
  invalid: [
    {
      code: 'User-agent: *\nDisallow: /wp-includes/\n',
      errors: [
        {
          line: 2,
          message:
            'This rule keeps Applebot, Bingbot, Googlebot and Storebot-Google, which render pages, from /wp-includes/x.css and /wp-includes/x.js: a page that loads such files is rendered without them. Google asks not to block the resources a page needs to be understood (https://developers.google.com/search/docs/crawling-indexing/robots/intro).',
        },
      ],
    },
    {
      code: 'User-agent: *\nDisallow: /*.js$\nDisallow: /*.css\n',
      errors: [
        { line: 2, message: 'from /x.js:' },
        { line: 3, message: 'from /x.css:' },
      ],
    },
    {
      // Only the style sheets are re-opened.
      code: 'User-agent: Googlebot\nDisallow: /assets\nAllow: /assets/*.css$\n',
      errors: [{ line: 2, message: 'keeps Googlebot, which renders pages, from /assets/x.js:' }],
    },
    {
      // Googlebot has its own group; the others fall back to *.
      code: 'User-agent: Googlebot\nDisallow: /private/\n\nUser-agent: *\nDisallow: /static/\n',
      errors: [{ line: 5, message: 'keeps Applebot, Bingbot and Storebot-Google, which' }],
    },
    { code: 'User-agent: *\nDisallow: /sites/all/themes/\n', options: { dialect: '1994' }, errors: [{ line: 2, message: '/sites/all/themes/x.css' }] },
  ],
});

describe('resourceProbes', () => {
  it('samples the files a pattern for every style sheet or script names', () => {
    expect(resourceProbes('/*.js$')).toEqual(['/x.js']);
    expect(resourceProbes('/assets/*.css*')).toEqual(['/assets/x.css']);
    expect(resourceProbes('/js/app.js')).toEqual([]);
  });

  it('samples a style sheet and a script inside a resource folder, and nothing in other folders', () => {
    expect(resourceProbes('/Static/*')).toEqual(['/Static/x.css', '/Static/x.js']);
    expect(resourceProbes('/wp-content/themes')).toEqual(['/wp-content/themes/x.css', '/wp-content/themes/x.js']);
    expect(resourceProbes('/cgi-bin/')).toEqual([]);
    expect(resourceProbes('*.css')).toEqual([]);
  });
});
