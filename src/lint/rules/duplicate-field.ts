/**
 * `duplicate-field`: a group field that says one thing per group (Crawl-delay, Request-rate, Visit-time,
 * Content-Signal, Content-Usage) written twice in one group, for the same path (Content-*) or time window
 * (Request-rate). Readers keep one of the two, and not the same one; a repeat of the same value is deleted safely.
 *
 * @module
 */
import * as cite from '../../diagnostics/cite.ts';
import { on } from './meta.ts';
import { DIALECT_PROPERTIES } from '../../model/dialect.ts';
import { fixOf } from '../context.ts';
import { displayName } from '../fields.ts';
import type { Rule, RuleContext, RuleDirective, RuleListeners } from '../rule.ts';
import { deleteLine } from '../text.ts';
import type { RuleMeta } from '../types.ts';

export const meta: RuleMeta = {
  code: 'duplicate-field',
  family: 'values',
  title: 'Group field repeated',
  what: 'A second Crawl-delay, Request-rate, Visit-time, Content-Signal or Content-Usage line in one group (for the same path, or the same time window).',
  why: 'Each says one thing for the robots of its group. Readers keep one of the lines (some the first, some the last; AIPREF combines Content-Usage lines, the most restrictive winning), so conflicting values mean different things to different crawlers.',
  spec: /* @__PURE__ */ cite.toolkit('extensions §3.3'),
  severity: /* @__PURE__ */ on('warning'),
  fixable: 'safe',
  bad: 'User-agent: bingbot\nCrawl-delay: 1\nCrawl-delay: 5\n',
  good: 'User-agent: bingbot\nCrawl-delay: 5\n',
  fix: 'Keep one line. A repeat of the same value is deleted (a safe fix: these fields decide no Allow/Disallow verdict).',
  anchors: [],
};

/** The fields a group holds once, by key. */
const ONCE_PER_GROUP: ReadonlySet<string> = new Set(['crawl-delay', 'request-rate', 'visit-time', 'content-signal', 'content-usage']);

/** What a line of the field applies to: the path of a Content-Signal or Content-Usage line, the time window of a Request-rate line. */
function scopeOf(key: string, value: string): string {
  const words = value.split(/[ \t]+/);
  if (key === 'content-signal' || key === 'content-usage') return value.startsWith('/') ? (words[0] as string) : '';
  if (key === 'request-rate') return words[1] ?? '';
  return '';
}

interface FieldLine {
  readonly number: number;
  readonly key: string;
  readonly scope: string;
  readonly value: string;
  readonly offset: number;
  readonly end: number;
}

export function create(context: RuleContext): RuleListeners {
  const fields: FieldLine[] = [];
  const blanks: number[] = [];
  return {
    blank(line): void {
      blanks.push(line.number);
    },
    directive({ line, key, value }: RuleDirective): void {
      if (!ONCE_PER_GROUP.has(key)) return;
      fields.push({ number: line.number, key, scope: scopeOf(key, value), value, offset: line.textStart, end: line.contentEnd });
    },
    end(): void {
      const groups = context.model.groups;
      if (groups.length === 0 || fields.length === 0) return;
      const recordsEndAtBlankLines = DIALECT_PROPERTIES[context.primary].blankLinesEndRecords;
      const seen = new Map<string, FieldLine>();
      let group = -1;
      for (const field of fields) {
        while (group + 1 < groups.length && (groups[group + 1]?.start.line as number) <= field.number) group++;
        if (group < 0) continue;
        const start = groups[group]?.start.line as number;
        const blankBetween = (from: number, to: number): boolean => blanks.some((blank) => blank > from && blank < to);
        // A record of the 1994 rules ends at a blank line: a field after it belongs to no record.
        if (recordsEndAtBlankLines && blankBetween(start, field.number)) continue;
        const id = `${group}\n${field.key}\n${field.scope}`;
        const first = seen.get(id);
        if (!first) {
          seen.set(id, field);
          continue;
        }
        const name = displayName(field.key);
        const where = field.scope === '' ? '' : ` for ${field.scope}`;
        const same = first.value === field.value;
        const message = same
          ? `A second ${name} line${where} in this group, with the value of line ${first.number}: one is enough. Delete this line.`
          : `A second ${name} line${where} in this group: "${field.value}" here, "${first.value}" on line ${first.number}. Readers keep one of them, not all the same one${field.key === 'content-usage' ? ' (AIPREF combines them, the most restrictive winning)' : ''}. Keep one line.`;
        // Deleting a repeat of the same value changes nothing, unless a blank line between the two lines makes them two records somewhere.
        const safe = same && (context.facts.splitting.length === 0 || !blankBetween(first.number, field.number));
        context.report({
          code: 'duplicate-field',
          message,
          offset: field.offset,
          end: field.end,
          related: [{ offset: first.offset, end: first.end, message: `the first ${name} line${where} of the group` }],
          fixes: same ? [fixOf('Delete the repeated line', safe, [deleteLine(context, field.number)])] : undefined,
        });
      }
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
