import { ruleTester } from '../../helpers/rule-tester.ts';
import * as rule from '../../../src/lint/rules/clean-param-value.ts';

ruleTester(rule, {
  valid: [{ code: 'Clean-param: ref\n' }, { code: 'Clean-param: ref&sid /forum/*.php\n' }, { code: 'Clean-param: utm_source /\n' }],
  invalid: [
    { code: 'Clean-param: a&&b\n', errors: [{ line: 1, message: 'Clean-param "a&&b" is not "param[&param…] [path]"' }] },
    { code: 'Clean-param: ref /a /b\n', errors: [{ line: 1 }] },
    { code: 'Clean-param:\n', options: { dialect: 'google' }, errors: [{ line: 1 }] },
    { code: 'Clean-param: &ref\nClean-param: ref /a?b\n', options: { dialects: 'all' }, errors: [{ line: 1 }, { line: 2 }] },
  ],
});
