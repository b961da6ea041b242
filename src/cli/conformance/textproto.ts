/**
 * A reader of the protobuf text format as google/robotstxt-spec-test writes
 * its cases (`CTC/**\/*.textproto`, message `RobotsTxtSpecification`):
 * fields `name: value` or `name: [ … ]`, messages in braces, strings in
 * double quotes that follow each other and join, with C escapes (`\n`,
 * `\xEF`, `\303`). Strings are bytes (the suite's `robotstxt` is a `bytes`
 * field); enum values are names. Enough for that suite, not all of the format.
 *
 * @module
 */

/** A parsed message: each field's values in order (a field may repeat). */
export type TextprotoMessage = { readonly [field: string]: readonly TextprotoValue[] };
export type TextprotoValue = Uint8Array | string | TextprotoMessage;

const ESCAPES: Readonly<Record<string, number>> = { n: 10, r: 13, t: 9, a: 7, b: 8, f: 12, v: 11, '\\': 92, "'": 39, '"': 34, '?': 63 };

class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  private skip(): void {
    for (;;) {
      const rest = /^(?:\s+|#[^\n]*)/.exec(this.text.slice(this.at, this.at + 4096));
      if (!rest || rest[0] === '') return;
      this.at += rest[0].length;
    }
  }

  peek(): string {
    this.skip();
    return this.text[this.at] ?? '';
  }

  expect(char: string): void {
    if (this.peek() !== char) throw new Error(`expected '${char}' at offset ${this.at}`);
    this.at++;
  }

  name(): string {
    this.skip();
    const match = /^[A-Za-z_][\w.-]*/.exec(this.text.slice(this.at, this.at + 256));
    if (!match) throw new Error(`expected a name at offset ${this.at}`);
    this.at += match[0].length;
    return match[0];
  }

  /** One or more adjacent quoted strings, joined, as bytes. */
  bytes(): Uint8Array {
    const out: number[] = [];
    while (this.peek() === '"' || this.peek() === "'") {
      const quote = this.text[this.at++];
      while (this.at < this.text.length && this.text[this.at] !== quote) {
        const char = String.fromCodePoint(this.text.codePointAt(this.at) as number);
        this.at += char.length;
        if (char !== '\\') {
          // One character: at most four bytes.
          for (const byte of new TextEncoder().encode(char)) out.push(byte);
          continue;
        }
        const next = this.text[this.at++] ?? '';
        if (next === 'x') {
          const hex = /^[0-9a-fA-F]{1,2}/.exec(this.text.slice(this.at, this.at + 2))?.[0] ?? '';
          this.at += hex.length;
          out.push(parseInt(hex || '0', 16));
        } else if (/[0-7]/.test(next)) {
          const octal = next + (/^[0-7]{0,2}/.exec(this.text.slice(this.at, this.at + 2))?.[0] ?? '');
          this.at += octal.length - 1;
          out.push(parseInt(octal, 8) & 0xff);
        } else {
          out.push(ESCAPES[next] ?? next.charCodeAt(0));
        }
      }
      this.at++;
    }
    return new Uint8Array(out);
  }

  value(): TextprotoValue {
    const next = this.peek();
    if (next === '{' || next === '<') {
      this.at++;
      const message = this.message(next === '{' ? '}' : '>');
      this.at++;
      return message;
    }
    if (next === '"' || next === "'") return this.bytes();
    this.skip();
    const match = /^[\w.+-]+/.exec(this.text.slice(this.at, this.at + 256));
    if (!match) throw new Error(`expected a value at offset ${this.at}`);
    this.at += match[0].length;
    return match[0];
  }

  message(end: string): TextprotoMessage {
    const fields: Record<string, TextprotoValue[]> = {};
    while (this.peek() !== end && this.peek() !== '') {
      const name = this.name();
      if (this.peek() === ':') this.at++;
      const values = (fields[name] ??= []);
      if (this.peek() === '[') {
        this.at++;
        while (this.peek() !== ']') {
          if (this.peek() === '') throw new Error('unterminated list');
          values.push(this.value());
          if (this.peek() === ',') this.at++;
        }
        this.at++;
      } else {
        values.push(this.value());
      }
      if (this.peek() === ',' || this.peek() === ';') this.at++;
    }
    return fields;
  }
}

/** Parses a text-format message. Throws on text it cannot read (the caller reports it as a bad suite file). */
export function parseTextproto(text: string): TextprotoMessage {
  return new Reader(text).message('');
}
