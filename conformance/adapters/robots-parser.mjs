#!/usr/bin/env node
/**
 * robots-parser (samclarke/robots-parser, a devDependency) behind the
 * conformance runner's JSON-lines protocol (docs/conformance.md):
 *
 *     robotstxt conformance --jsonl 'node conformance/adapters/robots-parser.mjs'
 *
 * One request per line on stdin, `{"robots", "robots_b64", "url", "agent",
 * "dialect"}`; one answer per line on stdout, `{"allowed": true|false}` or
 * `{"error": "…"}`. robots-parser has one behaviour, so `dialect` is ignored.
 * It reads text and needs an absolute URL on the robots.txt's own origin: a
 * path is put on http://example.com, and the robots.txt is placed on the
 * URL's origin.
 */
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const robotsParser = createRequire(import.meta.url)('robots-parser');
const BASE = 'http://example.com';

function answer(request) {
  const robots = typeof request.robots === 'string' ? request.robots : Buffer.from(String(request.robots_b64 ?? ''), 'base64').toString('latin1');
  let url;
  try {
    url = new URL(String(request.url ?? ''), BASE);
  } catch {
    return { error: `robots-parser needs a URL it can parse, not ${JSON.stringify(request.url)}` };
  }
  const allowed = robotsParser(new URL('/robots.txt', url).href, robots).isAllowed(url.href, String(request.agent ?? ''));
  return typeof allowed === 'boolean' ? { allowed } : { error: 'robots-parser answered undefined (the URL is not on the robots.txt origin)' };
}

createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
  let reply;
  try {
    reply = answer(JSON.parse(line));
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  process.stdout.write(`${JSON.stringify(reply)}\n`);
});
