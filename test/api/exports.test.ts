/**
 * The package's entry points export exactly the curated API: what a program
 * needs from the root, the building blocks under `internals`, and never the
 * plumbing or the spec-citation helpers.
 */
import { describe, expect, it } from 'vitest';
import * as root from '../../src/index.ts';
import * as internals from '../../src/internals.ts';
import * as matcher from '../../src/matcher.ts';
import * as editor from '../../src/editor.ts';
import * as meta from '../../src/meta.ts';

/** The root's runtime exports (types leave no trace at runtime; typedoc checks those). */
const ROOT_VALUES = [
  'AI_ROBOTS_TXT',
  'aiAccess',
  'BREAK',
  'CRAWLER_PURPOSES',
  'DEFAULTS',
  'DIAGNOSTIC_CODES',
  'DIALECTS',
  'DIALECT_PROPERTIES',
  'GOOGLE_MAX_LINE_BYTES',
  'KNOWN_CRAWLERS',
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
  'applyEdits',
  'compile',
  'compileMatcher',
  'edit',
  'decodeBytes',
  'diffMeaning',
  'encodeText',
  'fetchRobotsTxt',
  'knownCrawler',
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
  'retrieveRobotsTxt',
  'retryAfterMs',
  'robotsTxtUrl',
  'textEdit',
  'toLspTextEdit',
  'visit',
  'warmUp',
  'writeRobotsTxt',
];

const INTERNAL_VALUES = [
  'LineIndex',
  'LineStore',
  'agentValueToken',
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
  'readAsBytes',
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
      'readAsBytes',
      'readDirective',
      'rulePattern',
      'compilePattern',
      'normalizeRfc9309',
      'LineIndex',
      'DEFAULT_MAX_BYTES',
      'DEFAULT_PARSE_LIMIT',
      'addRule',
      'parseContentUsageValue',
    ]) {
      expect(names.has(name), name).toBe(false);
    }
  });

  it('has one parse limit, 500 KiB = 512,000 bytes (RFC 9309 §2.5), used by compile and by fetch', async () => {
    expect(root.DEFAULTS.compile.parseLimit).toBe(500 * 1024);
    expect(root.DEFAULTS.fetch.maxBytes).toBe(root.DEFAULTS.compile.parseLimit);
    // compile: a file one line longer than the limit is cut, with a diagnostic.
    const line = 'Disallow: /' + 'x'.repeat(88) + '\n';
    const text = 'User-agent: *\n' + line.repeat(Math.ceil(root.DEFAULTS.compile.parseLimit / line.length) + 1);
    const robots = root.compile(text);
    expect(robots.model.truncatedAt).toBeLessThanOrEqual(root.DEFAULTS.compile.parseLimit);
    expect(robots.diagnostics.map((d) => d.code)).toContain('parse-limit-exceeded');
  });
});

describe('the edit namespace', () => {
  it('holds the ten edit functions, and nothing else but its options type', () => {
    expect(Object.keys(root.edit).sort()).toEqual(
      ['addGroup', 'addRule', 'addSitemap', 'removeField', 'removeGroup', 'removeRule', 'removeSitemap', 'renameAgent', 'setField', 'setSitemaps'].sort(),
    );
  });

  it('edits as the README shows', () => {
    const text = 'User-agent: *\nDisallow: /private/\n';
    expect(root.applyEdits(text, root.edit.addRule(text, '*', 'disallow', '/tmp/'))).toBe('User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n');
  });
});

describe('DEFAULTS', () => {
  it('holds the defaults the functions use, by what they configure', async () => {
    const { DEFAULT_MAX_ENTRIES, DEFAULT_MAX_LIFETIME_MS, DEFAULT_TIMEOUT_MS } = {
      ...(await import('../../src/fetch/cache.ts')),
      ...(await import('../../src/fetch/retrieve.ts')),
    };
    expect(root.DEFAULTS.cache.maxEntries).toBe(DEFAULT_MAX_ENTRIES);
    expect(root.DEFAULTS.cache.maxLifetimeMs).toBe(24 * 3_600_000);
    expect(root.DEFAULTS.cache.maxLifetimeMs).toBe(DEFAULT_MAX_LIFETIME_MS);
    expect(root.DEFAULTS.fetch.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(root.DEFAULTS.fetch.maxRedirects).toBe(5);
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
  it('exports the meta tag readers, inspectPage and the usage parsers with their vocabularies', () => {
    expect(Object.keys(meta).sort()).toEqual(
      [
        'AIPREF_REVISION',
        'AIPREF_VOCABULARY',
        'CONTENT_SIGNAL_VOCABULARY',
        'RETIRED_AIPREF_LABELS',
        'combineUsage',
        'DEFAULT_META_SCAN_LIMIT',
        'DEFAULT_PAGE_MAX_BYTES',
        'IMAGE_PREVIEW_SIZES',
        'ROBOTS_DIRECTIVE_NAMES',
        'headerValues',
        'inspectPage',
        'inspectSitemap',
        'pageDirectives',
        'readSitemap',
        'sitemapUrls',
        'SITEMAP_MAX_BYTES',
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

describe('the editor entry point (robotstxt-toolkit/editor)', () => {
  it('exports the editor answers, their tables and the link to rule pages', () => {
    expect(Object.keys(editor).sort()).toEqual(
      [
        'DIAGNOSTIC_TAGS',
        'DISABLE_COMMENT',
        'FIELD_DOCS',
        'REPOSITORY_URL',
        'SYMBOL_KIND',
        'codeActions',
        'completionsAt',
        'documentSymbols',
        'editorDiagnostics',
        'exampleUrl',
        'fieldDoc',
        'fixAllAction',
        'fixAllEdits',
        'foldingRanges',
        'hoverAt',
        'ruleDocsUrl',
        'tagsOf',
        'testUrls',
        'toEditorDiagnostic',
      ].sort(),
    );
  });
});
