/**
 * An opt-in for long-running processes: keep one small compiled file per dialect alive.
 *
 * V8 throws optimised code away when a hidden class it was compiled for has no live object at a full
 * garbage collection. A crawler that compiles a file, answers its questions and drops it has no
 * compiled file alive between sites, so after each full collection `compile` and `isAllowed` run in
 * the interpreter until V8 optimises them again (measured: 50 compiles and questions after a full
 * collection took about four times as long). One-shot checks do not need this; nothing calls it
 * implicitly.
 */

import { compile } from './compile.ts';
import { compileMatcher } from './matcher.ts';
import { DIALECTS } from './types.ts';

const WARM_UP_TEXT = 'User-agent: FooBot\nDisallow: /a\nAllow: /a/b\n';
const WARM_UP_URL = 'https://example.com/robots.txt';

/** The files {@link warmUp} keeps, for as long as the module is loaded. */
let kept: readonly object[] = [];

/**
 * Compiles a small file under each dialect with {@link compile} and {@link compileMatcher}, asks
 * each one question, and keeps them for as long as the module is loaded (about a millisecond, a
 * few kilobytes). Call it once at the start of a process that compiles many files over its life (a
 * crawler); calling it again is harmless. Never throws.
 *
 * @example
 * ```ts
 * warmUp();
 * compile('User-agent: *\nDisallow: /private/\n').isAllowed('/private/x', 'FooBot'); // false
 * ```
 */
export function warmUp(): void {
  if (kept.length > 0) return;
  kept = DIALECTS.flatMap((dialect) => {
    const options = { dialect, url: WARM_UP_URL };
    const robots = compile(WARM_UP_TEXT, options);
    const matcher = compileMatcher(WARM_UP_TEXT, options);
    robots.isAllowed('https://example.com/a/', 'FooBot/1.0');
    matcher.isAllowed('https://example.com/a/', 'FooBot/1.0');
    return [robots, matcher];
  });
}
