/**
 * Writes `schemas/robotstxt.config.schema.json`, the JSON Schema (draft-07)
 * of `robotstxt.config.json` that editors validate and complete the file
 * with. The rule codes are those of src/diagnostics/codes.ts that `lint`
 * reports (its own rules and the codes it re-reports as rules), each
 * described by its rule's title:
 *
 *     npm run schema
 *
 * (`npm run docs:rules` runs it too.) `test/cli/config-schema.test.ts` fails
 * when the committed schema is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_TABLE } from '../src/diagnostics/codes.ts';
import { RULES_BY_CODE } from '../src/lint/rules/index.ts';
import type { LintDiagnosticCode } from '../src/diagnostics/diagnostic.ts';
import { DIALECTS, DIALECT_PROPERTIES } from '../src/model/dialect.ts';

export const SCHEMA_PATH = 'schemas/robotstxt.config.schema.json';

/** The codes `--rule CODE=LEVEL` and `rules` accept, in the table's order. */
export function lintRuleCodes(): LintDiagnosticCode[] {
  return Object.entries(CODE_TABLE)
    .filter(([, entry]) => entry.stage === 'lint' || ('lintRule' in entry && entry.lintRule === true))
    .map(([code]) => code as LintDiagnosticCode);
}

const DOCS = 'https://github.com/robotstxt-toolkit/robotstxt-toolkit/blob/main/docs';

/** The schema, as the text written to {@link SCHEMA_PATH}. */
export function configSchema(): string {
  const dialectNames = DIALECTS.map((dialect) => `${dialect} (${DIALECT_PROPERTIES[dialect].title})`).join(', ');
  const codes = lintRuleCodes();
  const level = {
    enum: ['off', 'info', 'warn', 'warning', 'error'],
    description: 'off turns the rule off; info, warn (or warning) and error give its findings that severity (as --rule CODE=LEVEL).',
  };
  const flag = (name: string, what: string): object => ({
    type: 'boolean',
    default: false,
    description: `${what} (fmt --${name}; FormatOptions.${camel(name)}).`,
  });
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://github.com/robotstxt-toolkit/robotstxt-toolkit/blob/main/schemas/robotstxt.config.schema.json',
    title: 'robotstxt.config.json',
    description: `Settings of robotstxt-toolkit for the robots.txt files in this folder and below it (up to the folder holding .git or package.json), read by the robotstxt CLI and the language server. Flags given on the command line win over the file. See ${DOCS}/cli.md#configuration-file.`,
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string', description: 'The URL or path of this schema, for editors.' },
      dialect: {
        enum: [...DIALECTS],
        default: 'rfc9309',
        description: `The standard the robots.txt files are read under (--dialect): ${dialectNames}. fmt formats for it too, unless format.dialect says otherwise.`,
      },
      dialects: {
        description:
          'Lint for several dialects (portability), as --dialects: "all" for every dialect, or a list. Wins over dialect where both are given; check, explain and diff compare the verdicts under each.',
        oneOf: [
          { const: 'all', description: 'Every dialect.' },
          { type: 'array', items: { enum: [...DIALECTS] }, minItems: 1, uniqueItems: true, description: 'These dialects.' },
        ],
      },
      preset: {
        enum: ['recommended', 'strict', 'portable'],
        default: 'recommended',
        description: 'The lint preset the rule levels start from (--preset): recommended, strict (every rule on) or portable (every dialect).',
      },
      rules: {
        type: 'object',
        description: `Rule levels over the preset, by rule code (--rule CODE=LEVEL). The rules: ${DOCS}/rules/README.md.`,
        propertyNames: { enum: codes },
        properties: Object.fromEntries(
          codes.map((code) => [code, { ...level, description: `${RULES_BY_CODE.get(code)?.title ?? code}. ${DOCS}/rules/${code}.md` }]),
        ),
        additionalProperties: false,
      },
      format: {
        type: 'object',
        description: "The formatter's options: fmt's layout flags, by their FormatOptions names (the Prettier plugin's options without robotsTxt).",
        additionalProperties: false,
        properties: {
          dialect: {
            enum: [...DIALECTS, 'all'],
            description: "The dialect whose meaning the layout keeps (fmt --dialect); all keeps it under every dialect. Default: the file's dialect, else all.",
          },
          lineEnding: {
            enum: ['lf', 'crlf', 'preserve'],
            default: 'lf',
            description: "Line ends to write (fmt --line-ending): lf, crlf, or preserve (the file's own).",
          },
          bom: { enum: ['drop', 'keep'], default: 'drop', description: 'The UTF-8 byte-order mark (fmt --bom): drop or keep.' },
          alignComments: flag('align-comments', 'Align trailing comments within a group'),
          sitemapsAtEnd: flag('sitemaps-at-end', 'Gather the Sitemap lines at the end of the file'),
          removeDuplicates: flag('remove-duplicates', 'Remove exact duplicate rules'),
          repairTypos: flag('repair-typos', "Repair Google's typos and missing colons where the dialect already reads them so"),
          sort: flag('sort', 'Sort the rules of each group, where no dialect considered decides by file order'),
        },
      },
    },
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

function camel(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = fileURLToPath(new URL('../', import.meta.url));
  mkdirSync(path.join(root, 'schemas'), { recursive: true });
  writeFileSync(path.join(root, SCHEMA_PATH), configSchema());
  console.log(`schema: ${SCHEMA_PATH} written (${lintRuleCodes().length} rule codes)`);
}
