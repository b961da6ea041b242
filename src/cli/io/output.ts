/**
 * Writing to stdout/stderr: buffered lines, colour only when it helps.
 *
 * Colour is on when the stream is a TTY, unless `--no-color` is given or
 * `NO_COLOR` is set to anything non-empty (https://no-color.org).
 * `FORCE_COLOR` (non-empty, not `0`) turns it on for pipes.
 *
 * @module
 */

/** Styles; each returns its input unchanged when colour is off. */
export interface Colors {
  readonly enabled: boolean;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

function style(open: number, close: number): (text: string) => string {
  return (text) => `\u001b[${open}m${text}\u001b[${close}m`;
}

const plain = (text: string): string => text;

export function makeColors(enabled: boolean): Colors {
  if (!enabled) return { enabled, red: plain, green: plain, yellow: plain, cyan: plain, dim: plain, bold: plain };
  return {
    enabled,
    red: style(31, 39),
    green: style(32, 39),
    yellow: style(33, 39),
    cyan: style(36, 39),
    dim: style(2, 22),
    bold: style(1, 22),
  };
}

/** Whether to colour a stream (see the module comment). */
export function wantsColor(stream: { readonly isTTY?: boolean }, env: NodeJS.ProcessEnv, noColorFlag: boolean): boolean {
  if (noColorFlag) return false;
  if (env['NO_COLOR']) return false;
  const force = env['FORCE_COLOR'];
  if (force !== undefined && force !== '' && force !== '0' && force !== 'false') return true;
  return stream.isTTY === true;
}

/**
 * A line writer over a Node stream. Lines are collected and written in
 * blocks of about 64 KiB: one `write` per line is slow for big outputs.
 */
export class Output {
  readonly stream: NodeJS.WriteStream;
  color: Colors;
  private readonly companion: Output | undefined;
  private buffer: string[] = [];
  private size = 0;
  private failure: NodeJS.ErrnoException | undefined;

  /**
   * @param companion For stderr: the stdout writer. Each stderr write first
   *   flushes stdout and is not buffered, so notes and errors appear in order
   *   with the output lines around them.
   */
  constructor(stream: NodeJS.WriteStream, color: Colors, companion?: Output) {
    this.stream = stream;
    this.color = color;
    this.companion = companion;
  }

  get isTTY(): boolean {
    return this.stream.isTTY === true;
  }

  /**
   * True once the stream failed (see {@link fail}): nobody reads what is
   * written any more, so writes are dropped and commands stop early.
   */
  get closed(): boolean {
    return this.failure !== undefined;
  }

  /** Why the stream failed: `EPIPE` when the reader went away (`| head -1`), or a real write error (a full disk). */
  get closedBy(): NodeJS.ErrnoException | undefined {
    return this.failure;
  }

  /** Records a write error of the stream (its `error` event): later writes are dropped. */
  fail(error: NodeJS.ErrnoException): void {
    this.failure ??= error;
    this.buffer = [];
    this.size = 0;
  }

  /** Writes one line (a newline is added). */
  line(text = ''): void {
    this.write(`${text}\n`);
  }

  /** Writes text as is. */
  write(text: string): void {
    if (this.failure) return;
    if (this.companion) {
      this.companion.flush();
      this.stream.write(text);
      return;
    }
    this.buffer.push(text);
    this.size += text.length;
    if (this.size >= 65_536) this.flush();
  }

  /** Sends buffered text to the stream now. */
  flush(): void {
    if (this.buffer.length === 0 || this.failure) return;
    const text = this.buffer.join('');
    this.buffer = [];
    this.size = 0;
    this.stream.write(text);
  }

  /** Writes directly, unbuffered (progress bars). */
  raw(text: string): void {
    if (this.failure) return;
    this.flush();
    this.stream.write(text);
  }
}

/**
 * An integer with its thousands grouped (`512,000`), as `toLocaleString('en-US')`
 * writes it, without `Intl`: the first locale call of a process loads ICU's
 * data (~20 ms, a tenth of a batch run's start-up), for a note about one number.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return value.toLocaleString('en-US');
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * The most characters of one piece of user input (a URL, a path, a flag's
 * value) that a message quotes: longer input is cut, with an ellipsis. A URL
 * list line may be 1 MiB long and an argument 128 KiB; a message repeating
 * it whole would bury the advice around it.
 */
export const QUOTE_LIMIT = 120;

/**
 * `text` as a message quotes it: at most {@link QUOTE_LIMIT} characters, cut
 * with `…` (never between the two halves of a surrogate pair).
 */
export function clip(text: string, limit: number = QUOTE_LIMIT): string {
  if (text.length <= limit) return text;
  let end = limit - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * The characters a terminal (or a CI log viewer) would act on rather than
 * show: C0 controls (ESC above all, which restyles text, moves the cursor or
 * sets the window title; CR and LF, which forge lines), DEL, C1 controls
 * (U+009B is a one-character CSI) and the bidirectional controls that
 * reorder what is shown (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
 * U+061C). Tab is left alone: it only moves to the next stop.
 */
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** {@link UNSAFE} and CR LF as one match, for text whose own line ends stay. */
const UNSAFE_KEEPING_LINE_ENDS = /\r\n|\n|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function escapeChar(char: string): string {
  const code = char.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text from a robots.txt, a page, a URL, a file name or any other input
 * made safe for a terminal: every character of {@link UNSAFE} is shown as
 * an escape, `\x1b` for a control up to U+00FF and `\u202e` above. This is
 * the one escaping function of every human-readable output of the CLI
 * (docs/cli.md, "Terminal safety"). A backslash is not doubled: the
 * escapes are for reading, and a Windows path stays readable.
 *
 * @param keepLineEnds Keep LF and CR LF as they are: for text whose line
 *   ends are the output's own (a formatted file shown on a terminal).
 */
export function printable(text: string, keepLineEnds = false): string {
  if (keepLineEnds) return text.replace(UNSAFE_KEEPING_LINE_ENDS, (match) => (match === '\n' || match === '\r\n' ? match : escapeChar(match)));
  return text.replace(UNSAFE, escapeChar);
}

/** The characters of {@link UNSAFE} that `JSON.stringify` leaves raw (it escapes C0 only). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * JSON text with DEL, the C1 controls and the bidirectional controls written
 * as `\u` escapes, as `JSON.stringify` writes C0 ones: the same JSON value,
 * safe to show on a terminal. (They can only stand inside strings, where a
 * `\u` escape means the same character.)
 */
export function jsonForTerminal(json: string): string {
  return json.replace(UNSAFE_IN_JSON, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Writes a command's JSON result: `json` as one pretty-printed document,
 * `jsonl` compact on one line. (Whitespace is not part of the contract:
 * tools parse the output.)
 */
export function writeJson(out: Output, value: unknown, format: 'json' | 'jsonl'): void {
  out.line(jsonForTerminal(format === 'json' ? JSON.stringify(value, null, 2) : JSON.stringify(value)));
}

/**
 * Writes a list of results as they come: `json` as one array (an element
 * per line, so a long run stays compact and still streams), `jsonl` as one
 * compact value per line.
 */
export class JsonListWriter {
  private readonly out: Output;
  private readonly format: 'json' | 'jsonl';
  /** `json`: the last element, held back until we know whether a comma follows it, so every line written is whole. */
  private pending: string | undefined;

  constructor(out: Output, format: 'json' | 'jsonl') {
    this.out = out;
    this.format = format;
  }

  /** `json`: true once the array is open (it then needs {@link end} to be whole). */
  get started(): boolean {
    return this.pending !== undefined;
  }

  /** Adds a value. */
  item(value: unknown): void {
    this.itemText(JSON.stringify(value));
  }

  /** Adds a value already serialised as compact JSON (batch workers send these). */
  itemText(text: string): void {
    const json = jsonForTerminal(text);
    if (this.format === 'jsonl') {
      this.out.line(json);
      return;
    }
    if (this.pending === undefined) this.out.line('[');
    else this.out.line(`${this.pending},`);
    this.pending = json;
  }

  /** Adds values already serialised, in order: {@link itemText} of each (`jsonl`: one write for all). */
  itemsText(jsons: readonly string[]): void {
    if (this.format === 'jsonl') {
      if (jsons.length > 0) this.out.write(`${jsonForTerminal(jsons.join('\n'))}\n`);
      return;
    }
    for (const json of jsons) this.itemText(json);
  }

  /** Closes the array (`json`); nothing to do for `jsonl`. */
  end(): void {
    if (this.format === 'jsonl') return;
    if (this.pending === undefined) {
      this.out.line('[]');
      return;
    }
    this.out.line(this.pending);
    this.out.line(']');
    this.pending = undefined;
  }
}
