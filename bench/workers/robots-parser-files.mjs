/**
 * The comparison of §6 batch (bench/sections/batch.mjs): what a crawler
 * author writes without the CLI. A plain Node loop over a directory of
 * robots.txt files: read each file, parse it with robots-parser, ask every
 * URL, print one JSON line per answer (as `check --files` does).
 *
 * Usage: node bench/workers/robots-parser-files.mjs DIR AGENT URL…
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const robotsParser = require('robots-parser');

const [directory, agent, ...urls] = process.argv.slice(2);
const origin = 'https://example.com';
const absolute = urls.map((url) => (url.startsWith('/') ? `${origin}${url}` : url));
const out = [];
let size = 0;
for (const name of readdirSync(directory).sort()) {
  const file = path.join(directory, name);
  const robots = robotsParser(`${origin}/robots.txt`, readFileSync(file, 'utf8'));
  for (let i = 0; i < urls.length; i++) {
    const line = JSON.stringify({ file, url: urls[i], allowed: robots.isAllowed(absolute[i], agent) !== false });
    out.push(line);
    size += line.length + 1;
    if (size > 65_536) {
      process.stdout.write(`${out.join('\n')}\n`);
      out.length = 0;
      size = 0;
    }
  }
}
if (out.length > 0) process.stdout.write(`${out.join('\n')}\n`);
