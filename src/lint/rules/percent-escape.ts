/**
 * `percent-escape`: a `%` not followed by two hex digits, an escape of an unreserved character (`%62` for `b`), or an
 * escape with lower-case hex (`%2f`). Upper-casing is safe where every dialect linted normalizes escapes, decoding
 * where every dialect linted decodes unreserved escapes on both sides.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { DIALECT_PROPERTIES } from '../../model/dialect.ts';
import { fixOf } from '../context.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { valueStart } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'percent-escape',
  family: 'values',
  title: 'Invalid, unreserved or lower-case %-escape',
  what: 'A `%` not followed by two hex digits, a %-escape of an unreserved character (`/foo/%62%61%7A` for `/foo/baz`), or a %-escape with lower-case hex (`%2f`).',
  why: 'A broken escape matches no URL a browser sends. RFC 9309 decodes escapes of unreserved characters (letters, digits, `-`, `.`, `_`, `~`) and normalizes hex case, but Google and the literal readers (1994, Revisited) compare escapes as written, so the same line matches different URLs.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.2'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'safe',
  bad: 'User-agent: *\nDisallow: /caf%c3%a9/\n',
  good: 'User-agent: *\nDisallow: /caf%C3%A9/\n',
  fix: 'Write `%25` for a literal `%`; write unreserved characters as themselves (safe where escapes are decoded on both sides); upper-case the hex digits (safe where escapes are normalized).',
  anchors: [],
};

const INVALID = /%(?![0-9A-Fa-f]{2})/;
const ESCAPE = /%[0-9A-Fa-f]{2}/g;
/** RFC 3986's unreserved characters, which RFC 9309 decodes where they are escaped. */
const UNRESERVED = /^[A-Za-z0-9._~-]$/;
const HAS_LOWER_CASE_HEX = /[a-f]/;

/** The character an escape stands for, when it is unreserved. */
function unreservedOf(escape: string): string | undefined {
  const char = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
  return UNRESERVED.test(char) ? char : undefined;
}

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, key, value }: RuleDirective): void {
      if ((key !== 'allow' && key !== 'disallow') || !value.includes('%')) return;
      const start = valueStart(line, value);
      const invalid = INVALID.exec(value);
      if (invalid) {
        context.report({
          code: 'percent-escape',
          message: 'A "%" not followed by two hex digits: no URL a browser sends has it. Write %25 for a literal "%".',
          offset: start + invalid.index,
          end: start + Math.min(value.length, invalid.index + 3),
        });
      }
      const escapes = [...value.matchAll(ESCAPE)];
      const unreserved = escapes.filter((match) => unreservedOf(match[0]) !== undefined);
      const firstUnreserved = unreserved[0];
      if (firstUnreserved) {
        const decoded = value.replace(ESCAPE, (escape) => unreservedOf(escape) ?? escape);
        const edits = unreserved.map((match) => ({ offset: start + match.index, end: start + match.index + 3, text: unreservedOf(match[0]) as string }));
        // Decoding keeps every verdict only where both the rule and the URL are decoded (RFC 9309's normalization, the draft's decoding).
        const decodedEverywhere = context.dialects.every((dialect) => ['normalize', 'decode'].includes(DIALECT_PROPERTIES[dialect].percent));
        context.report({
          code: 'percent-escape',
          message: `"${firstUnreserved[0]}" escapes an unreserved character: RFC 9309 reads "${value}" as "${decoded}", but Google and literal readers compare the escape as written, so they match other URLs. Write "${decoded}".`,
          offset: start + firstUnreserved.index,
          end: start + firstUnreserved.index + 3,
          fixes: [fixOf('Write the unreserved characters unescaped', decodedEverywhere, edits)],
        });
      }
      // Unreserved escapes have their own finding, whose fix decodes them.
      const lower = escapes.filter((match) => HAS_LOWER_CASE_HEX.test(match[0]) && unreservedOf(match[0]) === undefined);
      const first = lower[0];
      if (!first) return;
      const edits = lower.map((match) => ({ offset: start + match.index, end: start + match.index + 3, text: match[0].toUpperCase() }));
      context.report({
        code: 'percent-escape',
        message: `Lower-case hex in "${first[0]}": RFC 9309 normalizes it, but literal readers compare escapes byte for byte. Write "${first[0].toUpperCase()}".`,
        offset: start + first.index,
        end: start + first.index + 3,
        fixes: [fixOf('Upper-case the hex digits', context.facts.normalized, edits)],
      });
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
