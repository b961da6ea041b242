/**
 * Debian's Chromium and the built playground, for the browser tests (test/helpers/browser.ts) and the bench's
 * budgets (bench/playground-budgets.mjs): plain JavaScript so that both can load it.
 *
 * Chromium is `CHROMIUM_PATH` or /usr/bin/chromium, driven by playwright-core (which downloads no browser).
 * The playground is built by scripts/playground.mjs into a scratch folder (never over dist/playground/) and
 * served from it on 127.0.0.1 on a free port.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildPlayground, servePlayground } from '../../scripts/playground.mjs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Headless as root in a container: no sandbox, no GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium executable; throws one line saying how to get one when it is missing. */
export function chromiumPath(env = process.env) {
  const executable = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (!existsSync(executable)) {
    throw new Error(
      `Chromium not found at ${executable}: install Debian's Chromium (apt-get install chromium; .ci/run does) or set CHROMIUM_PATH=/path/to/chromium`,
    );
  }
  return executable;
}

/** Starts headless Chromium. */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/** Builds the playground into a new scratch folder: its path, its files' sizes, and a function that removes it. */
export async function buildPlaygroundFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'robotstxt-playground-'));
  try {
    const { sizes } = await buildPlayground(dir);
    return { dir, sizes, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Serves a built folder on 127.0.0.1 on a free port; `close()` also ends the connections a browser keeps open. */
export async function serveFolder(dir) {
  const server = await servePlayground(dir, 0);
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
