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
  what: 'A second Crawl-delay, Request-rate, Visit-time, Content-Signal or Content-Usage line in one group (User-agent lines and what follows them up to the next User-agent line), for the same path or time window.',
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
  const recordsEndAtBlankLines = DIALECT_PROPERTIES[context.primary].blankLinesEndRecords;
  // The fields of the current group, by field and scope: the first line, and the first line of each value; `undefined` outside any group.
  let group: Map<string, { first: FieldLine; byValue: Map<string, FieldLine> }> | undefined;
  let afterAgent = false;
  let lastBlank = 0;
  const report = (field: FieldLine, first: FieldLine, same: FieldLine | undefined): void => {
    const name = displayName(field.key);
    const where = field.scope === '' ? '' : ` for ${field.scope}`;
    const message = same
      ? `A second ${name} line${where} in this group, with the value of line ${same.number}: one is enough. Delete this line.`
      : `A second ${name} line${where} in this group: "${field.value}" here, "${first.value}" on line ${first.number}. Readers keep one of them, not all the same one${field.key === 'content-usage' ? ' (AIPREF combines them, the most restrictive winning)' : ''}. Keep one line.`;
    // Deleting a repeat of a value changes nothing, unless a blank line between the two (the last one read is before
    // this line) makes them two records for a dialect linted.
    const safe = same !== undefined && (context.facts.splitting.length === 0 || lastBlank < same.number);
    context.report({
      code: 'duplicate-field',
      message,
      offset: field.offset,
      end: field.end,
      related: [{ offset: (same ?? first).offset, end: (same ?? first).end, message: `the ${same ? 'same' : 'first'} ${name} line${where} of the group` }],
      fixes: same ? [fixOf('Delete the repeated line', safe, [deleteLine(context, field.number)])] : undefined,
    });
  };
  return {
    blank(line): void {
      lastBlank = line.number;
      if (recordsEndAtBlankLines) group = undefined;
    },
    directive({ line, key, value }: RuleDirective): void {
      // A group is the User-agent lines and what follows them up to the next User-agent line after another line,
      // as the crawlers that honour these fields read it (extension-between-agents says where RFC 9309 differs).
      if (key === 'user-agent') {
        if (!afterAgent || group === undefined) group = new Map();
        afterAgent = true;
        return;
      }
      afterAgent = false;
      if (group === undefined || !ONCE_PER_GROUP.has(key)) return;
      const field: FieldLine = { number: line.number, key, scope: scopeOf(key, value), value, offset: line.textStart, end: line.contentEnd };
      const id = `${key}\n${field.scope}`;
      const earlier = group.get(id);
      if (!earlier) {
        group.set(id, { first: field, byValue: new Map([[value, field]]) });
        return;
      }
      report(field, earlier.first, earlier.byValue.get(value));
      if (!earlier.byValue.has(value)) earlier.byValue.set(value, field);
    },
  };
}

/** The rule as the linter's walk takes it (a plain object, so that bundlers drop unused rules). */
const rule: Rule = { meta, create };
export default rule;
