import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/sitemap-url.ts';

ruleTester(rule, {
  valid: [
    { code: 'Sitemap: https://example.com/sitemap.xml\n' },
    { code: 'Sitemap: http://xn--caf-dma.example/s.xml\n' },
    { code: 'Sitemap: https://[::1]:8080/s.xml?x=1\n' },
  ],
  invalid: [
    { code: 'Sitemap: /sitemap.xml\n', errors: [{ line: 1, message: 'Sitemap "/sitemap.xml" is not an absolute http(s) URL' }] },
    { code: 'User-agent: *\nSitemap: ftp://example.com/s.xml\n', errors: [{ line: 2 }] },
    { code: 'Sitemap:\n', options: { dialect: 'google' }, errors: [{ line: 1, message: 'Sitemap ""' }] },
    { code: 'Sitemap: https://exa mple.com/s.xml\nSitemap: https://\n', options: { dialects: 'all' }, errors: [{ line: 1 }, { line: 2 }] },
  ],
});
