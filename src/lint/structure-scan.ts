/**
 * The structure checks that follow the lines as written, run inside the
 * line checks' single pass: a blank line inside a group (`blank-line-in-group`)
 * and another field between two User-agent lines (`extension-between-agents`).
 * They keep offsets, never line objects (the pass re-reads one object in place).
 *
 * @module
 */
import type { LineView } from '../syntax/tree.ts';
import { fixOf, listOf, type LintContext } from './context.ts';

/** A line's span, kept after the line object moves on. */
interface LineSpan {
  readonly offset: number;
  readonly end: number;
}

/** The state of both checks between lines; `blank` and `directive` are called for each line in order. */
export class StructureScan {
  private readonly context: LintContext;
  private readonly blanksOn: boolean;
  private readonly betweenOn: boolean;
  /** blank-line-in-group: the last agent or rule line, and the blank lines since. */
  private previous: 'agent' | 'rule' | 'none' = 'none';
  /** The first and last of those blank lines (0: none): every blank line between them is one of them (see {@link blankSpans}). */
  private firstBlank = 0;
  private lastBlank = 0;
  /** extension-between-agents: other fields after a User-agent line, waiting for the next line that tells. */
  private pending: { offset: number; end: number; name: string }[] = [];
  private inAgents = false;

  constructor(context: LintContext) {
    this.context = context;
    this.blanksOn = context.enabled('blank-line-in-group');
    this.betweenOn = context.enabled('extension-between-agents');
  }

  /** A blank line. */
  blank(line: LineView): void {
    if (this.blanksOn && this.previous !== 'none') {
      // Line numbers, no object: most blank lines end a group and are never reported.
      if (this.firstBlank === 0) this.firstBlank = line.number;
      this.lastBlank = line.number;
    }
  }

  /**
   * The blank lines from line `first` to line `last`, read again: only an agent or rule line resets the blank lines
   * seen, and those lines are neither, so every blank line between the first and the last seen was seen.
   */
  private blankSpans(first: number, last: number): LineSpan[] {
    const spans: LineSpan[] = [];
    const document = this.context.document;
    const line = document.cursor();
    for (let number = first; number <= last; number++) {
      line.moveTo(number);
      if (line.kind === 'blank') spans.push({ offset: line.offset, end: line.end });
    }
    return spans;
  }

  /** A directive line with its lower-case field key. */
  directive(line: LineView, key: string): void {
    const current = key === 'user-agent' ? 'agent' : key === 'allow' || key === 'disallow' ? 'rule' : 'other';
    if (this.betweenOn) this.between(line, key, current);
    if (this.blanksOn && current !== 'other') this.blankLines(current);
  }

  /** Blank lines inside a group: after User-agent or rule lines and before more rules or agents of the same group (by RFC 9309's grouping). */
  private blankLines(current: 'agent' | 'rule'): void {
    const { context } = this;
    // A blank line splits a group when more of the group follows: rules after anything, or agents after agents.
    if (this.firstBlank > 0 && (current === 'rule' || this.previous === 'agent')) {
      const blanks = this.blankSpans(this.firstBlank, this.lastBlank);
      const splitting = context.facts.splitting;
      const first = blanks[0] as LineSpan;
      const last = blanks[blanks.length - 1] as LineSpan;
      const effect =
        splitting.length > 0
          ? `under ${listOf(splitting)} it ends the record, so ${current === 'rule' ? 'the rules after it belong to no robot' : 'the robots before it get no rules'}`
          : 'harmless in RFC 9309, but the 1994 rules, the 1996 draft and the Revisited format end the record there';
      context.report({
        code: 'blank-line-in-group',
        message: `A blank line inside a group: ${effect}. Delete it.`,
        offset: first.offset,
        end: last.end,
        dialects: splitting.length > 0 ? splitting : context.dialects,
        fixes: [
          fixOf(
            'Delete the blank line',
            splitting.length === 0,
            blanks.map((blank) => ({ offset: blank.offset, end: blank.end, text: '' })),
          ),
        ],
      });
    }
    this.firstBlank = 0;
    this.previous = current;
  }

  /** Another field between two User-agent lines of one group. */
  private between(line: LineView, key: string, current: 'agent' | 'rule' | 'other'): void {
    if (current === 'agent') {
      for (const between of this.pending) {
        this.context.report({
          code: 'extension-between-agents',
          message: `This ${between.name} line sits between two User-agent lines: RFC 9309 keeps the group together, but the 1996 draft ends it here, so crawlers disagree on which robots the lines below apply to. Move it below the last User-agent line.`,
          offset: between.offset,
          end: between.end,
        });
      }
      if (this.pending.length > 0) this.pending = [];
      this.inAgents = true;
    } else if (current === 'rule') {
      this.inAgents = false;
      if (this.pending.length > 0) this.pending = [];
    } else if (this.inAgents && key !== 'sitemap') this.pending.push({ offset: line.textStart, end: line.contentEnd, name: line.fieldName as string });
  }
}
