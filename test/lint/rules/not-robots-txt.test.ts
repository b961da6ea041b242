import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/not-robots-txt.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nDisallow: /\n' },
    // Markup in a robots.txt with standard lines: a robots.txt.
    { code: 'User-agent: *\nDisallow: /<html>\n' },
    { code: 'User-agent: *\nAllow from all\n' },
  ],
  invalid: [
    { code: '<!DOCTYPE html>\n<html><body>Not found</body></html>\n', errors: [{ line: 1, message: 'This is an HTML page' }] },
    { code: '\uFEFF  <html lang="en">\n<p>User-agent: *</p>\n', options: { dialects: 'all' }, errors: [{ line: 1, message: 'HTML page' }] },
    { code: 'RewriteEngine On\nRewriteRule ^x$ /y [L]\n', errors: [{ line: 1, message: 'Apache configuration (.htaccess)' }] },
    // Google's lenient reader finds no standard line in it either.
    { code: 'Options -Indexes\nDeny from all\n', options: { dialect: 'google' }, errors: [{ line: 1, message: '.htaccess' }] },
  ],
});
