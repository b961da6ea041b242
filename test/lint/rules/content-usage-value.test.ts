import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/content-usage-value.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: *\nContent-Usage: train-ai=n\n' },
    { code: 'User-agent: *\nContent-Usage: /x/ train-ai=y\n' },
    { code: 'User-agent: *\n# Content-Usage: nonsense\n' },
  ],
  invalid: [
    { code: 'User-agent: *\nContent-Usage: train-ai=no\n', errors: [{ line: 2, message: 'Content-Usage: ' }] },
    { code: 'User-agent: *\nContent-Usage: /x/ ai=n\n', errors: [{ line: 2 }] },
    { code: 'Content-Usage: train-ai=n;;\n', options: { dialect: 'google' }, errors: [{ line: 1 }] },
    { code: 'Content-Usage: train-ai=no\nContent-Usage: train-ai=maybe\n', options: { dialects: 'all' }, errors: [{ line: 1 }, { line: 2 }] },
  ],
});
