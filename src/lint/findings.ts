/**
 * A check's {@link Finding} (offsets) made into the {@link LintDiagnostic}
 * `lint()` returns (lines and columns, severity, the rule's spec and page).
 *
 * Every object a diagnostic holds is a class instance (see young.ts: object
 * literals kept until `lint()` returns were allocated in V8's old generation),
 * with its fields in the order the literals had, so a diagnostic serialises
 * exactly as before. Positions are found with a cursor that remembers the last
 * line (most findings come in file order) and falls back to the line index's
 * binary search.
 *
 * @module
 */
import type { Severity, SpecReference, LintDiagnosticCode } from '../diagnostics/diagnostic.ts';
import type { TextEdit } from '../format/text-edit.ts';
import type { Dialect } from '../model/dialect.ts';
import type { LineIndex, Position, Range } from '../syntax/position.ts';
import type { SyntaxDocument } from '../syntax/tree.ts';
import type { EditDraft, Finding } from './context.ts';
import { ruleDocsPath, RULES_BY_CODE } from './rules.ts';
import type { FixKind, LintDiagnostic, LintFix, RelatedLocation, Witness } from './types.ts';
import { objectList } from './young.ts';

/** A {@link Position}. */
class LintPosition implements Position {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly offset: number,
  ) {}
}

/** A {@link Range}. */
class LintRange implements Range {
  constructor(
    readonly start: Position,
    readonly end: Position,
  ) {}
}

/** A {@link TextEdit}. */
class LintEdit implements TextEdit {
  constructor(
    readonly offset: number,
    readonly end: number,
    readonly text: string,
    readonly range: Range,
  ) {}
}

/** A {@link LintFix}. */
class Fix implements LintFix {
  constructor(
    readonly title: string,
    readonly kind: FixKind,
    readonly edits: readonly TextEdit[],
  ) {}
}

/** A {@link RelatedLocation}. */
class Related implements RelatedLocation {
  constructor(
    readonly range: Range,
    readonly message: string,
  ) {}
}

/** A {@link LintDiagnostic}: `spec` and `witness` are set only when present, in the places the literals had them. */
class Diagnostic implements LintDiagnostic {
  // Declared only: the constructor's assignments make the fields, in the literals' order (an initialised field would be made first).
  declare readonly code: LintDiagnosticCode;
  declare readonly severity: Severity;
  declare readonly message: string;
  declare readonly range: Range;
  declare readonly spec?: SpecReference;
  declare readonly related: readonly RelatedLocation[];
  declare readonly fixes: readonly LintFix[];
  declare readonly dialects: readonly Dialect[];
  declare readonly witness?: Witness;
  declare readonly docs: string;

  constructor(
    code: LintDiagnosticCode,
    severity: Severity,
    message: string,
    range: Range,
    spec: SpecReference | undefined,
    related: readonly RelatedLocation[],
    fixes: readonly LintFix[],
    dialects: readonly Dialect[],
    witness: Witness | undefined,
    docs: string,
  ) {
    const self = this as { -readonly [K in keyof LintDiagnostic]: LintDiagnostic[K] };
    self.code = code;
    self.severity = severity;
    self.message = message;
    self.range = range;
    if (spec) self.spec = spec;
    self.related = related;
    self.fixes = fixes;
    self.dialects = dialects;
    if (witness) self.witness = witness;
    self.docs = docs;
  }
}

/** The empty list findings without fixes or related places share (frozen: a finding is read-only). */
const NONE: readonly never[] = Object.freeze([]);

/** How many lines past the last position the cursor walks before it searches instead. */
const CURSOR_STEPS = 8;

/**
 * Positions of one document's offsets, as its {@link LineIndex} gives them:
 * the line found last is tried first, then the few lines after it, then the
 * index's binary search. A line is taken only when its start is at or before
 * the offset and the next line's start is past it, which is the line the
 * binary search finds (anything else, e.g. the end of the text, is left to it).
 */
export class PositionCursor {
  private readonly document: SyntaxDocument;
  /** The document's line index, asked for at the first offset the cursor does not find (most files' findings never are). */
  private index: LineIndex | undefined = undefined;
  /** The text's length: offsets are clamped to it. */
  private readonly length: number;
  private readonly lineCount: number;
  /** The line found last (1-based) and where it and the next one start. */
  private line = 1;
  private start: number;
  private next: number;

  constructor(document: SyntaxDocument) {
    this.document = document;
    this.length = document.text.length;
    this.lineCount = document.lineCount;
    this.start = document.lineStart(1);
    this.next = document.lineStart(2);
  }

  position(offset: number): Position {
    // Clamped as LineIndex.position clamps.
    const at = Math.max(0, Math.min(Number.isFinite(offset) ? Math.trunc(offset) : 0, this.length));
    if (this.lineCount > 0) {
      if (at >= this.start && at < this.next) return new LintPosition(this.line, at - this.start + 1, at);
      if (at >= this.next) {
        const document = this.document;
        for (let step = 0, line = this.line + 1; step < CURSOR_STEPS && line <= this.lineCount; step++, line++) {
          const start = document.lineStart(line);
          const next = document.lineStart(line + 1);
          if (at < start) break;
          if (at < next) {
            this.line = line;
            this.start = start;
            this.next = next;
            return new LintPosition(line, at - start + 1, at);
          }
        }
      }
    }
    const found = (this.index ??= this.document.lineIndex()).position(at);
    if (found.line <= this.lineCount) {
      this.line = found.line;
      this.start = this.document.lineStart(found.line);
      this.next = this.document.lineStart(found.line + 1);
    }
    return new LintPosition(found.line, found.column, found.offset);
  }

  range(start: number, end: number): Range {
    return new LintRange(this.position(start), this.position(end));
  }
}

/** The diagnostic of `finding`, at `severity`, about `dialects` unless the finding names its own. */
export function toDiagnostic(finding: Finding, severity: Severity, dialects: readonly Dialect[], positions: PositionCursor): LintDiagnostic {
  const { code, message, witness } = finding;
  // The range before the fixes' and related places' (the order the positions were always asked in).
  const range = positions.range(finding.offset, finding.end);
  let fixes: readonly LintFix[] = NONE;
  const drafts = finding.fixes;
  if (drafts !== undefined && drafts.length > 0) {
    const made = objectList<LintFix>();
    for (const draft of drafts) {
      const edits = objectList<TextEdit>();
      for (const edit of draft.edits) edits.push(editOf(edit, positions));
      made.push(new Fix(draft.title, draft.kind, edits));
    }
    fixes = made;
  }
  let related: readonly RelatedLocation[] = NONE;
  if (finding.related !== undefined) {
    const made = objectList<RelatedLocation>();
    for (const place of finding.related) made.push(new Related(positions.range(place.offset, place.end), place.message));
    related = made;
  }
  const spec = finding.spec ?? RULES_BY_CODE.get(code)?.spec;
  return new Diagnostic(code, severity, message, range, spec, related, fixes, finding.dialects ?? dialects, witness, ruleDocsPath(code));
}

function editOf(draft: EditDraft, positions: PositionCursor): TextEdit {
  return new LintEdit(draft.offset, draft.end, draft.text, positions.range(draft.offset, draft.end));
}
