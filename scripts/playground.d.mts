/** The types of `playground.mjs`, for the tests that import it. */
import type { Server } from 'node:http';

/** The static folder the build writes: dist/playground/. */
export declare const OUT_DIR: string;
/** The port `serve` listens on without `--port`. */
export declare const DEFAULT_PORT: number;
/** The inputs of an esbuild metafile that must never reach the page (Node modules, src/cli/). */
export declare function forbiddenInputs(metafile: { inputs: Record<string, unknown> }): string[];
/** The page built in memory: its files by name, the script's metafile, the content hash. */
export declare function bundlePlayground(): Promise<{ files: Map<string, Buffer>; metafile: { inputs: Record<string, unknown> }; hash: string }>;
/** Writes the static folder. */
export declare function buildPlayground(outDir?: string): Promise<{ outDir: string; hash: string; sizes: { name: string; bytes: number; gzipped: number }[] }>;
/** Serves a folder on 127.0.0.1. */
export declare function servePlayground(dir?: string, port?: number): Promise<Server>;
