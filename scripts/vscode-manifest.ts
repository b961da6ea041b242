/**
 * Writes the settings of the VS Code extension (`contributes.configuration`
 * in editors/vscode/package.json) from the library's own lists: the dialects
 * and their titles, the presets, every lint rule code with its meaning, and
 * the formatter's options with the help of `fmt`'s flags:
 *
 *     npm run vscode:manifest
 *
 * The rest of the manifest is written by hand. `test/vscode/manifest.test.ts`
 * fails when the settings on disk are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmtCommand } from '../src/cli/fmt/spec.ts';
import { CODE_TABLE } from '../src/diagnostics/codes.ts';
import type { LintDiagnosticCode } from '../src/diagnostics/diagnostic.ts';
import { DIAGNOSTIC_CODES } from '../src/lint/diagnostic-codes.ts';
import { RULES } from '../src/lint/rules/index.ts';
import type { LintPreset, RuleSetting } from '../src/lint/types.ts';
import type { FormatOptions } from '../src/format/format.ts';
import { DIALECT_PROPERTIES, DIALECTS, type Dialect } from '../src/model/dialect.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The extension's manifest, relative to the repository. */
export const MANIFEST = 'editors/vscode/package.json';

/** The presets, as `lint --preset` and `LintOptions.preset` name them (a `Record`, so a new preset fails to compile here). */
const PRESETS: Readonly<Record<LintPreset, string>> = {
  recommended: 'The rules that find real mistakes (the default for one dialect).',
  strict: 'Every rule on.',
  portable: 'The rules that matter when the file must mean the same under every dialect (the default when several dialects are linted).',
};

/** A rule's levels, as `rules` in `LintOptions` and `--rule CODE=LEVEL` take them. */
const LEVELS: Readonly<Record<RuleSetting, string>> = {
  off: 'Not run.',
  info: 'Reported as information.',
  warn: 'Reported as a warning (ESLint’s spelling).',
  warning: 'Reported as a warning.',
  error: 'Reported as an error.',
};

/** The formatter's options the settings carry, with the `fmt` flag whose help describes each. */
const FORMAT_FLAGS: Readonly<Record<Exclude<keyof FormatOptions, 'parseLimit'>, string>> = {
  dialect: 'dialect',
  lineEnding: 'line-ending',
  bom: 'bom',
  alignComments: 'align-comments',
  sitemapsAtEnd: 'sitemaps-at-end',
  removeDuplicates: 'remove-duplicates',
  repairTypos: 'repair-typos',
  sort: 'sort',
};

/** The lint rule codes, as src/diagnostics/codes.ts lists them: the linter's own and the syntax and model codes it re-reports. */
export function lintRuleCodes(): LintDiagnosticCode[] {
  return Object.entries(CODE_TABLE)
    .filter(([, entry]) => entry.stage === 'lint' || ('lintRule' in entry && entry.lintRule === true))
    .map(([code]) => code as LintDiagnosticCode)
    .sort();
}

/** Where a rule's page is published: docs/rules/ of the repository named by the root package.json. */
function rulePage(code: string): string {
  const { homepage } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { homepage: string };
  return `${homepage.replace(/#.*$/, '')}/blob/main/docs/rules/${code}.md`;
}

function dialectDescriptions(dialects: readonly Dialect[]): string[] {
  return dialects.map((dialect) => DIALECT_PROPERTIES[dialect].title);
}

function flagHelp(flag: string): string {
  const option = fmtCommand.options[flag];
  if (!option) throw new Error(`fmt has no flag --${flag}`);
  return option.description;
}

function formatSettings(): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const [option, flag] of Object.entries(FORMAT_FLAGS)) {
    const key = `robotstxt.format.${option}`;
    const description = `${flagHelp(flag)} (\`fmt --${flag}\`)`;
    if (option === 'dialect')
      settings[key] = {
        type: 'string',
        enum: ['all', ...DIALECTS],
        enumDescriptions: ['Keep the meaning under every dialect.', ...dialectDescriptions(DIALECTS)],
        default: 'all',
        markdownDescription: description,
      };
    else if (option === 'lineEnding')
      settings[key] = {
        type: 'string',
        enum: ['lf', 'crlf', 'preserve'],
        enumDescriptions: ['LF line ends.', 'CR LF line ends.', 'The line end of the file’s first line.'],
        default: 'lf',
        markdownDescription: description,
      };
    else if (option === 'bom')
      settings[key] = {
        type: 'string',
        enum: ['drop', 'keep'],
        enumDescriptions: ['Remove a UTF-8 byte-order mark.', 'Keep a UTF-8 byte-order mark.'],
        default: 'drop',
        markdownDescription: description,
      };
    else settings[key] = { type: 'boolean', default: false, markdownDescription: description };
  }
  return settings;
}

function ruleSettings(): Record<string, unknown> {
  const severities = new Map(RULES.map((rule) => [rule.code, rule.severity]));
  const properties: Record<string, unknown> = {};
  for (const code of lintRuleCodes()) {
    const presets = severities.get(code);
    const levels = presets
      ? ` Presets: ${Object.entries(presets)
          .map(([preset, level]) => `${preset} ${level}`)
          .join(', ')}.`
      : '';
    properties[code] = {
      type: 'string',
      enum: Object.keys(LEVELS),
      enumDescriptions: Object.values(LEVELS),
      markdownDescription: `${DIAGNOSTIC_CODES[code].meaning}${levels} [Rule page](${rulePage(code)})`,
    };
  }
  return {
    'robotstxt.rules': {
      type: 'object',
      default: {},
      markdownDescription:
        'Per-rule levels over the preset, as `lint --rule CODE=LEVEL` takes them, e.g. `{ "crawl-delay-value": "off", "unknown-field": "error" }`.',
      properties,
      additionalProperties: false,
    },
  };
}

/** `contributes.configuration` of the extension. */
export function vscodeConfiguration(): Record<string, unknown> {
  return {
    title: 'robots.txt',
    properties: {
      'robotstxt.dialect': {
        type: 'string',
        enum: [...DIALECTS],
        enumDescriptions: dialectDescriptions(DIALECTS),
        default: 'rfc9309',
        markdownDescription: 'The dialect (standard) robots.txt files are linted for, as `lint --dialect`. `robotstxt.dialects` overrides it.',
      },
      'robotstxt.dialects': {
        type: ['string', 'array', 'null'],
        anyOf: [
          { type: 'string', enum: ['all'], enumDescriptions: ['Every dialect: lint for portability.'] },
          { type: 'array', uniqueItems: true, items: { type: 'string', enum: [...DIALECTS], enumDescriptions: dialectDescriptions(DIALECTS) } },
          { type: 'null' },
        ],
        default: null,
        markdownDescription:
          'Lint for several dialects at once, as `lint --dialects`: `"all"` or a list, e.g. `["rfc9309", "google"]`; findings then include where the dialects read the file differently. Unset (`null`): `robotstxt.dialect` alone.',
      },
      'robotstxt.preset': {
        type: ['string', 'null'],
        enum: [...Object.keys(PRESETS), null],
        enumDescriptions: [...Object.values(PRESETS), 'Unset: recommended for one dialect, portable for several.'],
        default: null,
        markdownDescription: 'The rule preset the levels start from, as `lint --preset`.',
      },
      ...ruleSettings(),
      ...formatSettings(),
      'robotstxt.configFile': {
        type: 'boolean',
        default: true,
        markdownDescription:
          'Read `robotstxt.config.json` from the robots.txt’s folder or a folder above it, the file `lint` and `fmt` read; where the file and these settings both set a key, the file wins.',
      },
      'robotstxt.trace.server': {
        type: 'string',
        enum: ['off', 'messages', 'verbose'],
        enumDescriptions: ['No trace.', 'The messages’ names.', 'The messages with their contents.'],
        default: 'off',
        markdownDescription: 'Traces the messages between VS Code and the language server in the output channel “robots.txt”.',
      },
    },
  };
}

/** The manifest with its settings written from the library. */
export function manifestText(): string {
  const manifest = JSON.parse(readFileSync(path.join(root, MANIFEST), 'utf8')) as { contributes: Record<string, unknown> };
  manifest.contributes.configuration = vscodeConfiguration();
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(path.join(root, MANIFEST), manifestText());
  console.log(`vscode:manifest: ${lintRuleCodes().length} rule codes, ${DIALECTS.length} dialects written to ${MANIFEST}`);
}
