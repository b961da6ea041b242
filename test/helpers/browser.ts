/**
 * A real browser for the playground's tests: Debian's Chromium driven by playwright-core (which downloads no
 * browser of its own), the playground built into a scratch folder and served on 127.0.0.1, screenshots a person
 * can look at, and a teardown that closes everything even when a step failed.
 *
 * Chromium is `CHROMIUM_PATH` or /usr/bin/chromium. Without it the tests fail with one line saying how to install
 * it: they are never skipped (`.ci/run` installs it in CI).
 *
 * @module
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoPath } from './paths.ts';

export { CHROMIUM_ARGS, DEFAULT_CHROMIUM, buildPlaygroundFolder, chromiumPath, launchChromium, serveFolder } from './playground-browser.mjs';
export type { PlaygroundFolder, ServedFolder } from './playground-browser.mjs';

/** Where the screenshots go (gitignored). */
export const SCREENSHOT_DIR = repoPath('test-output/screenshots');

/**
 * Saves screenshots of one test as `test-output/screenshots/<test>-<state>.png`: the viewport, as a person sees
 * the page (a full-page screenshot of a long page takes seconds and shrinks to nothing when viewed).
 */
export function screenshots(test: string): (page: Page, state: string) => Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return async (page, state) => {
    const file = path.join(SCREENSHOT_DIR, `${slug(test)}-${slug(state)}.png`);
    await page.screenshot({ path: file });
    return file;
  };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Runs every closer, even after one has thrown, and throws the first error once all have run: a browser left
 * open or a server left listening would outlive the test file.
 */
export async function closeAll(...closers: readonly (undefined | (() => Promise<unknown>))[]): Promise<void> {
  const errors: unknown[] = [];
  for (const close of closers) {
    if (close === undefined) continue;
    try {
      await close();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
}
