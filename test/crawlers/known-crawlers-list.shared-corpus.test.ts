/**
 * The known-crawler table against the ai.robots.txt list it took its AI facts from
 * (../shared/data/ai-robots-txt/robots.json, read there, never copied): every agent of the list is
 * known, and where the list states whether an agent obeys robots.txt the table agrees.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithList, listedObedience, type AiRobotsTxtEntry } from '../../scripts/known-crawlers-compare.ts';
import { REPO_ROOT } from '../helpers/paths.ts';

const LIST = JSON.parse(readFileSync(path.resolve(REPO_ROOT, '../shared/data/ai-robots-txt/robots.json'), 'utf8')) as Record<string, AiRobotsTxtEntry>;

describe('the known-crawler table and the ai.robots.txt list', () => {
  it('knows every agent of the list, agrees on obedience, and keeps no entry the list dropped', () => {
    expect(Object.keys(LIST).length).toBeGreaterThan(100);
    expect(compareWithList(LIST)).toEqual({ missing: [], obedienceDiffers: [], gone: [] });
  });

  it('reports what a newer list adds, changes and drops', () => {
    const newer: Record<string, AiRobotsTxtEntry> = { ...LIST, NewBot: { respect: 'Yes' }, GPTBot: { respect: '[No](https://example.com)' } };
    delete newer['Bytespider'];
    expect(compareWithList(newer)).toEqual({ missing: ['NewBot'], obedienceDiffers: [{ name: 'GPTBot', list: 'no', table: 'yes' }], gone: ['Bytespider'] });
  });

  it('reads the list’s obedience field, links and all', () => {
    expect(listedObedience('Yes')).toBe('yes');
    expect(listedObedience('[No](https://example.com/faq)')).toBe('no');
    expect(listedObedience('Unclear at this time.')).toBeUndefined();
    expect(listedObedience(undefined)).toBeUndefined();
  });
});
