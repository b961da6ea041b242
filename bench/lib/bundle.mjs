/**
 * Browser bundles of the library as a user's bundler makes them (§7b of the
 * bench, and the guard test test/package/bundle-size.test.ts): esbuild
 * `--bundle --minify --platform=browser` of a two-line program, then gzip -9.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { REPO_ROOT } from './load.mjs';

/** The issue-10 target for a bundle of `compile` + `isAllowed`, in gzipped bytes. */
export const BUNDLE_TARGET_GZIP_BYTES = 20_000;

/** Minified and gzipped size of `contents` (an ES module) bundled for browsers. */
export async function browserBundleSize(contents) {
  const result = await build({
    stdin: { contents, resolveDir: REPO_ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minifiedBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}

/**
 * The bundle of a program that compiles a robots.txt with `compileFunction`, imported from the built
 * entry `entry` (`index`, `matcher`) of `distDir`, and asks `isAllowed`.
 */
export function isAllowedBundleSize(distDir, entry, compileFunction) {
  const file = JSON.stringify(path.join(distDir, `esm/${entry}.js`));
  return browserBundleSize(
    `import { ${compileFunction} } from ${file};\nexport const isAllowed = (text, url, agent) => ${compileFunction}(text).isAllowed(url, agent);\n`,
  );
}
