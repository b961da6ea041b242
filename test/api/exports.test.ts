/**
 * The package's entry points export exactly the curated API: what a program
 * needs from the root, the building blocks under `internals`, and never the
 * plumbing or the spec-citation helpers.
 */
import { describe, expect, it } from 'vitest';
import * as root from '../../src/index.ts';
import * as internals from '../../src/internals.ts';
import * as matcher from '../../src/matcher.ts';
import * as meta from '../../src/meta.ts';

/** The root's runtime exports (types leave no trace at runtime; typedoc checks those). */
const ROOT_VALUES = [
  'AIPREF_REVISION',
  'AIPREF_VOCABULARY',
  'CONTENT_SIGNAL_VOCABULARY',
  'RETIRED_AIPREF_LABELS',
  'combineUsage',
  'parseContentSignal',
  'parseContentUsageHeader',
  'parseContentUsageValue',
  'parseUsagePreference',
  'BREAK',
  'DEFAULT_MAX_ENTRIES',
  'DEFAULT_MAX_LIFETIME_MS',
  'DEFAULT_MAX_MEMORY_BYTES',
  'DEFAULT_MAX_REDIRECTS',
  'DEFAULT_MAX_STALE_MS',
  'DEFAULT_MIN_LIFETIME_MS',
  'DEFAULT_PARSE_LIMIT',
  'DEFAULT_TIMEOUT_MS',
  'DEFAULT_UNREACHABLE_RETRY_MS',
  'DEFAULT_USER_AGENT',
  'DIAGNOSTIC_CODES',
  'DIALECTS',
  'DIALECT_PROPERTIES',
  'GOOGLE_MAX_LINE_BYTES',
  'MAX_TIMEOUT_MS',
  'RULES',
  'RobotsMatcher',
  'RobotsTxt',
  'RobotsTxtCache',
  'SKIP',
  'SyntaxDocument',
  'SyntaxLine',
  'LineCursor',
  'LineView',
  'addGroup',
  'addRule',
  'addSitemap',
  'applyEdits',
  'compile',
  'compileMatcher',
  'decodeBytes',
  'encodeText',
  'fetchRobotsTxt',
  'format',
  'formatWithDiagnostics',
  'fixText',
  'freshnessOf',
  'interpretRobotsTxtResponse',
  'lint',
  'parse',
  'print',
  'printBytes',
  'readRobotsTxt',
  'removeField',
  'removeGroup',
  'removeRule',
  'removeSitemap',
  'renameAgent',
  'retrieveRobotsTxt',
  'robotsTxtUrl',
  'setField',
  'setSitemaps',
  'textEdit',
  'toLspTextEdit',
  'visit',
  'warmUp',
  'writeRobotsTxt',
];

const INTERNAL_VALUES = [
  'LineIndex',
  'LineStore',
  'buildModel',
  'compilePattern',
  'decodeDraft1996',
  'estimateRetainedBytes',
  'googleEscapePattern',
  'interpretFailure',
  'interpretStatus',
  'isUnreachableFailure',
  'isUnreachableStatus',
  'localPath',
  'normalizeRfc9309',
  'productToken',
  'readDirective',
  'robotNameToken',
  'rulePattern',
];

describe('the root entry point', () => {
  it('exports the curated values and nothing else', () => {
    expect(Object.keys(root).sort()).toEqual([...ROOT_VALUES].sort());
  });

  it('exports no plumbing and no spec-citation helper: `import { rfc9309 }` is never a function', () => {
    const names = new Set(Object.keys(root));
    for (const name of [
      'rfc9309',
      'google',
      'draft1996',
      'standard1994',
      'toolkit',
      'buildModel',
      'readDirective',
      'rulePattern',
      'compilePattern',
      'normalizeRfc9309',
      'LineIndex',
      'DEFAULT_MAX_BYTES',
    ]) {
      expect(names.has(name), name).toBe(false);
    }
  });

  it('has one parse limit, 500 KiB = 512,000 bytes (RFC 9309 §2.5), used by compile and by fetch', async () => {
    expect(root.DEFAULT_PARSE_LIMIT).toBe(500 * 1024);
    expect(root.DEFAULT_PARSE_LIMIT).toBe(512_000);
    // compile: a file one line longer than the limit is cut, with a diagnostic.
    const line = 'Disallow: /' + 'x'.repeat(88) + '\n';
    const text = 'User-agent: *\n' + line.repeat(Math.ceil(root.DEFAULT_PARSE_LIMIT / line.length) + 1);
    const robots = root.compile(text);
    expect(robots.model.truncatedAt).toBeLessThanOrEqual(root.DEFAULT_PARSE_LIMIT);
    expect(robots.diagnostics.map((d) => d.code)).toContain('parse-limit-exceeded');
  });
});

describe('the internals entry point (robotstxt-toolkit/internals)', () => {
  it('exports the documented building blocks and nothing else', () => {
    expect(Object.keys(internals).sort()).toEqual([...INTERNAL_VALUES].sort());
  });

  it('its example works as written', () => {
    const model = internals.buildModel(root.parse('User-agent: *\nDisallow: /caf%c3%a9\n'), 'rfc9309');
    expect(model.groups[0]?.rules[0]?.pattern).toBe('/caf%C3%A9');
    expect(internals.normalizeRfc9309('/%7Ejoe/ツ', 'path')).toBe('/~joe/%E3%83%84');
  });
});

describe('the meta entry point (robotstxt-toolkit/meta)', () => {
  it('exports the meta tag readers, inspectPage and the usage parsers', () => {
    expect(Object.keys(meta).sort()).toEqual(
      [
        'DEFAULT_META_SCAN_LIMIT',
        'DEFAULT_PAGE_MAX_BYTES',
        'IMAGE_PREVIEW_SIZES',
        'ROBOTS_DIRECTIVE_NAMES',
        'headerValues',
        'inspectPage',
        'pageDirectives',
        'parseContentSignal',
        'parseContentUsageHeader',
        'parseContentUsageValue',
        'parseRobotsMeta',
        'parseStructuredDictionary',
        'parseUsagePreference',
        'parseXRobotsTag',
        'robotsMetaFromHtml',
      ].sort(),
    );
  });
});

describe('the matcher entry point (robotstxt-toolkit/matcher)', () => {
  it('exports compileMatcher and RobotsMatcher, the base class of RobotsTxt', () => {
    expect(Object.keys(matcher).sort()).toEqual(['RobotsMatcher', 'compileMatcher']);
    expect(Object.getPrototypeOf(root.RobotsTxt)).toBe(matcher.RobotsMatcher);
  });
});
