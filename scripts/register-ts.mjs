/**
 * Lets Node 20 run the repository's TypeScript scripts directly:
 *
 *     node --import ./scripts/register-ts.mjs scripts/gen-diagrams.ts
 *
 * Node 20 cannot load `.ts` files (type stripping arrived in Node 22). This
 * file registers a module loader hook (`ts-loader-hook.mjs`) that compiles
 * each `.ts` module with esbuild (a devDependency) as it is imported. No
 * type checking happens here; `npm run typecheck` does that.
 */
import { register } from 'node:module';

register('./ts-loader-hook.mjs', import.meta.url);
