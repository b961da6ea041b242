/** Types of playground-browser.mjs, for the browser tests. */
import type { Browser } from 'playwright-core';

export const DEFAULT_CHROMIUM: string;
export const CHROMIUM_ARGS: readonly string[];
export function chromiumPath(env?: Record<string, string | undefined>): string;
export function launchChromium(): Promise<Browser>;
export interface PlaygroundFolder {
  readonly dir: string;
  readonly sizes: readonly { readonly name: string; readonly bytes: number; readonly gzipped: number }[];
  remove(): void;
}
export function buildPlaygroundFolder(): Promise<PlaygroundFolder>;
export interface ServedFolder {
  readonly url: string;
  close(): Promise<void>;
}
export function serveFolder(dir: string): Promise<ServedFolder>;
