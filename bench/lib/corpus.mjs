/**
 * Bench inputs: the real corpus, synthetic files built from it, and the
 * (file, URL, agent) requests the matcher section asks.
 *
 * Everything is deterministic (a fixed seed), so two runs time the same work.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR, requireCorpus } from './load.mjs';
import { seededRandom } from './measure.mjs';

/** Every file of the corpus's `top-sites/` and `real/` as bytes, named `set/file`, in name order (for the A/B and latency scripts). */
export function loadCorpusBytes() {
  requireCorpus();
  return ['top-sites', 'real'].flatMap((set) =>
    readdirSync(path.join(CORPUS_DIR, set))
      .filter((name) => name !== 'MANIFEST.tsv')
      .sort()
      .map((name) => ({ name: `${set}/${name}`, bytes: new Uint8Array(readFileSync(path.join(CORPUS_DIR, set, name))) })),
  );
}

/**
 * Every file of the corpus's `top-sites/`, read once as bytes and decoded up front
 * with the library's own `decodeBytes` (the decoding `parse(bytes)` would do),
 * so that timed loops see strings only. Returns the decode time separately.
 */
export function loadTopSites(library) {
  requireCorpus();
  const directory = path.join(CORPUS_DIR, 'top-sites');
  const names = readdirSync(directory).sort();
  const files = names.map((name) => ({ name, bytes: readFileSync(path.join(directory, name)) }));
  const start = performance.now();
  for (const file of files) file.text = library.decodeBytes(file.bytes).text;
  const decodeMs = performance.now() - start;
  const totalBytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
  return { directory, files, totalBytes, decodeMs };
}

/** The largest file of the corpus's `real/` (the 3.7 MB one), found by size. */
export function largestRealFile(library) {
  requireCorpus();
  const directory = path.join(CORPUS_DIR, 'real');
  const names = readdirSync(directory).filter((name) => name.endsWith('.txt'));
  const largest = names
    .map((name) => ({ name, size: statSync(path.join(directory, name)).size }))
    .reduce((best, file) => (file.size > best.size ? file : best));
  const bytes = readFileSync(path.join(directory, largest.name));
  return { name: `real/${largest.name}`, bytes, text: library.decodeBytes(bytes).text };
}

/**
 * A realistic file of at most `targetBytes` UTF-8 bytes: whole corpus files in
 * a fixed shuffled order, concatenated (each ending in a line end), cut at the
 * last line end that fits.
 */
export function concatenatedCorpus(files, targetBytes, seed = 1994) {
  const random = seededRandom(seed);
  const order = files.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const parts = [];
  let bytes = 0;
  for (let k = 0; bytes < targetBytes; k = (k + 1) % order.length) {
    let text = files[order[k]].text.replace(/^\ufeff/, '');
    if (!/[\r\n]$/.test(text)) text += '\n';
    parts.push(text);
    bytes += Buffer.byteLength(text);
  }
  const joined = Buffer.from(parts.join(''));
  const cut = joined.lastIndexOf(0x0a, targetBytes - 1);
  return joined.subarray(0, cut + 1).toString('utf8');
}

/** The origin every generated URL uses (robots-parser answers only for its own origin). */
export const ORIGIN = 'https://example.com';

/** Paths every file is asked about, whatever its rules. */
const GENERIC_PATHS = ['/', '/index.html', '/search?q=robots+txt', '/wp-admin/admin-ajax.php', '/images/logo.png', '/%7Euser/caf%C3%A9'];

/** How many URLs each file is asked about. */
export const URLS_PER_FILE = 20;

/** Agents asked of every file; the third is replaced by one the file names. */
export const FIXED_AGENTS = ['Googlebot', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'NoSuchRobot/1.0'];

/**
 * The URLs and agents to ask of one file: paths taken from its Allow and
 * Disallow values (wildcards filled in, `$` dropped) with variants (a suffix,
 * a query, upper case, an escape), plus generic paths; the agents Googlebot,
 * bingbot's full User-Agent header, one agent the file names, and a robot no
 * file names (it gets the `*` group).
 */
export function requestsFor(document, random) {
  const patterns = [];
  const named = [];
  for (const line of document.lines) {
    if (line.kind !== 'directive') continue;
    const key = (line.field?.text ?? '').toLowerCase();
    const value = line.value?.text ?? '';
    if ((key === 'allow' || key === 'disallow') && value !== '') patterns.push(value);
    if (key === 'user-agent' && value !== '' && value !== '*') named.push(value);
  }
  const urls = GENERIC_PATHS.map((p) => ORIGIN + p);
  while (urls.length < URLS_PER_FILE) {
    const pattern = patterns.length > 0 ? patterns[Math.floor(random() * patterns.length)] : `/page/${Math.floor(random() * 1000)}`;
    urls.push(ORIGIN + variantOf(pathFromPattern(pattern, random), random));
  }
  const namedAgent = named.length > 0 ? named[Math.floor(random() * named.length)] : 'ExampleBot';
  return { urls, agents: [FIXED_AGENTS[0], FIXED_AGENTS[1], namedAgent, FIXED_AGENTS[2]] };
}

function pathFromPattern(pattern, random) {
  let filled = pattern.replace(/\$$/, '').replace(/\*/g, () => (random() < 0.5 ? '' : `x${Math.floor(random() * 100)}`));
  if (!filled.startsWith('/')) filled = `/${filled}`;
  return filled;
}

function variantOf(urlPath, random) {
  switch (Math.floor(random() * 5)) {
    case 0:
      return urlPath;
    case 1:
      return `${urlPath}${urlPath.endsWith('/') ? '' : '/'}index.html`;
    case 2:
      return `${urlPath}${urlPath.includes('?') ? '&' : '?'}id=${Math.floor(random() * 1000)}`;
    case 3:
      return urlPath.toUpperCase();
    default:
      // Escape one letter, as some crawlers do: the dialects differ on whether it still matches.
      return urlPath.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
  }
}
