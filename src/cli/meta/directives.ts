/**
 * The directives of a page as `page` and `meta` print them, and their `--rules` flag.
 *
 * @module
 */
import { stringFlag } from '../args.ts';
import { UsageError, type ParsedArgs } from '../command.ts';
import { printable as p, type Output } from '../io/output.ts';
import type { MetaRules, PageDirectives } from '../../meta/page.ts';
import type { UsageValue } from '../../model/usage.ts';

/** `--rules modern|seed`. */
export function rulesFlag(args: ParsedArgs, command: string): MetaRules {
  const rules = stringFlag(args, 'rules') ?? 'modern';
  if (rules !== 'modern' && rules !== 'seed') throw new UsageError(`--rules must be modern or seed, not ${JSON.stringify(rules)}.`, command);
  return rules;
}

/** AIPREF categories, one row each (experimental). */
export function printCategories(categories: Readonly<Record<string, UsageValue>>, out: Output): void {
  const c = out.color;
  for (const [label, value] of Object.entries(categories)) {
    const shown = value === 'allowed' ? c.green(value) : value === 'disallowed' ? c.red(value) : c.dim(value);
    out.line(`${c.dim(p(label).padEnd(12))} ${shown} ${c.dim('(AIPREF, experimental)')}`);
  }
}

/** The effective directives, each with the tag or header that decided it. */
export function printDirectives(directives: PageDirectives, out: Output): void {
  const c = out.color;
  const from = (key: keyof PageDirectives['sources']): string => {
    const source = directives.sources[key];
    return source ? c.dim(`  ${p(source.text)}`) : c.dim('  (default)');
  };
  const yesNo = (value: boolean): string => (value ? c.green('yes') : c.red('no'));
  const row = (label: string, text: string): void => out.line(`${c.dim(label.padEnd(12))} ${text}`);
  const choice = (key: 'index' | 'follow'): string => (directives.robotsChoice.includes(key) ? c.yellow(" (robot's choice)") : '');
  row('index', `${yesNo(directives.index)}${choice('index')}${from('index')}`);
  row('follow', `${yesNo(directives.follow)}${choice('follow')}${from('follow')}`);
  if (directives.maxSnippet !== undefined)
    row(
      'snippet',
      `${directives.maxSnippet === 0 ? 'none' : directives.maxSnippet < 0 ? 'no limit' : `at most ${directives.maxSnippet} characters`}${from('maxSnippet')}`,
    );
  if (directives.maxImagePreview !== undefined) row('image prev.', `${directives.maxImagePreview}${from('maxImagePreview')}`);
  if (directives.maxVideoPreview !== undefined)
    row('video prev.', `${directives.maxVideoPreview < 0 ? 'no limit' : `at most ${directives.maxVideoPreview} s`}${from('maxVideoPreview')}`);
  if (directives.unavailableAfter) row('unavailable', `after ${new Date(directives.unavailableAfter.time).toISOString()}${from('unavailableAfter')}`);
  for (const flag of ['noarchive', 'notranslate', 'noimageindex', 'indexifembedded'] as const) if (directives[flag]) row(flag, `yes${from(flag)}`);
  row('rules', directives.rules);
  for (const d of directives.diagnostics) row(d.severity, `${c.yellow(p(d.message))} ${c.dim(`[${d.code}]`)}`);
}
