/** Types of bundle.mjs, for the guard test (test/package/bundle-size.test.ts). */
export interface BundleSize {
  /** Bytes of the minified bundle. */
  readonly minifiedBytes: number;
  /** Bytes of the same gzipped (level 9). */
  readonly gzipBytes: number;
}
export const BUNDLE_TARGET_GZIP_BYTES: number;
export function browserBundleSize(contents: string): Promise<BundleSize>;
export function isAllowedBundleSize(distDir: string, entry: string, compileFunction: string): Promise<BundleSize>;
