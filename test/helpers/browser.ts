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
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoPath } from './paths.ts';

/** Where Chromium is looked for when `CHROMIUM_PATH` is not set. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** The flags Chromium runs with: headless as root in a container, no GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where the screenshots go (gitignored). */
export const SCREENSHOT_DIR = repoPath('test-output/screenshots');

/** The Chromium executable, or an error whose one line says how to get one. */
export function chromiumPath(): string {
  const executable = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
  if (!existsSync(executable)) {
    throw new Error(
      `Chromium not found at ${executable}: the browser tests need Debian's Chromium (apt-get install chromium; .ci/run installs it) or CHROMIUM_PATH=/path/to/chromium`,
    );
  }
  return executable;
}

/** Starts headless Chromium. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/** Saves screenshots of one test as `test-output/screenshots/<test>-<state>.png`. */
export function screenshots(test: string): (page: Page, state: string) => Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return async (page, state) => {
    const file = path.join(SCREENSHOT_DIR, `${slug(test)}-${slug(state)}.png`);
    await page.screenshot({ path: file, fullPage: true });
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
