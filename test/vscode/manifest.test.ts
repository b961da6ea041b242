/**
 * The extension's manifest (editors/vscode/package.json): its settings are
 * the library's lists (dialects, presets, rule codes), written by
 * `npm run vscode:manifest` and never stale; the language is the one the
 * Prettier plugin formats; the grammar, commands and engine it names exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestText } from '../../scripts/vscode-manifest.ts';
import type { ConfigFormatOptions, ToolkitConfig } from '../../src/cli/config/config.ts';
import { readEditorSettings } from '../../src/cli/lsp/settings.ts';
import { RULES } from '../../src/lint/rules/index.ts';
import { DIALECTS } from '../../src/model/dialect.ts';
import { languages } from '../../src/prettier.ts';

const extensionFile = (path: string): string => new URL(`../../editors/vscode/${path}`, import.meta.url).pathname;
const readJson = (path: string): any => JSON.parse(readFileSync(path, 'utf8'));
const manifest = readJson(extensionFile('package.json'));
const settings: Record<string, any> = manifest.contributes.configuration.properties;

describe('the manifest', () => {
  it('holds the settings npm run vscode:manifest writes from the library', () => {
    expect(
      readFileSync(extensionFile('package.json'), 'utf8'),
      'editors/vscode/package.json is stale: run npm run vscode:manifest (npm run docs:rules runs it too)',
    ).toBe(manifestText());
  });

  it('declares the language robots-txt for the files the Prettier plugin formats, with # comments', () => {
    const [prettierLanguage] = languages;
    const [language] = manifest.contributes.languages;
    expect(language.id).toBe('robots-txt');
    expect(prettierLanguage!.vscodeLanguageIds).toContain(language.id);
    expect(language.filenames).toEqual(prettierLanguage!.filenames);
    expect(language.filenamePatterns).toEqual(prettierLanguage!.extensions.map((extension) => `*${extension}`));
    expect(readJson(extensionFile(language.configuration)).comments.lineComment).toBe('#');
    expect(manifest.activationEvents).toEqual([`onLanguage:${language.id}`]);
  });

  it('names a grammar file whose scope name is the one it declares', () => {
    const [grammar] = manifest.contributes.grammars;
    expect(grammar.language).toBe('robots-txt');
    expect(readJson(extensionFile(grammar.path)).scopeName).toBe(grammar.scopeName);
  });

  it('contributes the two commands, each with a title, the test in the palette only for robots.txt files', () => {
    expect(manifest.contributes.commands.map((command: { command: string }) => command.command)).toEqual(['robotstxt.testUrl', 'robotstxt.restartServer']);
    for (const command of manifest.contributes.commands) expect(`${command.category}: ${command.title}`).toMatch(/^robots\.txt: \S/);
    expect(manifest.contributes.menus.commandPalette).toContainEqual({ command: 'robotstxt.testUrl', when: 'editorLangId == robots-txt' });
  });

  it('asks for the VS Code its types and its language client are written for', () => {
    const types = readJson(new URL('../../node_modules/@types/vscode/package.json', import.meta.url).pathname);
    const client = readJson(new URL('../../node_modules/vscode-languageclient/package.json', import.meta.url).pathname);
    expect(manifest.engines.vscode).toBe(`^${types.version}`);
    expect(client.engines.vscode).toBe(manifest.engines.vscode);
    expect(manifest.main).toBe('./dist/extension.js');
  });

  it('has the version of the toolkit whose server it ships', () => {
    expect(manifest.version).toBe(readJson(new URL('../../package.json', import.meta.url).pathname).version);
  });

  it('validates robotstxt.config.json with the schema the package copies in', () => {
    expect(manifest.contributes.jsonValidation).toEqual([{ fileMatch: 'robotstxt.config.json', url: './schemas/robotstxt.config.schema.json' }]);
  });
});

describe('the settings', () => {
  it('every setting has a description, and every enum a description per value', () => {
    const check = (name: string, schema: any): void => {
      if (schema.enum) expect(schema.enumDescriptions, name).toHaveLength(schema.enum.length);
      for (const part of schema.anyOf ?? []) check(name, part);
      if (schema.items) check(name, schema.items);
      for (const [key, property] of Object.entries(schema.properties ?? {})) check(`${name}.${key}`, property);
    };
    for (const [name, schema] of Object.entries(settings)) {
      expect(schema.description ?? schema.markdownDescription, name).toMatch(/\S/);
      check(name, schema);
    }
    for (const [code, schema] of Object.entries<any>(settings['robotstxt.rules'].properties)) expect(schema.markdownDescription, code).toMatch(/\S/);
  });

  it("offer the library's dialects", () => {
    expect(settings['robotstxt.dialect'].enum).toEqual(DIALECTS);
    expect(settings['robotstxt.dialects'].anyOf.find((part: any) => part.type === 'array').items.enum).toEqual(DIALECTS);
    expect(settings['robotstxt.format.dialect'].enum).toEqual(['all', ...DIALECTS]);
  });

  it("offer the presets the rules' metadata has a level for", () => {
    const presets = Object.keys(RULES[0]!.severity);
    for (const rule of RULES) expect(Object.keys(rule.severity)).toEqual(presets);
    expect(settings['robotstxt.preset'].enum).toEqual([...presets, null]);
  });

  it('set a level for every lint rule and for nothing else', () => {
    expect(Object.keys(settings['robotstxt.rules'].properties).sort()).toEqual(RULES.map((rule) => rule.code).sort());
    expect(settings['robotstxt.rules'].additionalProperties).toBe(false);
  });

  it('name their rule pages where the repository publishes docs/rules/', () => {
    for (const rule of RULES) {
      expect(existsSync(new URL(`../../docs/rules/${rule.code}.md`, import.meta.url)), rule.code).toBe(true);
      expect(settings['robotstxt.rules'].properties[rule.code].markdownDescription).toContain(`/blob/main/docs/rules/${rule.code}.md)`);
    }
  });
});

/** The `robotstxt` section as VS Code sends it to the server: every setting at its default, dotted names nested. */
function sectionWith(overrides: Record<string, unknown> = {}): Record<string, any> {
  const section: Record<string, any> = {};
  for (const [name, schema] of Object.entries(settings)) {
    const path = name.replace(/^robotstxt\./, '').split('.');
    let at = section;
    for (const key of path.slice(0, -1)) at = at[key] ??= {};
    at[path.at(-1)!] = name in overrides ? overrides[name] : schema.default;
  }
  return section;
}

/** Every key of the configuration file's format, written so that a new key fails to compile here until it is contributed. */
const CONFIG_KEYS: Record<keyof ToolkitConfig, true> = { dialect: true, dialects: true, preset: true, rules: true, format: true };
const FORMAT_KEYS: Record<keyof ConfigFormatOptions, true> = {
  dialect: true,
  lineEnding: true,
  bom: true,
  alignComments: true,
  sitemapsAtEnd: true,
  removeDuplicates: true,
  repairTypos: true,
  sort: true,
};

describe('the settings and the language server', () => {
  it('every key the server reads (the configuration file’s keys, and configFile) is contributed', () => {
    for (const key of Object.keys(CONFIG_KEYS).filter((key) => key !== 'format')) expect(settings, key).toHaveProperty([`robotstxt.${key}`]);
    for (const key of Object.keys(FORMAT_KEYS)) expect(settings, key).toHaveProperty([`robotstxt.format.${key}`]);
    expect(settings).toHaveProperty(['robotstxt.configFile']);
  });

  it('the server reads the defaults VS Code sends without a problem, as the defaults they are', () => {
    const { config, useConfigFile, problems } = readEditorSettings(sectionWith());
    expect(problems).toEqual([]);
    expect(useConfigFile).toBe(true);
    expect(config).toEqual({
      dialect: 'rfc9309',
      rules: {},
      format: {
        dialect: 'all',
        lineEnding: 'lf',
        bom: 'drop',
        alignComments: false,
        sitemapsAtEnd: false,
        removeDuplicates: false,
        repairTypos: false,
        sort: false,
      },
    });
  });

  it('the server accepts every value each setting offers', () => {
    for (const [name, schema] of Object.entries(settings)) {
      const values = [
        ...(schema.enum ?? []),
        ...(schema.type === 'boolean' ? [true, false] : []),
        ...(schema.anyOf?.flatMap((part: any) => part.enum ?? (part.items ? [part.items.enum] : [])) ?? []),
      ];
      for (const value of values) expect(readEditorSettings(sectionWith({ [name]: value })).problems, `${name}: ${JSON.stringify(value)}`).toEqual([]);
    }
    for (const [code, schema] of Object.entries<any>(settings['robotstxt.rules'].properties))
      for (const level of schema.enum)
        expect(readEditorSettings(sectionWith({ 'robotstxt.rules': { [code]: level } })).problems, `${code}=${level}`).toEqual([]);
    expect(readEditorSettings(sectionWith({ 'robotstxt.configFile': false })).useConfigFile).toBe(false);
  });
});
