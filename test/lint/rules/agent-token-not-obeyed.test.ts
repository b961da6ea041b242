import { ruleTester } from '../../helpers/rule-tester.ts';
import rule from '../../../src/lint/rules/agent-token-not-obeyed.ts';

ruleTester(rule, {
  valid: [
    { code: 'User-agent: ClaudeBot\nDisallow: /\n' },
    // The retired token kept beside the one obeyed, for older readers.
    { code: 'User-agent: anthropic-ai\nUser-agent: ClaudeBot\nDisallow: /\n' },
    { code: 'User-agent: anthropic-ai\nDisallow: /\n\nUser-agent: ClaudeBot\nDisallow: /\n' },
    // Unknown names far from any documented token, and short names.
    { code: 'User-agent: FooBot\nUser-agent: NPBot\nDisallow: /\n' },
    // A listed name whose product is the token names the crawler.
    { code: 'User-agent: Brightbot 1.0\nDisallow: /\n' },
    // Google reads only the leading letters: Baiduspider+ is Baiduspider.
    { code: 'User-agent: Baiduspider+\nDisallow: /\n', options: { dialect: 'google' } },
    // 1994 finds the token inside the value: GPTbot- names GPTBot.
    { code: 'User-agent: GPTbot-\nDisallow: /\n', options: { dialect: '1994' } },
  ],
  invalid: [
    {
      code: 'User-agent: anthropic-ai\nDisallow: /\n',
      errors: [
        { line: 1, message: 'Anthropic no longer uses "anthropic-ai": its crawler obeys ClaudeBot, which does not read this group. Name ClaudeBot (https://' },
      ],
      suggestion: 'User-agent: ClaudeBot\nDisallow: /\n',
    },
    {
      code: 'User-agent: ChatGPT_User\nUser-agent: GPTbot-\nDisallow: /\n',
      errors: [
        { line: 1, message: '"ChatGPT_User" is no known crawler\'s token, and ChatGPT-User (OpenAI) does not read this group: a typo?' },
        { line: 2, message: 'GPTBot (OpenAI)' },
      ],
      suggestion: 'User-agent: ChatGPT-User\nUser-agent: GPTbot-\nDisallow: /\n',
    },
    {
      code: 'User-agent: Terra Cotta\nDisallow: /\n',
      errors: [{ line: 1, message: '"Terra Cotta" is how some lists name TerraCotta' }],
      suggestion: 'User-agent: TerraCotta\nDisallow: /\n',
    },
    {
      // Two edits in a name of ten letters or more.
      code: 'User-agent: *\nDisallow: /tmp/\n\nUser-agent: googlebot_nws\nDisallow: /\n',
      errors: [{ line: 4, message: 'Googlebot-News (Google)' }],
      suggestion: 'User-agent: *\nDisallow: /tmp/\n\nUser-agent: Googlebot-News\nDisallow: /\n',
    },
    {
      code: 'User-agent: Baiduspider+\nDisallow: /\n',
      errors: [{ line: 1, message: 'Baiduspider (Baidu)' }],
      suggestion: 'User-agent: Baiduspider\nDisallow: /\n',
    },
    {
      // revisited-1996 reads a list of ids: the mistaken word alone is replaced.
      code: 'User-agent: FooBot Claude-Web\nDisallow: /\n',
      options: { dialect: 'revisited-1996' },
      errors: [{ line: 1, message: '"Claude-Web"' }],
      suggestion: 'User-agent: FooBot ClaudeBot\nDisallow: /\n',
    },
  ],
});
