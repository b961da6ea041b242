#!/usr/bin/env node
// The `robotstxt` command. The program is bundled into dist/cli.js by `npm run build`.
import module from 'node:module';

// Node ≥ 22.1 can keep compiled code between runs (tsc does the same); before that this is a no-op.
module.enableCompileCache?.();
await import('../dist/cli.js');
