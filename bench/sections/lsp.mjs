/**
 * §lsp The language server's latency as an editor sees it (bench/lsp-latency.mjs): didChange to
 * publishDiagnostics over the corpus and for a 100 KB file (target < 50 ms), and hover and completion while
 * the largest corpus file is linted. Needs the built CLI.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { measureLspLatency } from '../lsp-latency.mjs';

export async function runLspSection({ distDir, plan }) {
  if (!existsSync(path.join(distDir, 'cli.js'))) {
    console.log('\n§lsp language server: skipped, cli.js not found in the build (build the CLI first).');
    return { skipped: 'missing cli.js' };
  }
  return measureLspLatency({ distDir, quick: plan.lspQuick });
}
