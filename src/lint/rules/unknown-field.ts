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

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
