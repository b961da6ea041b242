/**
 * `unknown-field`: a field name no standard and no known extension defines, often a typo. Google accepts some typos
 * (and any name that starts with a known one): the message says when it does, and the rename is then safe under
 * Google.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on, LH, GP, GSC, YX } from './meta.ts';
import { readDirective } from '../../model/directives.ts';
import { fixOf } from '../context.ts';
import { displayName, nearestField, STANDARD_FIELDS } from '../fields.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { extensionOf } from './non-standard-field.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'unknown-field',
  family: 'syntax',
  title: 'Unknown field',
  what: 'A field name that no standard and no known crawler extension defines, often a typo (`Dissallow`, `User-Agnet`, `Sitemaps`).',
  why: 'RFC 9309 parsers ignore unknown fields, so a misspelt Disallow blocks nothing. Google accepts some typos (`Dissallow`, `Useragent`, `Site-map`) and any name that starts with a known one, so the file means one thing to Google and another to everyone else.',
  spec: /* @__PURE__ */ cite.rfc9309('2.2.4'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'suggestion',
  bad: 'User-agent: *\nDissallow: /private/\n',
  good: 'User-agent: *\nDisallow: /private/\n',
  fix: 'Correct the spelling (the message says which field it is nearest to and which crawlers accept the typo). The rename is safe under `google` when Google already reads the typo that way, a suggestion elsewhere.',
  anchors: [
    /* @__PURE__ */ LH('Unknown directive'),
    /* @__PURE__ */ GP('unknown key (kUnknown)'),
    /* @__PURE__ */ GP('acceptable typo'),
    /* @__PURE__ */ GSC('Syntax not understood'),
    /* @__PURE__ */ YX('Unknown directive found'),
  ],
};

export function create(context: RuleContext): RuleListeners {
  return {
    directive({ line, name, key }: RuleDirective): void {
      if (STANDARD_FIELDS.has(key) || extensionOf(key)) return;
      const offset = line.textStart;
      const end = offset + name.length;
      const bom = partialBomBefore(context, line.offset, name);
      if (bom) {
        // Google skips the part of a byte-order mark (docs/spec/google.md §2.1): the name it reads is a known one.
        if (context.facts.allLenient) return;
        context.report({
          code: 'unknown-field',
          message: `Unknown field "${name}": the file starts with ${bom.bytes} of a UTF-8 byte-order mark, which Google skips (it reads ${displayName(bom.key)}) but RFC 9309 parsers read as part of the field name, so they ignore the line. Remove those bytes.`,
          offset,
          end,
        });
        return;
      }
      const google = readDirective(line, 'google', context.document.encoding === 'latin1');
      const googleReads = google && (google.kind !== 'other' || google.key === 'sitemap') ? google.key : undefined;
      const nearest = googleReads ?? nearestField(key);
      let message = `Unknown field "${name}": RFC 9309 parsers ignore the line.`;
      if (nearest) message += ` Did you mean "${displayName(nearest)}"?`;
      if (googleReads)
        message += ` Google accepts it as a typo of ${displayName(googleReads)} and obeys it, so the file means different things to Google and to other crawlers.`;
      else if (/^llms?[-_.]?txt$/i.test(key)) message += ' llms.txt is a separate file (/llms.txt), not a robots.txt line.';
      // Safe only where every dialect linted already reads the typo as the field it is renamed to.
      const safe = googleReads !== undefined && context.facts.allLenient;
      const fixes = nearest ? [fixOf(`Rename to ${displayName(nearest)}`, safe, [{ offset, end, text: displayName(nearest) }])] : [];
      context.report({ code: 'unknown-field', message, offset, end, fixes });
    },
  };
}

/** A UTF-8 byte-order mark, or its first bytes, as a Latin-1 decoded file holds them. */
const PARTIAL_BOM = /^\u00ef(?:\u00bb\u00bf?)?/;

/**
 * The byte-order mark, or the part of one, that starts a first line's name in a file decoded as Latin-1 (`EF`,
 * `EF BB`: not UTF-8) when the rest of the name is a known field, else `undefined`.
 */
function partialBomBefore(context: RuleContext, lineOffset: number, name: string): { bytes: string; key: string } | undefined {
  if (lineOffset !== 0 || context.document.encoding !== 'latin1') return undefined;
  const part = PARTIAL_BOM.exec(name)?.[0];
  if (!part) return undefined;
  const key = name.slice(part.length).toLowerCase();
  if (!STANDARD_FIELDS.has(key) && !extensionOf(key)) return undefined;
  return { bytes: ['the byte EF', 'the bytes EF BB', 'the bytes EF BB BF'][part.length - 1] as string, key };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
