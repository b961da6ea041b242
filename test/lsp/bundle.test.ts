/**
 * The CLI bundle loads the LSP libraries only when `robotstxt lsp` runs:
 * they are bundled (the package has no dependency on them) into the chunk of
 * `lsp`'s implementation, which `dist/cli.js` reaches only through the
 * registry's `import()`. The engine's chunk, which a worker thread loads, holds
 * the library's answers and not the protocol. Read off the built files.
 *
 * Needs the build (`npm test` builds first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../helpers/paths.ts';

/** Static imports only (`import … from "x"`, `import "x"`), not `import("x")`. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)(["'])(\.[\w./-]+)\1/g;

function staticallyReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) queue.push(join(file, '..', match[2] ?? ''));
  }
  return seen;
}

const chunks = readdirSync(repoPath('dist/cli-chunks'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => repoPath(`dist/cli-chunks/${name}`));
/** vscode-jsonrpc's message framing: the protocol library's code. */
const holdsProtocol = (file: string): boolean => readFileSync(file, 'utf8').includes('Content-Length: ');

describe('the CLI bundle and the LSP libraries', () => {
  it('one chunk holds the protocol libraries, and cli.js reaches it only by import() (--version and --help never load it)', () => {
    const protocolChunks = chunks.filter(holdsProtocol);
    expect(protocolChunks).toHaveLength(1);
    const startUp = staticallyReached(repoPath('dist/cli.js'));
    expect([...startUp].filter(holdsProtocol)).toEqual([]);
    expect(readFileSync(repoPath('dist/cli.js'), 'utf8')).toContain(`import("./cli-chunks/${protocolChunks[0]?.split('/').pop()}")`);
  });

  it('the engine is a chunk of its own, which a worker loads without the protocol libraries', () => {
    const engines = chunks.filter((file) => /[\\/]engine-[^\\/]+\.js$/.test(file));
    expect(engines).toHaveLength(1);
    expect([...staticallyReached(engines[0] ?? '')].filter(holdsProtocol)).toEqual([]);
  });
});
