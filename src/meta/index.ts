/**
 * The meta layer's public pieces, gathered for the `robotstxt-toolkit/meta`
 * entry and for the linter (which reads Content-Usage and Content-Signal
 * values with the same parsers).
 *
 * @module
 */
export {
  IMAGE_PREVIEW_SIZES,
  ROBOTS_DIRECTIVE_NAMES,
  parseRobotsMeta,
  parseXRobotsTag,
  type ImagePreviewSize,
  type RobotsDirective,
  type RobotsDirectiveList,
  type RobotsFlag,
  type RobotsFlagDirective,
  type RobotsImagePreviewDirective,
  type RobotsLimitDirective,
  type RobotsUnavailableAfterDirective,
} from './directives.ts';
export { DEFAULT_META_SCAN_LIMIT, robotsMetaFromHtml, type MetaScanOptions, type MetaScanResult, type MetaTag } from './html.ts';
export {
  headerValues,
  pageDirectives,
  type AppliedSource,
  type DirectiveSource,
  type HeaderInput,
  type MetaRules,
  type PageDirectiveKey,
  type PageDirectives,
  type PageDirectivesInput,
  type UnavailableAfter,
} from './page.ts';
export { parseContentSignal, parseContentUsageHeader, parseContentUsageValue, parseUsagePreference } from '../model/usage.ts';
export {
  parseStructuredDictionary,
  type StructuredDictionary,
  type StructuredDictionaryResult,
  type StructuredFailure,
  type StructuredItem,
  type StructuredItemType,
  type StructuredMember,
} from '../model/structured-fields.ts';
export { readSitemap, type SitemapContent, type SitemapEntry } from './sitemap-xml.ts';
