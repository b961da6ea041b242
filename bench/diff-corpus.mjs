/**
 * `diffMeaning` over ../shared/corpus/{top-sites,real} (or ROBOTSTXT_CORPUS) under rfc9309:
 * - every file against itself formatted: diff must say "the same meaning" for all;
 * - every file against an added group (`User-agent: DiffBenchBot` / `Disallow: /`, after a byte-order mark): diff must
 *   find that robot's loss of `/` wherever the edit really shuts it (and report none elsewhere);
 * - every file with a Disallow against the same file with its first Disallow widened to `/`: whenever the
 *   verdicts change for a robot and URL of a sample (robots the file names and one it does not; `/`, each rule's
 *   path and a step past it), diff must report a change.
 * Prints the counts and the time per pair (p50, p99, the slowest pair and which it is).
 *
 *   node bench/diff-corpus.mjs [DIST]   (default: ./dist; run `npm run build` first)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCorpusBytes } from './lib/corpus.mjs';
import { REPO_ROOT } from './lib/load.mjs';

const dist = process.argv[2] ?? path.join(REPO_ROOT, 'dist');
const { compile, decodeBytes, diffMeaning, format } = await import(pathToFileURL(path.join(path.resolve(dist), 'esm/index.js')).href);
const files = loadCorpusBytes();
const times = [];
const counts = {
  formattedSame: 0,
  formattedDiffer: [],
  addedFound: 0,
  addedNoChange: 0,
  addedMissed: [],
  widened: 0,
  widenedChanged: 0,
  widenedFound: 0,
  widenedMissed: [],
};

let slowest = { ms: -1, pair: '' };

function timed(a, b, pair) {
  const start = performance.now();
  const result = diffMeaning(a, b);
  const ms = performance.now() - start;
  times.push(ms);
  if (ms > slowest.ms) slowest = { ms, pair };
  return result;
}

for (const file of files) {
  const text = decodeBytes(file.bytes).text;
  const formatted = timed(text, format(text), `${file.name} vs itself formatted`);
  if (formatted.robots.length === 0) counts.formattedSame++;
  else counts.formattedDiffer.push(file.name);
  // After a byte-order mark: before it, the mark would start the file's first line, which would then not be a User-agent line.
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const addedText = `${bom}User-agent: DiffBenchBot\nDisallow: /\n\n${text.slice(bom.length)}`;
  const added = timed(text, addedText, `${file.name} vs an added group`);
  // The edit changes nothing at / where the file already shuts unnamed robots out (github.com's), or where rules
  // before the file's first User-agent line join the new group and open / again (www.olympic.org's `Allow: /`):
  // there diff must not report the loss of /; everywhere else it must.
  const lostRoot = added.robots.some((robot) => robot.agents.includes('DiffBenchBot') && robot.severity === 'lost-root');
  const rootChanged = compile(text).isAllowed('/', 'DiffBenchBot') === true && compile(addedText).isAllowed('/', 'DiffBenchBot') === false;
  if (!rootChanged) counts.addedNoChange++;
  if (lostRoot === rootChanged) {
    if (rootChanged) counts.addedFound++;
  } else counts.addedMissed.push(file.name);
  const rule = /^([ \t]*disallow[ \t]*:[ \t]*)(\/[^\s#]+)/im.exec(text);
  if (rule === null) continue;
  counts.widened++;
  const widenedText = `${text.slice(0, rule.index)}${rule[1]}/${text.slice(rule.index + rule[0].length)}`;
  const before = compile(text);
  const after = compile(widenedText);
  const robots = [
    ...new Set(
      before.model.groups
        .flatMap((group) => group.agents.map((agent) => agent.value.trim()))
        .filter((name) => name !== '*')
        .slice(0, 20),
    ),
    'SomeOtherBot',
  ];
  const urls = [
    '/',
    rule[2],
    `${rule[2]}x`,
    ...before.model.groups.flatMap((group) => group.rules.map((r) => r.value.replace(/\*/g, 'x').replace(/\$$/, ''))).slice(0, 200),
  ];
  const changed = robots.some((agent) => urls.some((url) => before.isAllowed(url, agent) !== after.isAllowed(url, agent)));
  const diff = timed(before, after, `${file.name} vs its first Disallow widened`);
  if (changed) counts.widenedChanged++;
  if (changed && diff.robots.length > 0) counts.widenedFound++;
  if (changed && diff.robots.length === 0) counts.widenedMissed.push(file.name);
}
const sorted = [...times].sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
console.log(
  `diffMeaning over ${files.length} files (rfc9309): ${times.length} pairs, p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, slowest ${sorted[sorted.length - 1].toFixed(0)} ms (${slowest.pair})`,
);
console.log(
  `file vs itself formatted: same meaning ${counts.formattedSame}/${files.length}${counts.formattedDiffer.length ? `; differ: ${counts.formattedDiffer.slice(0, 5).join(', ')}` : ''}`,
);
console.log(
  `file vs an added group shutting a new robot out: found ${counts.addedFound}/${files.length - counts.addedNoChange} (in ${counts.addedNoChange} files the edit leaves / as it was, and diff says so)${counts.addedMissed.length ? `; wrong: ${counts.addedMissed.slice(0, 5).join(', ')}` : ''}`,
);
console.log(
  `file vs its first Disallow widened to /: ${counts.widened} files, the sample's verdicts changed in ${counts.widenedChanged}, diff found ${counts.widenedFound}${counts.widenedMissed.length ? `; missed: ${counts.widenedMissed.slice(0, 5).join(', ')}` : ''}`,
);
