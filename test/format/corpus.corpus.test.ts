/**
 * Every file of the corpus (test/helpers/corpus.ts) formats without
 * an exception and idempotently, and keeps every verdict under every dialect
 * for the agents it names plus a robot only `*` groups apply to, over paths
 * derived from its own rules. The number of files and checks is
 * printed; `FORMAT_CORPUS_FULL=1` (npm run fuzz) asks more paths per file.
 */
import { describe, expect, it } from 'vitest';
import { compile, decodeBytes, DIALECTS, formatWithDiagnostics, parse } from '../../src/index.ts';
import { corpusFiles, corpusSets } from '../helpers/corpus.ts';

const FULL = process.env.FORMAT_CORPUS_FULL === '1' || Number(process.env.FUZZ_RUNS ?? 0) > 10000;
const MAX_AGENTS = FULL ? 16 : 6;
const MAX_PATHS = FULL ? 48 : 12;
/** A robot no file names: only `*` groups apply to it. */
const STAR_ONLY = 'Zqx-Unnamed-Robot/1.0';

function corpusTexts(directory: string): { name: string; text: string }[] {
  return corpusFiles(directory).map(({ name, bytes }) => ({ name: `${directory}/${name}`, text: decodeBytes(bytes).text }));
}

/** Up to `max` items spread evenly over `items` (deterministic). */
function spread<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)] as T);
}

/** The agents a file names and paths from its rules: each value, with `*` filled, `$` dropped, extended and cut. */
function probesOf(text: string): { agents: string[]; paths: string[] } {
  const agents = new Set<string>();
  const paths = new Set<string>(['/', '/robots.txt']);
  for (const line of parse(text).lines) {
    const key = line.fieldName?.toLowerCase();
    const value = line.fieldValue ?? '';
    if (key === undefined || value === '') continue;
    if (key.includes('agent')) {
      for (const word of value.split(/[ \t]+/)) if (word !== '' && word !== '*') agents.add(word);
    } else if (key.includes('allow')) {
      for (const root of value.split(/[ \t]+/)) {
        if (root === '') continue;
        const concrete = (root.startsWith('/') ? root : `/${root}`).replace(/\*/g, 'x').replace(/\$$/, '');
        paths.add(concrete);
        paths.add(`${concrete}z/y.html`);
        if (concrete.length > 2) paths.add(concrete.slice(0, -1));
      }
    }
  }
  return { agents: [...spread([...agents], MAX_AGENTS), STAR_ONLY], paths: spread([...paths], MAX_PATHS) };
}

describe.each(corpusSets())('format over corpus/%s', (directory) => {
  it('formats every file idempotently, keeping every verdict under every dialect', () => {
    const files = corpusTexts(directory);
    const problems: string[] = [];
    let checks = 0;
    let changed = 0;
    for (const { name, text } of files) {
      const result = formatWithDiagnostics(text);
      if (result.changed) changed++;
      const again = formatWithDiagnostics(result.text);
      if (again.text !== result.text) problems.push(`${name}: not idempotent`);
      if (!result.changed) continue;
      const { agents, paths } = probesOf(text);
      for (const dialect of DIALECTS) {
        const before = compile(text, { dialect });
        const after = compile(result.text, { dialect });
        if (JSON.stringify(before.sitemaps) !== JSON.stringify(after.sitemaps)) problems.push(`${name}: ${dialect} sitemaps differ`);
        for (const agent of agents) {
          if (before.crawlDelay(agent) !== after.crawlDelay(agent)) problems.push(`${name}: ${dialect} crawl-delay of ${agent} differs`);
          for (const path of paths) {
            checks++;
            if (before.isAllowed(path, agent) !== after.isAllowed(path, agent)) problems.push(`${name}: ${dialect} ${agent} ${path}`);
          }
        }
      }
    }
    console.log(`format corpus/${directory}: ${files.length} files (${changed} changed by formatting), ${checks} verdict checks`);
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
