/**
 * An example URL for an Allow or Disallow rule: its pattern with each `*`
 * filled and a final `$` respected, checked with the matcher so that the
 * example really matches the rule.
 *
 * @module
 */
import { compile } from '../match/compile.ts';
import { DIALECT_PROPERTIES, type Dialect } from '../model/dialect.ts';

/** The candidates for a rule's value, the most telling first. */
function candidates(value: string, dialect: Dialect): string[] {
  const wildcards = DIALECT_PROPERTIES[dialect].wildcards;
  const anchored = wildcards && value.endsWith('$');
  const body = anchored ? value.slice(0, -1) : value;
  const filled = wildcards ? [body.replace(/\*+/g, 'x'), body.replace(/\*+/g, '')] : [body];
  const paths: string[] = [];
  for (const path of filled) {
    const rooted = path.startsWith('/') ? path : `/${path}`;
    // A prefix rule matches the pages under it: show one, not the prefix itself.
    if (!anchored && rooted.endsWith('/')) paths.push(`${rooted}page`);
    paths.push(rooted);
    if (rooted !== path) paths.push(path);
    // The path itself may be one the dialect always allows (`/robots.txt`): a longer one a prefix rule matches too.
    if (!anchored) paths.push(`${rooted}.bak`);
  }
  return [...new Set(paths)];
}

/**
 * A URL path that the rule `kind: value` matches under `dialect`, or
 * `undefined` when none of the candidates does (an empty value matches
 * nothing; a path the dialect always allows, `/robots.txt`, is no example).
 *
 * @example
 * ```ts
 * exampleUrl('disallow', '/private/*.pdf$', 'rfc9309'); // '/private/x.pdf'
 * exampleUrl('disallow', '/tmp/', 'rfc9309');           // '/tmp/page'
 * exampleUrl('disallow', '', 'rfc9309');                // undefined
 * ```
 */
export function exampleUrl(kind: 'allow' | 'disallow', value: string, dialect: Dialect): string | undefined {
  if (value.trim() === '' || /[\r\n#]/.test(value)) return undefined;
  // Under 1994 an Allow line is no rule: it matches nothing.
  if (kind === 'allow' && !DIALECT_PROPERTIES[dialect].allowLines) return undefined;
  // Allow and Disallow patterns match alike: the value as a Disallow, so that "disallowed" means "matched".
  const robots = compile(`User-agent: *\nDisallow: ${value}\n`, { dialect });
  // Disallowed by the one rule: it matches, and the dialect does not exempt the path (`/robots.txt`).
  return candidates(value.trim(), dialect).find((path) => robots.explain(path, 'AnyRobot').allowed === false);
}
