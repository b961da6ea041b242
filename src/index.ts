/**
 * robotstxt-toolkit: the reference toolkit for robots.txt.
 *
 * Data flows one way: text → syntax tree → model → matcher → fetch. This
 * entry point names the public API of every stage by hand; nothing in it
 * touches the file system or the network, so it runs in browsers too.
 * Lower-level building blocks (the model builder, the pattern normalizers,
 * the pattern compiler…) are for tooling authors under
 * `robotstxt-toolkit/internals` (`src/internals.ts`).
 *
 * @example
 * ```ts
 * import { compile } from 'robotstxt-toolkit';
 *
 * const robots = compile('User-agent: *\nDisallow: /private/\n');
 * robots.isAllowed('https://example.com/private/x', 'FooBot/1.0'); // false
 * ```
 *
 * @packageDocumentation
 */

// Syntax: parse any text or bytes to a lossless tree, print it back, walk it.
export { parse } from './syntax/parse.ts';
export { print, printBytes } from './syntax/print.ts';
export { visit, BREAK, SKIP, type Visitor, type NodeHandler, type VisitControl, type ParentOf } from './syntax/visit.ts';
export {
  SyntaxDocument,
  SyntaxLine,
  LineCursor,
  LineView,
  type SyntaxToken,
  type SyntaxNode,
  type TokenKind,
  type LineKind,
  type FieldKeyword,
  type SourceEncoding,
} from './syntax/tree.ts';
export type { Position, Range } from './syntax/position.ts';
export { decodeBytes, encodeText, type DecodedText, type TextEncodingName } from './syntax/encoding.ts';

// Diagnostics: coded findings, never exceptions.
export type {
  Diagnostic,
  DiagnosticCode,
  DiagnosticCodeInfo,
  DiagnosticStage,
  SyntaxDiagnosticCode,
  ModelDiagnosticCode,
  FetchDiagnosticCode,
  FormatDiagnosticCode,
  LintRuleCode,
  LintDiagnosticCode,
  MetaDiagnosticCode,
  UsageDiagnosticCode,
  ValueDiagnostic,
  Severity,
  SpecDocument,
  SpecReference,
} from './diagnostics/diagnostic.ts';
export { DIAGNOSTIC_CODES } from './lint/diagnostic-codes.ts';

// Dialects and the model: what a file says under one standard.
export {
  DIALECTS,
  DIALECT_PROPERTIES,
  GOOGLE_MAX_LINE_BYTES,
  type Dialect,
  type DialectProperties,
  type AgentSelection,
  type PercentHandling,
  type RulePrecedence,
} from './model/dialect.ts';
export type { ContentSignalLine, ContentUsageRule, Field, FieldKind, Group, LineRef, RobotsModel, Rule } from './model/types.ts';

// AI usage preferences (experimental AIPREF Content-Usage; Cloudflare Content-Signal) as `RobotsTxt`
// reads them; their parsers and vocabularies are in `robotstxt-toolkit/meta`.
export type { ContentSignalKey, ContentSignalStatement, ContentUsageValue, UsageCategory, UsageStatement, UsageValue } from './model/usage.ts';
export type { UsagePreferences } from './match/usage.ts';

// Known crawlers: the tokens files are written for, who runs them, what for, and the source of each fact.
export {
  KNOWN_CRAWLERS,
  CRAWLER_PURPOSES,
  AI_ROBOTS_TXT,
  knownCrawler,
  type KnownCrawler,
  type CrawlerPurpose,
  type PurposeLabel,
} from './crawlers/known-crawlers.ts';

// Linting: every finding cites the standard it breaks (docs/rules/).
export { lint, fixText, type FixResult } from './lint/lint.ts';
export { RULES } from './lint/rules/index.ts';
export type {
  ExternalCheck,
  FixKind,
  LintDiagnostic,
  LintFix,
  LintOptions,
  LintPreset,
  LintResult,
  RelatedLocation,
  RuleFamily,
  RuleMeta,
  RuleSetting,
  Witness,
} from './lint/types.ts';

// Matching: compile once, ask many times, explain why.
export { compile, RobotsTxt, type RequestRate } from './match/compile.ts';
// Only isAllowed: a bundle that imports just these leaves explain, the model and diagnostics out (about 19 kB gz against 24 kB).
export { compileMatcher, RobotsMatcher } from './match/matcher.ts';
export { warmUp } from './match/warm-up.ts';
// Which known crawlers a file lets in, purpose by purpose, with what it says about AI use.
export {
  aiAccess,
  type AiAccessOptions,
  type AiAccessReport,
  type AiAccessFinding,
  type AccessLevel,
  type CrawlerAccess,
  type PathAccess,
  type PurposeSummary,
} from './match/ai-access.ts';
export type { TokenMistakeKind } from './match/token-mistakes.ts';
// What changed in meaning between two versions of a file.
export {
  diffMeaning,
  type ComparedCounts,
  type SitemapChange,
  type DiffOptions,
  type MeaningDiff,
  type RobotChange,
  type ValueChange,
  type VerdictAt,
  type VerdictChange,
} from './match/diff.ts';
export type {
  AgentMatchDirection,
  AgentTokenMode,
  AllowedAnswer,
  BoundCompileOptions,
  CompileOptions,
  OutOfScopeReasonCode,
  UnboundCompileOptions,
  Explanation,
  ReasonCode,
  RecordRef,
  RuleRef,
  Specificity,
} from './match/types.ts';

// Fetching: the platform's fetch, the dialect's status rules, a cache.
export { fetchRobotsTxt, interpretRobotsTxtResponse, type FetchRobotsTxtOptions, type FetchRobotsTxtResult } from './fetch/fetch-robots.ts';
export { retrieveRobotsTxt, robotsTxtUrl, MAX_TIMEOUT_MS, type RetrieveOptions, type RobotsTxtResponse } from './fetch/retrieve.ts';
export type { FetchOutcome, RetrievalFailure, RetrievalFailureKind } from './fetch/policy.ts';
export {
  RobotsTxtCache,
  type CacheInfo,
  type CacheServed,
  type CachedRobotsTxtResult,
  type RobotsTxtCacheGetOptions,
  type RobotsTxtCacheOptions,
  type UnreachableRefresh,
} from './fetch/cache.ts';
export { freshnessOf, retryAfterMs, type CacheHeaders, type Freshness, type FreshnessLimits, type FreshnessRule } from './fetch/freshness.ts';

// Formatting and editing: the canonical layout, never a change of meaning; minimal edits for tools
// (TextEdit is also the shape of the linter's fixes).
export { format, formatWithDiagnostics, type FormatOptions, type FormatResult } from './format/format.ts';
export { applyEdits, textEdit, toLspTextEdit, type TextEdit, type LspTextEdit, type LspPosition, type LspRange } from './format/text-edit.ts';
// The edit functions under one name: `edit.addRule(text, '*', 'disallow', '/x')`.
export { edit, type EditOptions } from './format/edit.ts';
export { writeRobotsTxt, readRobotsTxt, type RobotsTxtData, type RobotsGroupData, type RobotsRuleData, type RobotsFieldData } from './format/writer.ts';

// Defaults: every option's default, by what it configures (`DEFAULTS.fetch.maxBytes`).
export { DEFAULTS } from './defaults.ts';
