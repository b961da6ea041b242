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
import { fieldKey, type DirectiveLine } from '../model/directives.ts';
import { parse } from '../syntax/parse.ts';
import { SyntaxDocument, type SyntaxLine, type LineView } from '../syntax/tree.ts';
import type { DialectFacts, Finding } from './context.ts';
import { selectFixes } from './fix-selection.ts';
import { toDiagnostic } from './findings.ts';
import { lintModelOf, type LintModel } from './lint-model.ts';
import type { RuleContext, RuleDirective, RuleGroup } from './rule.ts';
import { GroupFacts } from './group-facts.ts';
import { RULE_MODULES, RULES_BY_CODE } from './rules/index.ts';
import { hasStandardFieldLine, notRobotsTxtMessage } from './rules/not-robots-txt.ts';
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
  return lintDocument(input instanceof SyntaxDocument ? input : parse(input), options);
}

/** The model before the walk has made it: no group, no rule (no `group` or `end` listener runs before the walk). */
const UNWALKED: LintModel = Object.freeze({ dialect: 'rfc9309', groups: [], ignoredRules: [], standardLines: 0 });

/** The context of one lint call: what the rules see, and the findings so far. */
class LintRun implements RuleContext {
  readonly text: string;
  readonly primary: Dialect;
  readonly facts: DialectFacts;
  model: LintModel = UNWALKED;
  readonly diagnostics: LintDiagnostic[] = [];
  /** The codes each `# robotstxt-disable-next-line` comment turns off, by the line they apply to. */
  disabled: Map<number, ReadonlySet<string>> | undefined = undefined;
  private readonly models = new Map<Dialect, LintModel>();
  private readonly compiledFiles = new Map<Dialect, RobotsTxt>();
  private notRobotsTxt: { message: string | undefined } | undefined = undefined;
  private standardFieldLine: boolean | undefined = undefined;

  constructor(
    readonly document: SyntaxDocument,
    readonly dialects: readonly Dialect[],
    readonly severities: ReadonlyMap<LintDiagnosticCode, Severity | 'off'>,
  ) {
    this.text = document.text;
    this.primary = dialects.length === 1 ? (dialects[0] as Dialect) : 'rfc9309';
    this.facts = dialectFacts(dialects);
  }

  get notRobotsTxtMessage(): string | undefined {
    this.notRobotsTxt ??= { message: notRobotsTxtMessage(this) };
    return this.notRobotsTxt.message;
  }

  get robotsTxt(): boolean {
    return this.notRobotsTxtMessage === undefined;
  }

  get hasStandardFieldLine(): boolean {
    this.standardFieldLine ??= hasStandardFieldLine(this.document);
    return this.standardFieldLine;
  }

  line(number: number): SyntaxLine | undefined {
    return this.document.line(number);
  }

  contentEnd(number: number): number {
    const text = this.text;
    const end = this.document.lineStart(number + 1);
    const last = text.charCodeAt(end - 1);
    if (last === 0x0a) return text.charCodeAt(end - 2) === 0x0d ? end - 2 : end - 1;
    return last === 0x0d ? end - 1 : end;
  }

  compiled(dialect: Dialect): RobotsTxt {
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

  /** Whether the primary dialect's model is made (the walk makes it, unless a rule asked for it first). */
  hasModel(dialect: Dialect): boolean {
    return this.models.has(dialect);
  }

  setModel(dialect: Dialect, model: LintModel): void {
    this.models.set(dialect, model);
  }

  report(finding: Finding): void {
    const severity = this.severities.get(finding.code) ?? 'off';
    if (severity === 'off') return;
    this.diagnostics.push(toDiagnostic(this.document, finding, severity, this.dialects));
  }

  /** Notes the codes a comment's `# robotstxt-disable-next-line` turns off on the next line. */
  readComment(line: LineView): void {
    const comment = this.text.slice(line.commentOffset, line.contentEnd);
    const codes = disabledCodes(comment);
    if (codes) (this.disabled ??= new Map()).set(line.number + 1, codes);
  }
}

/** The listeners of the rules that are on, by kind, with those that hear every file apart. */
class Listeners {
  readonly file: (() => void)[] = [];
  readonly group: ((group: RuleGroup) => void)[] = [];
  readonly end: (() => void)[] = [];
  /** Lines of any file. */
  readonly everyFile = {
    line: [] as ((line: LineView) => void)[],
    blank: [] as ((line: LineView) => void)[],
    directive: [] as ((directive: RuleDirective) => void)[],
  };
  /** Lines of a robots.txt only. */
  readonly robotsTxt = {
    line: [] as ((line: LineView) => void)[],
    blank: [] as ((line: LineView) => void)[],
    directive: [] as ((directive: RuleDirective) => void)[],
  };

  constructor(context: LintRun) {
    for (const rule of RULE_MODULES) {
      if ((context.severities.get(rule.meta.code) ?? 'off') === 'off') continue;
      const listeners = rule.create(context);
      const lines = listeners.everyFile ? this.everyFile : this.robotsTxt;
      if (listeners.file) this.file.push(listeners.file);
      if (listeners.line) lines.line.push(listeners.line);
      if (listeners.blank) lines.blank.push(listeners.blank);
      if (listeners.directive) lines.directive.push(listeners.directive);
      if (listeners.group) this.group.push(listeners.group);
      if (listeners.end) this.end.push(listeners.end);
    }
  }
}

/** {@link lint} of a parsed document. */
function lintDocument(document: SyntaxDocument, options: LintOptions): LintResult {
  const context = new LintRun(document, lintDialects(options), ruleSeverities(options));
  const listeners = new Listeners(context);
  for (const file of listeners.file) file();
  const { primary, diagnostics } = context;
  if (nothingToWalk(context)) context.setModel(primary, emptyModel(primary));
  else walk(context, listeners);
  context.model = context.modelUnder(primary);
  if (listeners.group.length > 0) {
    for (const group of context.model.groups) {
      const facts = new GroupFacts(group);
      for (const listener of listeners.group) listener(facts);
    }
  }
  for (const end of listeners.end) end();
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
  return { diagnostics, dialects: context.dialects, errorCount, warningCount, infoCount, fixableCount };
}

/**
 * One pass over the lines, handing each to the listeners: the primary dialect's model walk reads each line's
 * directive, and the lines it does not read (past rfc9309's parse limit, or all of them when a rule made the model
 * first) are read after it.
 */
function walk(context: LintRun, listeners: Listeners): void {
  const { document, primary } = context;
  const lines = context.robotsTxt ? listeners.robotsTxt : undefined;
  const everyFile = listeners.everyFile;
  // The dialect reads lines as written (not Google's lenient reader): its directive's name, key and value are the line's own.
  const asWritten = !DIALECT_PROPERTIES[primary].lenientLines;
  const onLine = (line: LineView, read: DirectiveLine | undefined): void => {
    const kind = line.kind;
    if (kind === 'blank') {
      for (const listener of everyFile.blank) listener(line);
      if (lines) for (const listener of lines.blank) listener(line);
      return;
    }
    if (line.commentOffset >= 0 && line.contentEnd - line.commentOffset > DISABLE_WORD.length) context.readComment(line);
    for (const listener of everyFile.line) listener(line);
    if (lines) for (const listener of lines.line) listener(line);
    if (kind !== 'directive') return;
    const directive =
      read !== undefined && asWritten
        ? { line, name: read.name, key: read.key, value: read.value }
        : { line, name: line.fieldName as string, key: fieldKey(line.fieldName as string), value: line.fieldValue as string };
    for (const listener of everyFile.directive) listener(directive);
    if (lines) for (const listener of lines.directive) listener(directive);
  };
  let readUpTo = 0;
  if (!context.hasModel(primary)) {
    const model = lintModelOf(document, primary, onLine);
    context.setModel(primary, model);
    readUpTo = model.linesRead;
  }
  const line = document.cursor();
  for (let number = readUpTo + 1; line.moveTo(number); number++) onLine(line, undefined);
}

/**
 * Whether a file that is no robots.txt may skip the walk: one dialect is linted and it reads lines as written, no
 * line has a `User-agent`, `Allow`, `Disallow` or `Sitemap` field, and every finding so far (the whole-file rules')
 * is on line 1, where no disable comment reaches. Then the dialect's model has no group, the structure rules find no
 * agent or rule line to report on, and no comment needs reading: the walk would add nothing (an HTML page is a third
 * of the corpus's lines).
 */
function nothingToWalk(context: LintRun): boolean {
  if (context.robotsTxt || context.dialects.length !== 1 || DIALECT_PROPERTIES[context.primary].lenientLines) return false;
  if (context.diagnostics.some((diagnostic) => diagnostic.range.start.line !== 1)) return false;
  return !context.hasStandardFieldLine;
}

/** A model without groups, rules or standard lines. */
function emptyModel(dialect: Dialect): LintModel {
  return { dialect, groups: [], ignoredRules: [], standardLines: 0 };
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

/** What the dialects linted share, per set of dialects (made once each). */
const FACTS = new Map<string, DialectFacts>();

export function dialectFacts(dialects: readonly Dialect[]): DialectFacts {
  const key = dialects.join(' ');
  let facts = FACTS.get(key);
  if (!facts) {
    const where = (test: (dialect: Dialect) => boolean): Dialect[] => dialects.filter(test);
    const every = (test: (dialect: Dialect) => boolean): boolean => dialects.every(test);
    facts = {
      valueLists: every((dialect) => DIALECT_PROPERTIES[dialect].valueLists),
      withoutAllow: where((dialect) => !DIALECT_PROPERTIES[dialect].allowLines),
      literalWildcards: where((dialect) => !DIALECT_PROPERTIES[dialect].wildcards),
      normalized: every((dialect) => ['normalize', 'escape-pattern'].includes(DIALECT_PROPERTIES[dialect].percent)),
      allLenient: every((dialect) => DIALECT_PROPERTIES[dialect].lenientLines),
      splitting: where((dialect) => DIALECT_PROPERTIES[dialect].blankLinesEndRecords),
      firstRecordOnly: where((dialect) => DIALECT_PROPERTIES[dialect].agentSelection === 'first-matching-record'),
    };
    FACTS.set(key, facts);
  }
  return facts;
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
