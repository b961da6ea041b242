/**
 * The language server's settings (src/cli/lsp/settings.ts): the editor's
 * section read in the configuration file's format, and the file winning
 * key by key over it.
 */
import { describe, expect, it } from 'vitest';
import { filePathOf, mergeConfigs, readEditorSettings } from '../../src/cli/lsp/settings.ts';

describe("the editor's settings", () => {
  it('are read as a configuration file: the same keys and values', () => {
    const { config, problems, useConfigFile } = readEditorSettings({
      dialect: 'google',
      preset: 'strict',
      rules: { 'unknown-field': 'error' },
      format: { lineEnding: 'crlf', sort: true },
    });
    expect(problems).toEqual([]);
    expect(useConfigFile).toBe(true);
    expect(config).toEqual({ dialect: 'google', preset: 'strict', rules: { 'unknown-field': 'error' }, format: { lineEnding: 'crlf', sort: true } });
  });

  it('leave out what editors send for unset settings (null) and the keys that are the client’s (configFile, trace)', () => {
    const { config, problems, useConfigFile } = readEditorSettings({ dialect: null, dialects: null, configFile: false, trace: { server: 'verbose' } });
    expect(config).toEqual({});
    expect(problems).toEqual([]);
    expect(useConfigFile).toBe(false);
  });

  it('report a bad value as a problem and keep the default for it', () => {
    const { config, problems } = readEditorSettings({ dialect: 'rfc9310', preset: 'strict' });
    expect(config).toEqual({ preset: 'strict' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ key: 'dialect' });
  });

  it('anything that is not an object is no settings', () => {
    for (const section of [undefined, null, 'rfc9309', 3, []]) expect(readEditorSettings(section)).toEqual({ config: {}, useConfigFile: true, problems: [] });
  });
});

describe('the configuration file over the editor’s settings', () => {
  it('the file wins key by key; rules and format merge', () => {
    expect(
      mergeConfigs(
        { preset: 'strict', rules: { 'unknown-field': 'error', 'space-before-colon': 'off' }, format: { sort: true, lineEnding: 'crlf' } },
        { preset: 'portable', rules: { 'unknown-field': 'off' }, format: { lineEnding: 'lf' } },
      ),
    ).toEqual({ preset: 'portable', rules: { 'unknown-field': 'off', 'space-before-colon': 'off' }, format: { sort: true, lineEnding: 'lf' } });
  });

  it('a dialect or dialects in the file replaces both of the editor’s', () => {
    expect(mergeConfigs({ dialects: 'all' }, { dialect: 'google' })).toEqual({ dialect: 'google' });
    expect(mergeConfigs({ dialect: 'google' }, { dialects: ['1994', 'rfc9309'] })).toEqual({ dialects: ['1994', 'rfc9309'] });
    expect(mergeConfigs({ dialect: 'google', preset: 'strict' }, {})).toEqual({ dialect: 'google', preset: 'strict' });
  });
});

describe('documents and their folder', () => {
  it('a file: URI has a path to look for the configuration file from; other schemes have none', () => {
    expect(filePathOf('file:///srv/www/robots.txt')).toBe('/srv/www/robots.txt');
    expect(filePathOf('untitled:Untitled-1')).toBeUndefined();
    expect(filePathOf('file://host%zz/x')).toBeUndefined();
  });
});
