/**
 * The editing API: changes to a parsed robots.txt as minimal {@link TextEdit}s.
 *
 * Each function reads the file's groups under a dialect (`rfc9309` unless
 * `options.dialect` says otherwise: the groups every modern crawler forms,
 * RFC 9309 §2.2.1), and returns the edits that make the change: every line
 * it does not touch stays byte for byte, new lines take the file's own line
 * end (its first one; LF in a file without any) and the formatter's layout.
 * Apply them with {@link applyEdits}. Agents are matched by their
 * User-agent value, ASCII case-insensitively.
 *
 * Under rfc9309 and google every group naming a robot applies to it (merged
 * groups), so a new group for a robot adds to what it had. Under the record
 * dialects (1994, draft-1996, revisited-1996) only the first record that
 * matches a robot applies (docs/spec/dialects.md ): an edit for a
 * robot goes into that record when it names only this robot, and otherwise
 * into a new record just before it (so that the new record is the first the
 * robot matches), starting with copies of the rules the robot followed. A
 * robot that only a `*` record matches gets a new record at the end, as
 * under rfc9309 (unless a record there would not be read). An edit for `*`
 * goes into the first `*` record, the one the robots that no record names
 * obey (a second `*` record is never read).
 *
 * A new line of a group goes after the group's last User-agent, rule or
 * field line: inside the group, before the blank line and the Sitemap lines
 * that often end a file (under rfc9309 the group runs on through them; a
 * record dialect reads them outside every record). A new group goes before
 * such trailing Sitemap lines, which stay last, as `writeRobotsTxt` writes
 * them.
 *
 * @module
 */
import { compile, type RobotsTxt } from '../match/compile.ts';
import { buildModel } from '../model/build.ts';
import { DIALECT_PROPERTIES, type Dialect } from '../model/dialect.ts';
import { fieldKey } from '../model/directives.ts';
import type { Field, Group, RobotsModel, Rule } from '../model/types.ts';
import { parse } from '../syntax/parse.ts';
import type { LineIndex } from '../syntax/position.ts';
import { SyntaxDocument, type SyntaxLine } from '../syntax/tree.ts';
import { textEdit, type TextEdit } from './text-edit.ts';
import { directiveLine, groupLines, lineFieldName, lineValue, type RobotsGroupData, type RobotsRuleData } from './writer.ts';

/** Options of the editing functions. */
export interface EditOptions {
  /** The dialect whose groups the edits look for (default `rfc9309`). */
  readonly dialect?: Dialect;
}

/**
 * Where an edit for a robot goes: into a group (`group`), or into a new group
 * placed before `before` (at the end, or at the start when the last group is
 * still open, without one).
 */
interface Placement {
  readonly group?: Group;
  readonly before?: Group;
}

/** Whether a User-agent field's value is `wanted` (lower case), ASCII case-insensitively. */
function namesAgent(field: Field, wanted: string): boolean {
  return field.value.toLowerCase() === wanted;
}

/** Whether a group names the robot `wanted` (lower case) and no other. */
function namesOnly(group: Group, wanted: string): boolean {
  return group.agents.length > 0 && group.agents.every((field) => namesAgent(field, wanted));
}

/** Whether a robot name is `*`: every robot that no group names. */
function isStar(agent: string): boolean {
  return agent.trim() === '*';
}

/** The document, its model and how to make edits of it. */
/** Whether a line strictly between two lines is a field other than User-agent. */
function directiveBetween(editor: Editor, after: number, before: number): boolean {
  for (let number = after + 1; number < before; number++) {
    const name = editor.line(number).fieldName;
    if (name !== undefined && fieldKey(name) !== 'user-agent') return true;
  }
  return false;
}

class Editor {
  readonly document: SyntaxDocument;
  readonly model: RobotsModel;
  readonly eol: string;
  readonly dialect: Dialect;
  private index: LineIndex | undefined;
  private compiled: RobotsTxt | undefined;

  constructor(input: string | SyntaxDocument, options: EditOptions) {
    this.document = input instanceof SyntaxDocument ? input : parse(input);
    this.dialect = options.dialect ?? 'rfc9309';
    this.model = buildModel(this.document, this.dialect);
    const text = this.document.text;
    const at = text.search(/[\r\n]/);
    this.eol = at < 0 ? '\n' : text.charCodeAt(at) === 0x0a ? '\n' : text.charCodeAt(at + 1) === 0x0a ? '\r\n' : '\r';
  }

  edit(offset: number, end: number, text: string): TextEdit {
    this.index ??= this.document.lineIndex();
    // In a file of mixed line ends, a CR of one side and an LF of the other would join into one CRLF
    // line end and lose a line (a blank line that ends a record, say): the new side's end becomes CRLF.
    const source = this.document.text;
    if (text.endsWith('\r') && source.charCodeAt(end) === 0x0a) text += '\n';
    if (text.startsWith('\n') && offset > 0 && source.charCodeAt(offset - 1) === 0x0d) text = `\r${text}`;
    return textEdit(this.document.text, offset, end, text, this.index);
  }

  /**
   * The file compiled under the dialect, for the groups and rules a robot
   * follows: made on first use and kept (most edits need only the model).
   */
  get robots(): RobotsTxt {
    return (this.compiled ??= compile(this.document, { dialect: this.dialect }));
  }

  line(number: number): SyntaxLine {
    return this.document.line(number) as SyntaxLine;
  }

  /** The groups naming `agent` (case-insensitive), in file order. */
  groupsOf(agent: string): Group[] {
    const wanted = agent.toLowerCase();
    return this.model.groups.filter((group) => group.agents.some((field) => namesAgent(field, wanted)));
  }

  /** The first group that names `agent` and no other robot. */
  ownGroup(agent: string): Group | undefined {
    const wanted = agent.toLowerCase();
    return this.model.groups.find((group) => namesOnly(group, wanted));
  }

  /**
   * Where a new line for `agent` goes. Merged groups (rfc9309, google): the
   * first group naming only that robot, else a new group. Records (1994,
   * draft-1996, revisited-1996): the record the robot follows now when it
   * names only this robot; a new record just before it when it names others
   * too (a later record would never be read); a new record at the end when
   * only a `*` record, or none, applies. For `*` itself, the record the
   * robots that no record names follow (the first `*` record: a later one is
   * never read, A-3), or a new one before it when it names other robots too.
   */
  placement(agent: string): Placement {
    if (DIALECT_PROPERTIES[this.dialect].agentSelection === 'merged-groups') {
      const group = this.ownGroup(agent);
      return group !== undefined ? { group } : {};
    }
    const applying = isStar(agent) ? this.starRecord() : this.followedGroups(agent)[0];
    if (applying === undefined) return {};
    if (namesOnly(applying, agent.trim().toLowerCase())) return { group: applying };
    // A robot that only a `*` record matches: a record naming it, wherever it is, comes first, and one at the end
    // takes no robot from a record that names it already (as one before the `*` record could: `FooBot` names
    // `FooBot-Images` in revisited-1996).
    if (!isStar(agent) && applying === this.starRecord() && this.followsRecordAtEnd(agent)) return {};
    return { before: applying };
  }

  /** Whether the robot would follow a record naming it that is appended at the end (not when a record before names it already). */
  followsRecordAtEnd(agent: string): boolean {
    const text = this.document.text;
    const end = text === '' || /[\r\n]$/.test(text) ? '' : this.eol;
    const appended = `${text}${end}${this.eol}${directiveLine('User-agent', lineValue(agent, 'User-agent value'))}${this.eol}Disallow:${this.eol}`;
    const robots = compile(appended, { dialect: this.dialect });
    return robots.groupsFor(agent)[0]?.index === robots.model.groups.length - 1;
  }

  /**
   * Records: the record that robots no record names follow (the first `*`
   * record, as the dialect's matcher picks it), or none. It is the record
   * the matcher picks for an empty name, which no record names.
   */
  starRecord(): Group | undefined {
    return this.followedGroups('')[0];
  }

  /** The groups (of this editor's model) that `agent` follows now, as the dialect's matcher selects them. */
  followedGroups(agent: string): Group[] {
    return this.robots.groupsFor(agent).map((group) => this.model.groups[group.index] as Group);
  }

  /** Inserts lines after line `number` (0: at the start). */
  insertAfter(number: number, lines: readonly string[]): TextEdit {
    const body = lines.map((line) => line + this.eol).join('');
    // At the start, but after a byte-order mark.
    if (number === 0) {
      const start = this.document.text.charCodeAt(0) === 0xfeff ? 1 : 0;
      return this.edit(start, start, body);
    }
    const line = this.line(number);
    // A last line without a line end gets one first.
    if (line.end === line.contentEnd) return this.edit(line.end, line.end, this.eol + body.slice(0, -this.eol.length));
    return this.edit(line.end, line.end, body);
  }

  /** Appends lines at the end of the file, one blank line after the last non-blank line. */
  append(lines: readonly string[]): TextEdit {
    const text = this.document.text;
    const count = this.document.lineCount;
    if (count === 0) return this.edit(0, 0, lines.map((line) => line + this.eol).join(''));
    const last = this.line(count);
    const needsEnd = last.end === last.contentEnd;
    const blank = last.kind === 'blank' && !needsEnd ? '' : this.eol;
    return this.edit(text.length, text.length, (needsEnd ? this.eol : '') + blank + lines.map((line) => line + this.eol).join(''));
  }

  /**
   * Appends Sitemap lines: right after the file's last line when it is a
   * Sitemap line (blank lines after it aside), so that the sitemaps stay one
   * block; else at the end, one blank line after the last non-blank line.
   */
  appendSitemaps(lines: readonly string[]): TextEdit {
    let last = this.document.lineCount;
    while (last >= 1 && this.line(last).kind === 'blank') last--;
    const isSitemap = last >= 1 && this.model.fields.some((field) => field.key === 'sitemap' && field.ref.line === last);
    return isSitemap ? this.insertAfter(last, lines) : this.append(lines);
  }

  /**
   * Deletes field lines (Sitemap, Crawl-delay…) as {@link Editor.deleteLines} does, except where the lines are all
   * that parts two User-agent lines of different groups: under the record dialects a field line ends a robot list,
   * and without it the two lists would join into one group. There the first of them becomes an empty `Disallow:`,
   * which ends the list as the field did and allows everything, as a group without rules does.
   */
  deleteFieldLines(numbers: readonly number[]): TextEdit[] {
    const doomed = new Set(numbers);
    const groupOf = new Map<number, Group>();
    for (const group of this.model.groups) for (const field of group.agents) groupOf.set(field.ref.line, group);
    const edits: TextEdit[] = [];
    const deleted: number[] = [];
    // Each run (doomed lines with only blank and comment lines between them) is read once, so the cost stays
    // linear in the file however many lines go.
    let runEnd = 0;
    for (const first of [...doomed].sort((a, b) => a - b)) {
      if (first <= runEnd) continue;
      let blank = false;
      let after = first + 1;
      for (; after <= this.document.lineCount; after++) {
        const line = this.line(after);
        if (line.kind === 'blank') blank = true;
        else if (line.fieldName !== undefined && !doomed.has(after)) break;
      }
      runEnd = after - 1;
      let before = first - 1;
      for (; before >= 1; before--) {
        const line = this.line(before);
        if (line.kind === 'blank') blank = true;
        else if (line.fieldName !== undefined) break;
      }
      const above = groupOf.get(before);
      const below = groupOf.get(after);
      const parts = !blank && above !== undefined && below !== undefined && above !== below;
      if (parts) {
        const line = this.line(first);
        edits.push(this.edit(line.textStart, line.contentEnd, 'Disallow:'));
      }
      for (let number = parts ? first + 1 : first; number <= runEnd; number++) if (doomed.has(number)) deleted.push(number);
    }
    return [...edits, ...this.deleteLines(deleted)];
  }

  /** Deletes whole lines (line ends included); a last line without a line end takes the line end before it. */
  deleteLines(numbers: readonly number[]): TextEdit[] {
    const sorted = [...new Set(numbers)].sort((a, b) => a - b);
    const edits: TextEdit[] = [];
    for (let i = 0; i < sorted.length;) {
      let j = i;
      while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
      const first = this.line(sorted[i] as number);
      const last = this.line(sorted[j] as number);
      if (last.end === last.contentEnd && first.number > 1) {
        const before = this.line(first.number - 1);
        edits.push(this.edit(before.contentEnd, last.end, ''));
      } else if (first.offset === 0 && this.document.text.charCodeAt(last.end) === 0xfeff) {
        // A U+FEFF that would start the file would be read as a byte-order mark, and the line after it as a field:
        // a line end stays before it.
        edits.push(this.edit(0, last.contentEnd, ''));
      } else if (first.number > 1 && this.document.text.charCodeAt(first.offset - 1) === 0x0d && this.document.text.charCodeAt(last.end) === 0x0a) {
        // A CR left before an LF would make one CRLF of two line ends and lose the line after (a blank line that
        // ends a record, say): the line before keeps the deleted lines' last line end instead.
        const before = this.line(first.number - 1);
        edits.push(this.edit(before.contentEnd, last.contentEnd, ''));
      } else edits.push(this.edit(first.offset, last.end, ''));
      i = j + 1;
    }
    return edits;
  }

  /**
   * The rules a robot without a group of its own follows now (those of the
   * `*` groups; under the record dialects, of the record it follows): a new
   * group for it starts with copies of them, so that it keeps every verdict
   * but the ones the edit means to change.
   */
  inheritedRules(agent: string): RobotsRuleData[] {
    // Merged groups: a new group adds to the robot's groups, so it copies nothing.
    if (DIALECT_PROPERTIES[this.dialect].agentSelection === 'merged-groups' && this.groupsOf(agent).length > 0) return [];
    // The robots `*` stands for are those no record names: they follow what the empty name, which no record names, follows.
    const follower = isStar(agent) && DIALECT_PROPERTIES[this.dialect].agentSelection !== 'merged-groups' ? '' : agent;
    return this.robots.rulesFor(follower).map((rule) => ({ kind: rule.kind, path: rule.value }));
  }

  /**
   * The line a new line of a group goes after: its last User-agent or rule
   * line, and the field lines (Crawl-delay, …) right below it. Not a Sitemap
   * line (sitemaps belong to no group), nor a line after a blank line or a
   * comment: in rfc9309 a group runs on over blank lines to the next group,
   * through trailing sitemaps and stray lines, which a record dialect reads
   * outside every record.
   */
  lastLine(group: Group): number {
    let last = group.start.line;
    for (const field of group.agents) last = Math.max(last, field.ref.line);
    for (const rule of group.rules) last = Math.max(last, rule.ref.line);
    const fields = new Set(group.extensions.filter((field) => field.key !== 'sitemap').map((field) => field.ref.line));
    while (fields.has(last + 1)) last++;
    return last;
  }

  /**
   * Where a new group goes when the file ends with the layout `writeRobotsTxt`
   * writes (the last group, a blank line, then Sitemap lines, blank lines
   * and comments): the line after which it goes, followed by a blank line
   * (the trailing Sitemap lines stay last). Undefined for any other ending.
   */
  beforeTrailingSitemaps(): number | undefined {
    const sitemapLines = new Set(this.model.fields.filter((field) => field.key === 'sitemap').map((field) => field.ref.line));
    let start = this.document.lineCount;
    let sitemaps = 0;
    for (; start >= 1; start--) {
      const line = this.line(start);
      if (sitemapLines.has(start)) sitemaps++;
      else if (line.kind !== 'blank' && line.kind !== 'comment') break;
    }
    if (sitemaps === 0 || start === 0) return undefined;
    // The comments right after the last group stay with it; the first blank line after them starts the sitemaps' block.
    let blank = start + 1;
    while (blank <= this.document.lineCount && this.line(blank).kind === 'comment') blank++;
    if (blank > this.document.lineCount || this.line(blank).kind !== 'blank') return undefined;
    return blank - 1;
  }

  /** Adds lines to a group, after its {@link lastLine}. */
  appendToGroup(group: Group, lines: readonly string[]): TextEdit {
    return this.insertAfter(this.lastLine(group), lines);
  }

  /** Lines of a group holding a field of this key (lower case). */
  fieldLines(group: Group, key: string): number[] {
    return group.extensions.filter((field) => field.key === key).map((field) => field.ref.line);
  }
}

/** A new group: before `before` (with a blank line after it), else at the end. */
function newGroup(editor: Editor, group: RobotsGroupData, before?: Group): TextEdit {
  // A group without a rule is still open: a User-agent line after it would join it (RFC 9309 §2.2.1). A new group
  // that goes before another gets an empty Disallow (which allows everything) to close it.
  const closed = (): string[] => groupLines(group.rules.length > 0 ? group : { ...group, rules: [{ kind: 'disallow', path: '' }] });
  const lines = groupLines(group);
  if (before !== undefined) return editor.insertAfter(before.start.line - 1, [...closed(), '']);
  const groups = editor.model.groups;
  const last = groups[groups.length - 1];
  // (A record ends at a blank line, and one comes before the appended lines.)
  if (last !== undefined && last.rules.length === 0 && !DIALECT_PROPERTIES[editor.dialect].blankLinesEndRecords) {
    const first = (groups[0] as Group).start.line;
    return editor.insertAfter(first - 1, [...closed(), '']);
  }
  // Sitemap lines at the end stay there (the layout every writer of the toolkit makes).
  const beforeSitemaps = last === undefined ? undefined : editor.beforeTrailingSitemaps();
  if (beforeSitemaps !== undefined) return editor.insertAfter(beforeSitemaps, ['', ...lines]);
  return editor.append(lines);
}

/**
 * The editing functions under one name, each returning the {@link TextEdit}s
 * that make one change (apply them with {@link applyEdits}).
 *
 * @example
 * ```ts
 * import { applyEdits, edit } from 'robotstxt-toolkit';
 *
 * const text = 'User-agent: *\nDisallow: /private/\n';
 * applyEdits(text, edit.addRule(text, '*', 'disallow', '/tmp/'));
 * // 'User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n'
 * ```
 *
 * A plain object rather than a module namespace (`export * as`), so that a
 * bundle which never reads `edit` leaves the editor out.
 *
 * @namespace
 */
export const edit = {
  /**
   * Adds an Allow or Disallow line for `agent`: after the last line of the
   * first group that names only that robot (before Sitemap lines after it),
   * or in a new group when there is none (at the end, before trailing
   * Sitemap lines; at the start when the last group has no rule yet, so that
   * the new User-agent line does not join it). A robot that no group names
   * follows the `*` group: its new group starts with copies of those rules,
   * so that only the URLs the new rule matches change. Nothing when the
   * group has that rule already. Throws a `RangeError` for an Allow line
   * under a dialect without them (1994). The record dialects place the line
   * as the module notes say.
   *
   * @example
   * ```ts
   * const text = 'User-agent: *\nDisallow: /tmp/\n\nSitemap: https://example.com/sitemap.xml\n';
   * applyEdits(text, edit.addRule(text, 'GPTBot', 'disallow', '/'));
   * // 'User-agent: *\nDisallow: /tmp/\n\nUser-agent: GPTBot\nDisallow: /tmp/\nDisallow: /\n\nSitemap: https://example.com/sitemap.xml\n'
   *
   * // The 1994 standard's robots obey the first `*` record: the rule goes there.
   * const records = 'User-agent: *\nDisallow: /admin/\n';
   * applyEdits(records, edit.addRule(records, '*', 'disallow', '/private/', { dialect: '1994' }));
   * // 'User-agent: *\nDisallow: /admin/\nDisallow: /private/\n'
   * ```
   */
  addRule(input: string | SyntaxDocument, agent: string, kind: 'allow' | 'disallow', path: string, options: EditOptions = {}): TextEdit[] {
    const editor = new Editor(input, options);
    // An Allow line under a dialect without them would be read as nothing (docs/spec/dialects.md §1.3).
    if (kind === 'allow' && !DIALECT_PROPERTIES[editor.dialect].allowLines)
      throw new RangeError(`The ${editor.dialect} dialect has no Allow lines: an added Allow line would change nothing.`);
    const value = lineValue(path, 'path', true);
    const line = directiveLine(kind === 'allow' ? 'Allow' : 'Disallow', value);
    const place = editor.placement(agent);
    if (place.group !== undefined) {
      if (place.group.rules.some((rule) => rule.kind === kind && rule.value === value)) return [];
      return [editor.appendToGroup(place.group, [line])];
    }
    const inherited = editor.inheritedRules(agent);
    return [newGroup(editor, { agents: [agent], rules: [...inherited, { kind, path: value }] }, place.before)];
  },

  /**
   * Removes the Allow or Disallow lines with this value from every group
   * naming `agent`. A group left without rules gets an empty `Disallow:`
   * instead, so that it stays a group of its own (an empty Disallow allows
   * everything) and its robots do not join the next group.
   */
  removeRule(input: string | SyntaxDocument, agent: string, kind: 'allow' | 'disallow', path: string, options: EditOptions = {}): TextEdit[] {
    const editor = new Editor(input, options);
    const edits: TextEdit[] = [];
    const removed = (rule: Rule): boolean => rule.kind === kind && rule.value === path;
    for (const group of editor.groupsOf(agent)) {
      const doomed = new Set(group.rules.filter(removed).map((rule) => rule.ref.line));
      if (doomed.size === 0) continue;
      // revisited-1996 reads a line's value as a list of path roots: a line that lists others keeps them.
      const others = new Map<number, string[]>();
      for (const rule of group.rules)
        if (doomed.has(rule.ref.line) && !removed(rule)) others.set(rule.ref.line, [...(others.get(rule.ref.line) ?? []), rule.value]);
      for (const [number, roots] of others) {
        const token = editor.line(number).value as NonNullable<SyntaxLine['value']>;
        edits.push(editor.edit(token.offset, token.end, roots.join(' ')));
      }
      const lines = [...doomed].filter((number) => !others.has(number));
      if (lines.length === 0) continue;
      const kept = others.size > 0 || group.rules.some((rule) => !doomed.has(rule.ref.line));
      if (kept) for (const deletion of editor.deleteLines(lines)) edits.push(deletion);
      else {
        const [first, ...rest] = lines as [number, ...number[]];
        const line = editor.line(first);
        edits.push(editor.edit(line.textStart, line.contentEnd, 'Disallow:'));
        for (const deletion of editor.deleteLines(rest)) edits.push(deletion);
      }
    }
    return edits;
  },

  /** Adds a group at the end of the file (see {@link edit.addRule} for where, and {@link RobotsGroupData}). */
  addGroup(input: string | SyntaxDocument, group: RobotsGroupData, options: EditOptions = {}): TextEdit[] {
    return [newGroup(new Editor(input, options), group)];
  },

  /**
   * Removes `agent` from the file: its User-agent line from a group that names
   * other robots too, or the whole group (its comments and lines, but not a
   * Sitemap line inside it) when it names only this one.
   */
  removeGroup(input: string | SyntaxDocument, agent: string, options: EditOptions = {}): TextEdit[] {
    const editor = new Editor(input, options);
    const wanted = agent.toLowerCase();
    const doomed: number[] = [];
    const edits: TextEdit[] = [];
    for (const group of editor.groupsOf(agent)) {
      const mine = group.agents.filter((field) => namesAgent(field, wanted));
      const firstKept = group.agents.find((field) => !namesAgent(field, wanted));
      if (firstKept !== undefined) {
        const [opening] = mine;
        // A line of the group above its first other robot (a Crawl-delay between User-agent lines, say) would
        // join the group before once this robot's lines above it are gone: that robot's line moves up to
        // where the group starts instead.
        const carried = opening !== undefined && opening.ref.line < firstKept.ref.line && directiveBetween(editor, opening.ref.line, firstKept.ref.line);
        if (carried) {
          const first = editor.line(opening.ref.line);
          const kept = editor.line(firstKept.ref.line);
          edits.push(editor.edit(first.textStart, first.contentEnd, editor.document.text.slice(kept.textStart, kept.contentEnd)));
          doomed.push(firstKept.ref.line);
        }
        for (const field of carried ? mine.slice(1) : mine) doomed.push(field.ref.line);
        continue;
      }
      for (let number = group.start.line; number <= group.end.line; number++) {
        const name = editor.line(number).fieldName;
        if (name === undefined || fieldKey(name) !== 'sitemap') doomed.push(number);
      }
      // And one blank line after it, so that no two are left in a row.
      const next = editor.document.line(group.end.line + 1);
      if (next?.kind === 'blank') doomed.push(next.number);
    }
    return [...edits, ...editor.deleteLines(doomed)];
  },

  /** Renames a robot: every User-agent value equal to `from` (case-insensitive) becomes `to`; only the values change. */
  renameAgent(input: string | SyntaxDocument, from: string, to: string, options: EditOptions = {}): TextEdit[] {
    const editor = new Editor(input, options);
    const value = lineValue(to, 'User-agent value');
    const wanted = from.toLowerCase();
    const edits: TextEdit[] = [];
    for (const group of editor.groupsOf(from)) {
      for (const field of group.agents) {
        if (!namesAgent(field, wanted)) continue;
        const token = editor.line(field.ref.line).value;
        if (token !== undefined) edits.push(editor.edit(token.offset, token.end, value));
      }
    }
    return edits;
  },

  /** Adds a `Sitemap:` line at the end of the file (right after the last line when it is a Sitemap line), unless the file lists that URL already. */
  addSitemap(input: string | SyntaxDocument, url: string, options: EditOptions = {}): TextEdit[] {
    const editor = new Editor(input, options);
    const value = lineValue(url, 'Sitemap URL');
    if (editor.model.sitemaps.includes(value)) return [];
    return [editor.appendSitemaps([directiveLine('Sitemap', value)])];
  },

  /** Removes every `Sitemap:` line with this URL. */
  removeSitemap(input: string | SyntaxDocument, url: string, options: EditOptions = {}): TextEdit[] {
    const editor = new Editor(input, options);
    const lines = editor.model.fields.filter((field) => field.key === 'sitemap' && field.value === url).map((field) => field.ref.line);
    return editor.deleteFieldLines(lines);
  },

  /** Makes the file's sitemaps exactly `urls`: removes the others, appends the missing ones at the end (in the order given, as {@link edit.addSitemap} does). */
  setSitemaps(input: string | SyntaxDocument, urls: readonly string[], options: EditOptions = {}): TextEdit[] {
    const editor = new Editor(input, options);
    const values = urls.map((url) => lineValue(url, 'Sitemap URL'));
    const doomed = editor.model.fields.filter((field) => field.key === 'sitemap' && !values.includes(field.value)).map((field) => field.ref.line);
    const missing = [...new Set(values.filter((value) => !editor.model.sitemaps.includes(value)))];
    const edits = editor.deleteFieldLines(doomed);
    if (missing.length > 0) edits.push(editor.appendSitemaps(missing.map((value) => directiveLine('Sitemap', value))));
    return edits;
  },

  /**
   * Sets a field (`Crawl-delay`, `Request-rate`, `Host`, an extension): for an
   * `agent`, in the first group naming only that robot, else the first group
   * naming it (shared with the other robots it names), its value replaced when
   * the group has the field, else a line added to the group; for a robot no
   * group names, a new group with copies of the `*` rules it follows (under
   * the record dialects: the record the robot follows when it names only this
   * robot, else a new record as {@link edit.addRule} places it). Without
   * an agent, the first such line of the file outside the groups, or a new
   * line at the start.
   */
  setField(input: string | SyntaxDocument, agent: string | undefined, name: string, value: string, options: EditOptions = {}): TextEdit[] {
    const editor = new Editor(input, options);
    const canonical = lineFieldName(name);
    const key = fieldKey(canonical);
    const written = lineValue(value, `${canonical} value`);
    const line = directiveLine(canonical, written);
    const replace = (number: number): TextEdit => {
      const syntax = editor.line(number);
      return editor.edit(syntax.textStart, syntax.commentOffset >= 0 ? syntax.commentOffset : syntax.contentEnd, syntax.commentOffset >= 0 ? `${line} ` : line);
    };
    if (agent === undefined) {
      const inGroups = new Set(editor.model.groups.flatMap((group) => group.extensions.map((field) => field.ref.line)));
      const existing = editor.model.fields.find((field) => field.key === key && !inGroups.has(field.ref.line));
      if (existing !== undefined) return [replace(existing.ref.line)];
      const first = editor.model.groups[0];
      return [first === undefined ? editor.append([line]) : editor.insertAfter(first.start.line - 1, [line, ''])];
    }
    const place = editor.placement(agent);
    // Merged groups: a field line in any group naming the robot applies to it.
    const group = place.group ?? (DIALECT_PROPERTIES[editor.dialect].agentSelection === 'merged-groups' ? editor.groupsOf(agent)[0] : undefined);
    if (group === undefined)
      return [newGroup(editor, { agents: [agent], rules: editor.inheritedRules(agent), fields: [{ name: canonical, value: written }] }, place.before)];
    const existing = editor.fieldLines(group, key)[0];
    return existing !== undefined ? [replace(existing)] : [editor.appendToGroup(group, [line])];
  },

  /** Removes a field's lines: from the groups naming `agent`, or (without one) everywhere in the file. */
  removeField(input: string | SyntaxDocument, agent: string | undefined, name: string, options: EditOptions = {}): TextEdit[] {
    const editor = new Editor(input, options);
    const key = name.toLowerCase();
    const lines =
      agent === undefined
        ? editor.model.fields.filter((field) => field.kind === 'other' && field.key === key).map((field) => field.ref.line)
        : editor.groupsOf(agent).flatMap((group) => editor.fieldLines(group, key));
    return editor.deleteFieldLines(lines);
  },
};
