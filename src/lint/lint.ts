/**
 * `lint`: every rule of `RULES` over one file, for one dialect or for
 * portability across all of them, configured the ESLint way (a preset,
 * per-rule settings, `# robotstxt-disable-next-line CODE` comments).
 *
 * @module
 */
import type { LintDiagnosticCode, Severity } from '../diagnostics/diagnostic.ts';
import { applyEdits } from '../format/text-edit.ts';
import { compile, type RobotsTxt } from '../match/compile.ts';
import { DIALECT_PROPERTIES, DIALECTS, type Dialect } from '../model/dialect.ts';
import { parse } from '../syntax/parse.ts';
import { SyntaxDocument, type SyntaxLine } from '../syntax/tree.ts';
import type { DialectFacts, Finding, LintContext } from './context.ts';
import { selectFixes } from './fix-selection.ts';
import { checkGroups } from './group-checks.ts';
import { lintModelOf, lintModelShapes, type LintGroup, type LintModel, type LintRule } from './lint-model.ts';
import { hasStandardFieldLine, LineChecks } from './line-checks.ts';
import { checkPortability } from './portability.ts';
import { shadowingShapes } from './shadowing.ts';
import { RULES_BY_CODE } from './rules.ts';
import { PositionCursor, toDiagnostic } from './findings.ts';
import { objectList } from './young.ts';
import type { LintDiagnostic, LintOptions, LintResult, RuleSetting } from './types.ts';

/** Each dialect alone, as the list of dialects linted (one frozen list each, as {@link DIALECTS} is shared). */
const ALONE: ReadonlyMap<Dialect, readonly Dialect[]> = new Map(DIALECTS.map((dialect) => [dialect, Object.freeze([dialect])]));

/** The dialects `options` asks for. */
export function lintDialects(options: LintOptions = {}): readonly Dialect[] {
  if (options.dialects === 'all') return DIALECTS;
  if (options.dialects && options.dialects.length > 0) return [...new Set(options.dialects)];
  if (options.dialect) return ALONE.get(options.dialect) ?? [options.dialect];
  return options.preset === 'portable' ? DIALECTS : (ALONE.get('rfc9309') as readonly Dialect[]);
}

/** The settings of each preset without per-rule overrides, made once (most calls use one). */
const PRESET_SEVERITIES = new Map<string, ReadonlyMap<LintDiagnosticCode, Severity | 'off'>>();

/** The severity each rule gets under `options` (`off`: not run). Linting several dialects without a preset uses `portable`. */
export function ruleSeverities(options: LintOptions = {}): ReadonlyMap<LintDiagnosticCode, Severity | 'off'> {
  const preset = options.preset ?? (lintDialects(options).length > 1 ? 'portable' : 'recommended');
  const overrides = options.rules === undefined || Object.keys(options.rules).length === 0;
  if (overrides) {
    let cached = PRESET_SEVERITIES.get(preset);
    if (!cached) {
      cached = presetSeverities(preset, {});
      PRESET_SEVERITIES.set(preset, cached);
    }
    return cached;
  }
  return presetSeverities(preset, options.rules ?? {});
}

function presetSeverities(
  preset: NonNullable<LintOptions['preset']>,
  rules: NonNullable<LintOptions['rules']>,
): ReadonlyMap<LintDiagnosticCode, Severity | 'off'> {
  const settings = new Map<LintDiagnosticCode, Severity | 'off'>();
  for (const [code, rule] of RULES_BY_CODE) settings.set(code, rule.severity[preset]);
  for (const [code, setting] of Object.entries(rules) as [LintDiagnosticCode, RuleSetting][]) {
    if (RULES_BY_CODE.has(code)) settings.set(code, setting === 'warn' ? 'warning' : setting);
  }
  return settings;
}

const DISABLE = /#\s*robotstxt-disable-next-line\b([^#]*)/;

/** The word every disable comment holds: a comment without it is read no further. */
const DISABLE_WORD = 'robotstxt-disable-next-line';

/** The codes a comment's `# robotstxt-disable-next-line` turns off on the next line (`*`: every code), or `undefined`. */
export function disabledCodes(comment: string): ReadonlySet<string> | undefined {
  // `#robotstxt-disable-next-line` is the shortest comment that disables.
  if (comment.length <= DISABLE_WORD.length || !comment.includes(DISABLE_WORD)) return undefined;
  const match = DISABLE.exec(comment);
  if (!match) return undefined;
  const codes = (match[1] ?? '').split(/[\s,]+/).filter((code) => code !== '' && code !== '--');
  return new Set(codes.length > 0 ? codes : ['*']);
}

/** The context's model before the line pass has walked the file: no group, no rule (nothing reads it then). */
const UNWALKED: LintModel = Object.freeze({ dialect: 'rfc9309', groups: [], ignoredRules: [], standardLines: 0 });

/**
 * Lints a robots.txt: every rule of {@link RULES} whose setting is not `off`.
 * Never throws on any input.
 *
 * @example
 * ```ts
 * const result = lint('User-agent: *\nDissallow: /private/\n');
 * result.diagnostics[0]?.code;    // 'unknown-field'
 * result.diagnostics[0]?.message; // 'Unknown field "Dissallow": … Did you mean "Disallow"? Google accepts it as a typo …'
 * ```
 */
export function lint(input: string | Uint8Array | SyntaxDocument, options: LintOptions = {}): LintResult {
  keptAlive ??= keepShapesAlive();
  return lintDocument(input instanceof SyntaxDocument ? input : parse(input), options, undefined);
}

/** {@link lint} without the shortcut of {@link nothingToWalk}: every file is walked line by line (the tests' reference). */
export function lintWalkingEveryLine(input: string | Uint8Array, options: LintOptions = {}): LintResult {
  keptAlive ??= keepShapesAlive();
  return lintDocument(parse(input), options, undefined, true);
}

/** See {@link keepShapesAlive}. */
let keptAlive: readonly object[] | undefined;

/**
 * The objects of one small lint, kept for as long as the module is loaded (made
 * on the first lint call, well under a millisecond). V8 throws optimised code
 * away when a hidden class it was compiled for dies in a full garbage
 * collection ("weak objects"; see `keepShapesAlive` in src/match/compile.ts):
 * where no lint is running at a full collection (between files, the bench
 * between passes), the checks went back to the interpreter each time. The text
 * makes every class of the line checks, the model and the unreachable-rule
 * search (a wildcard group, a control character) at least once.
 */
function keepShapesAlive(): readonly object[] {
  // Set before the call below, though it does not go through lint().
  keptAlive = [];
  const kept: object[] = [];
  const text = 'User-agent: FooBot/1.0\nDisallow: /a*b\nDisallow: /a*b\nAllow: /ab\nDisallow: /a\u0001\n\nHost: x\nHost: y\n';
  const document = parse(text);
  kept.push(lintDocument(document, {}, kept), document.line(1) as SyntaxLine, lintModelShapes(document, 'rfc9309'));
  return kept;
}

/**
 * The checks' context of one lint call. A class, not an object literal: the
 * call keeps it until it returns, and V8 allocated such literals in its old
 * generation (see young.ts).
 */
class LintRun implements LintContext {
  readonly document: SyntaxDocument;
  readonly text: string;
  readonly dialects: readonly Dialect[];
  readonly facts: DialectFacts;
  readonly primary: Dialect;
  /** Set once the line pass has walked the file (a data property, not a getter: see the third pass in docs/performance.md §11). */
  model: LintModel = UNWALKED;
  wildcardLines: readonly number[] | undefined = undefined;
  /** The findings so far. */
  readonly diagnostics: LintDiagnostic[] = objectList();
  /** The models made so far, by dialect. */
  readonly models = new Map<Dialect, LintModel>();
  /** The files compiled so far (the map too is made when a check first asks: most files are never compiled by one dialect's checks). */
  private compiledFiles: Map<Dialect, RobotsTxt> | undefined = undefined;
  readonly severities: ReadonlyMap<LintDiagnosticCode, Severity | 'off'>;
  /**
   * The codes each line's `# robotstxt-disable-next-line` comment turns off, by the line they apply to (made at the
   * first such comment: most files have none). Findings are filtered once at the end: a check may report on a line
   * before the line pass has read the comment above it (the whole-file checks report first).
   */
  disabled: Map<number, ReadonlySet<string>> | undefined = undefined;
  /** Made at the first finding (many files have none). */
  private positions: PositionCursor | undefined = undefined;

  constructor(document: SyntaxDocument, dialects: readonly Dialect[], severities: ReadonlyMap<LintDiagnosticCode, Severity | 'off'>) {
    this.document = document;
    this.text = document.text;
    this.dialects = dialects;
    this.primary = dialects.length === 1 ? (dialects[0] as Dialect) : 'rfc9309';
    this.facts = dialectFacts(dialects);
    this.severities = severities;
  }

  line(number: number): SyntaxLine | undefined {
    return this.document.line(number);
  }

  contentEnd(number: number): number {
    return contentEndOf(this.document, number);
  }

  compiled(dialect: Dialect): RobotsTxt {
    this.compiledFiles ??= new Map();
    let robots = this.compiledFiles.get(dialect);
    if (robots === undefined) {
      robots = compile(this.document, { dialect });
      this.compiledFiles.set(dialect, robots);
    }
    return robots;
  }

  modelUnder(dialect: Dialect): LintModel {
    let model = this.models.get(dialect);
    if (model === undefined) {
      model = lintModelOf(this.document, dialect);
      this.models.set(dialect, model);
    }
    return model;
  }

  enabled(code: LintDiagnosticCode): boolean {
    return (this.severities.get(code) ?? 'off') !== 'off';
  }

  report(finding: Finding): void {
    const severity = this.severities.get(finding.code) ?? 'off';
    if (severity === 'off') return;
    this.positions ??= new PositionCursor(this.document);
    this.diagnostics.push(toDiagnostic(finding, severity, this.dialects, this.positions));
  }

  readComment(line: SyntaxLine): void {
    const start = line.commentOffset;
    const end = line.contentEnd;
    if (end - start <= DISABLE_WORD.length) return;
    const codes = disabledCodes(this.text.slice(start, end));
    if (codes) (this.disabled ??= new Map()).set(line.number + 1, codes);
  }
}

/** {@link lint} of a parsed document; `kept`, if given, receives the objects of the run (see {@link keepShapesAlive}). */
function lintDocument(document: SyntaxDocument, options: LintOptions, kept: object[] | undefined, walkAlways = false): LintResult {
  const dialects = lintDialects(options);
  const context = new LintRun(document, dialects, ruleSeverities(options));
  const { primary, models, diagnostics } = context;
  const enabled = (code: LintDiagnosticCode): boolean => context.enabled(code);
  // One pass: the primary dialect's model walk hands every line to the line checks.
  const lineChecks = new LineChecks(context);
  if (!walkAlways && !lineChecks.robotsTxt && nothingToWalk(context)) {
    // An HTML page (or .htaccess) with no line a check reads: no walk (a third of the corpus's lines are such pages').
    if (!models.has(primary)) models.set(primary, emptyModel(primary));
  } else {
    let checkedUpTo = 0;
    if (!models.has(primary)) {
      const model = lintModelOf(document, primary, (line, directive) => lineChecks.check(line, directive));
      models.set(primary, model);
      checkedUpTo = model.linesRead;
    }
    // The lines the walk did not read (past rfc9309's parse limit), or all of them when the model was made earlier.
    let line: SyntaxLine | undefined;
    for (let number = checkedUpTo + 1; number <= document.lineCount; number++) {
      line = document.readLine(number, line);
      lineChecks.check(line, undefined);
    }
  }
  lineChecks.finish();
  context.model = context.modelUnder(primary);
  checkGroups(context);
  if (kept) {
    kept.push(context, lineChecks, models);
    for (const group of context.model.groups) kept.push(shadowingShapes(group.rules));
  }
  if (enabled('dialect-verdict-differs')) checkPortability(context);
  if (context.disabled) dropDisabled(diagnostics, context.disabled);
  diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset || a.code.localeCompare(b.code));
  // The same code twice on the same span is one finding: the sort is stable and puts copies side by side, the first reported first.
  dropRepeats(diagnostics);
  let errorCount = 0;
  let warningCount = 0;
  let infoCount = 0;
  let fixableCount = 0;
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity === 'error') errorCount++;
    else if (diagnostic.severity === 'warning') warningCount++;
    else infoCount++;
    if (diagnostic.fixes.some((fix) => fix.kind === 'safe')) fixableCount++;
  }
  return { diagnostics, dialects, errorCount, warningCount, infoCount, fixableCount };
}

/**
 * Whether a file that is no robots.txt (the line checks then read only the structure and the disable comments) can
 * skip the model walk and the line pass: one dialect is linted and it reads lines as written (not Google's lenient
 * reader), no line has a `User-agent`, `Allow`, `Disallow` or `Sitemap` field, and every finding so far (the
 * whole-file checks') is on line 1, where no disable comment reaches. Then the dialect's model has no group, no rule
 * and no standard line ({@link emptyModel}), the structure checks find no agent or rule line to report on, and the
 * group checks nothing to read: no other finding comes, and no comment needs reading (test/lint/line-pass.test.ts
 * compares both ways).
 */
function nothingToWalk(context: LintRun): boolean {
  const { dialects, document, diagnostics } = context;
  if (dialects.length !== 1 || DIALECT_PROPERTIES[context.primary].lenientLines) return false;
  for (const diagnostic of diagnostics) if (diagnostic.range.start.line !== 1) return false;
  return !hasStandardFieldLine(document);
}

/** A model without groups, rules or standard lines. */
class EmptyModel implements LintModel {
  readonly groups: readonly LintGroup[] = objectList();
  readonly ignoredRules: readonly LintRule[] = objectList();
  readonly standardLines = 0;

  constructor(readonly dialect: Dialect) {}
}

/** The {@link EmptyModel} of each dialect, made once: read-only, and kept alive (see {@link keepShapesAlive}). */
const EMPTY_MODELS = new Map<Dialect, LintModel>();

function emptyModel(dialect: Dialect): LintModel {
  let model = EMPTY_MODELS.get(dialect);
  if (model === undefined) {
    model = new EmptyModel(dialect);
    EMPTY_MODELS.set(dialect, model);
  }
  return model;
}

/** Removes, in place, each diagnostic on a line that a `# robotstxt-disable-next-line` comment turns its code off on. */
function dropDisabled(diagnostics: LintDiagnostic[], disabled: ReadonlyMap<number, ReadonlySet<string>>): void {
  let kept = 0;
  for (let i = 0; i < diagnostics.length; i++) {
    const diagnostic = diagnostics[i] as LintDiagnostic;
    const off = disabled.get(diagnostic.range.start.line);
    if (off && (off.has('*') || off.has(diagnostic.code))) continue;
    diagnostics[kept++] = diagnostic;
  }
  diagnostics.length = kept;
}

/** Removes, in place, each diagnostic with the code and span of the one before it. */
function dropRepeats(diagnostics: LintDiagnostic[]): void {
  let kept = 0;
  for (let i = 0; i < diagnostics.length; i++) {
    const diagnostic = diagnostics[i] as LintDiagnostic;
    const previous = kept > 0 ? (diagnostics[kept - 1] as LintDiagnostic) : undefined;
    if (
      previous &&
      previous.code === diagnostic.code &&
      previous.range.start.offset === diagnostic.range.start.offset &&
      previous.range.end.offset === diagnostic.range.end.offset
    )
      continue;
    diagnostics[kept++] = diagnostic;
  }
  diagnostics.length = kept;
}

/** What the dialects linted share, per set of dialects (made once each; see {@link dialectFacts}). */
const FACTS = new Map<string, DialectFacts>();

/** The same, by the (shared) list itself: most calls lint one dialect or all of them. */
const FACTS_OF_LIST = new WeakMap<readonly Dialect[], DialectFacts>();

export function dialectFacts(dialects: readonly Dialect[]): DialectFacts {
  const known = FACTS_OF_LIST.get(dialects);
  if (known) return known;
  const key = dialects.join(' ');
  let facts = FACTS.get(key);
  if (!facts) {
    const where = (test: (dialect: Dialect) => boolean): Dialect[] => dialects.filter(test);
    const every = (test: (dialect: Dialect) => boolean): boolean => dialects.every(test);
    facts = {
      valueLists: every((dialect) => DIALECT_PROPERTIES[dialect].valueLists),
      withoutAllow: where((dialect) => !DIALECT_PROPERTIES[dialect].allowLines),
      literalWildcards: where((dialect) => !DIALECT_PROPERTIES[dialect].wildcards),
      normalised: every((dialect) => ['normalize', 'escape-pattern'].includes(DIALECT_PROPERTIES[dialect].percent)),
      allLenient: every((dialect) => DIALECT_PROPERTIES[dialect].lenientLines),
      splitting: where((dialect) => DIALECT_PROPERTIES[dialect].blankLinesEndRecords),
      firstRecordOnly: where((dialect) => DIALECT_PROPERTIES[dialect].agentSelection === 'first-matching-record'),
    };
    FACTS.set(key, facts);
  }
  FACTS_OF_LIST.set(dialects, facts);
  return facts;
}

/** Where line `number`'s content ends: its end less its line end (CR LF, CR or LF). */
function contentEndOf(document: SyntaxDocument, number: number): number {
  const text = document.text;
  const end = document.lineStart(number + 1);
  const last = text.charCodeAt(end - 1);
  if (last === 0x0a) return text.charCodeAt(end - 2) === 0x0d ? end - 2 : end - 1;
  return last === 0x0d ? end - 1 : end;
}

/** What {@link fixText} did. */
export interface FixResult {
  /** The text with every safe fix applied. */
  readonly text: string;
  /** How many fixes were applied. */
  readonly applied: number;
  /** The findings left after fixing. */
  readonly result: LintResult;
}

/**
 * Applies every safe fix of {@link lint}'s findings, re-linting until none is
 * left (fixes that touch the same text are applied in later passes), so the
 * result is a fixed point: fixing it again changes nothing. Each pass costs a
 * lint plus O(N log N) for its N fixes (src/lint/fix-selection.ts) and the
 * text's length to apply them; there are at most ten passes.
 *
 * @example
 * ```ts
 * fixText('User-agent: *\nDisallow : /a\nDisallow: /a\n').text; // 'User-agent: *\nDisallow: /a\n'
 * ```
 */
export function fixText(text: string, options: LintOptions = {}): FixResult {
  let current = text;
  let applied = 0;
  for (let pass = 0; pass < 10; pass++) {
    const result = lint(current, options);
    const { edits, taken } = selectFixes(result.diagnostics);
    if (taken === 0) return { text: current, applied, result };
    current = applyEdits(current, edits);
    applied += taken;
  }
  return { text: current, applied, result: lint(current, options) };
}
