/**
 * A one-line progress bar on stderr, for terminals only: the caller decides
 * (stderr is a TTY and `--quiet` is off). Redraws at most ten times a second.
 *
 * @module
 */
import type { Output } from '../../io/output.ts';

export class ProgressBar {
  private readonly out: Output;
  private readonly total: number;
  private done = 0;
  private lastDraw = 0;
  private drawn = false;

  constructor(out: Output, total: number) {
    this.out = out;
    this.total = total;
  }

  /** Counts `n` more finished items and redraws if it is time. */
  advance(n = 1): void {
    this.done += n;
    const now = Date.now();
    if (now - this.lastDraw < 100 && this.done < this.total) return;
    this.lastDraw = now;
    const width = 30;
    const filled = Math.round((this.done / Math.max(1, this.total)) * width);
    const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
    this.out.raw(`\r${bar} ${this.done}/${this.total} files`);
    this.drawn = true;
  }

  /** Erases the bar. */
  clear(): void {
    if (this.drawn) this.out.raw('\r\u001b[2K');
    this.drawn = false;
  }
}
