import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// src/fetch must run in browsers and workers: the platform's fetch, web
// streams and typed arrays only. This guards against a Node import creeping in.
const dir = new URL('../../src/fetch/', import.meta.url);

describe('src/fetch is platform-neutral', () => {
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts'));
  it.each(files)('%s uses no Node-only API', (name) => {
    const source = readFileSync(new URL(name, dir), 'utf8');
    const imports = [...source.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1] ?? '');
    for (const specifier of imports) expect(specifier, `${name} imports ${specifier}`).toMatch(/^\.\.?\//);
    expect(source).not.toMatch(/\brequire\(|\bprocess\.|\bBuffer\b|\b__dirname\b/);
  });
});
