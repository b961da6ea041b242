import { ruleTester } from '../../helpers/rule-tester.ts';
import rule from '../../../src/lint/rules/crawl-delay-ignored.ts';

ruleTester(rule, {
  valid: [
    // Crawl-delay in the * group is for the crawlers that read it.
    { code: 'User-agent: *\nCrawl-delay: 10\nDisallow: /search\n' },
    // Bingbot reads Crawl-delay.
    { code: 'User-agent: Bingbot\nCrawl-delay: 5\n' },
    // A group for Googlebot without Crawl-delay.
    { code: 'User-agent: Googlebot\nDisallow: /search\n\nUser-agent: Bingbot\nCrawl-delay: 5\n' },
    // 1994: Googlebot obeys only its first record, which has no Crawl-delay.
    { code: 'User-agent: Googlebot\nDisallow: /a\n\nUser-agent: Googlebot\nCrawl-delay: 5\n', options: { dialect: '1994' } },
    // 1994: a blank line ends the record, so the Crawl-delay line is in none.
    { code: 'User-agent: Googlebot\nDisallow: /a\n\nCrawl-delay: 5\n', options: { dialect: '1994' } },
  ],
  invalid: [
    {
      code: 'User-agent: Googlebot\nCrawl-delay: 10\nDisallow: /search\n',
      errors: [{ line: 2, message: 'Googlebot (https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers) ignores Crawl-delay' }],
    },
    {
      // Only the crawlers that ignore it are named; Bingbot reads it.
      code: 'User-agent: Bingbot\nUser-agent: Googlebot\nUser-agent: Googlebot-Image\nCrawl-delay: 5\n',
      errors: [
        {
          line: 4,
          message:
            'Googlebot and Googlebot-Image (https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers) ignore Crawl-delay: this line does not slow them.',
        },
      ],
    },
    {
      code: 'User-agent: YandexBot\nDisallow: /tmp/\nCrawl-delay: 2\n\nUser-agent: AdsBot-Google\nCrawl-delay: 1\n',
      errors: [
        { line: 3, message: 'YandexBot (https://yandex.com/support/webmaster/robot-workings/check-yandex-robots.html) ignores Crawl-delay' },
        { line: 6, message: 'AdsBot-Google (https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers)' },
      ],
    },
    {
      // Google reads the value's leading letters: Googlebot/2.1 names Googlebot.
      code: 'User-agent: Googlebot/2.1\nCrawl-delay: 3\n',
      options: { dialect: 'google' },
      errors: [{ line: 2, message: 'Googlebot' }],
    },
    {
      // 1994 and the draft find the name inside the value.
      code: 'User-agent: Googlebot-Mobile\nCrawl-delay: 3\n',
      options: { dialect: 'draft-1996' },
      errors: [{ line: 2, message: 'Googlebot (' }],
    },
    { code: 'User-agent: *\nDisallow: /a\n\nUser-agent: Googlebot-News\nCrawl-delay: 1\n', options: { dialects: 'all' }, errors: [{ line: 5 }] },
  ],
});
