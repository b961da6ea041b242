/**
 * A Structured Field Dictionary parser (RFC 9651 §4.2.2), for AIPREF
 * `Content-Usage` and Cloudflare `Content-Signal` values
 * (docs/spec/extensions.md §1.1, §2.2). It follows RFC 9651's parsing
 * algorithms exactly: any failure fails the whole field (the caller then
 * reads every category as unknown), duplicate keys keep the last value, and
 * the input must be ASCII (a string with other characters fails, as its
 * bytes would). Never throws.
 *
 * @module
 */

/** A bare item of a Structured Field (RFC 9651 §3.3), with its type. */
export type StructuredItem =
  | { readonly type: 'token'; readonly value: string }
  | { readonly type: 'string'; readonly value: string }
  | { readonly type: 'boolean'; readonly value: boolean }
  | { readonly type: 'integer' | 'decimal'; readonly value: number }
  | { readonly type: 'bytes' | 'date' | 'display-string'; readonly value: string }
  | { readonly type: 'inner-list'; readonly value: readonly StructuredItem[] };

/** One dictionary member: its value (parameters are read and dropped, as AIPREF says to ignore them). */
export interface StructuredMember {
  /** The member's key (lower-case by the grammar). */
  readonly key: string;
  /** The member's value; a bare key is the Boolean `true`. */
  readonly item: StructuredItem;
}

/** What {@link parseStructuredDictionary} found. */
export type StructuredDictionaryResult =
  { readonly ok: true; readonly members: ReadonlyMap<string, StructuredMember> } | { readonly ok: false; readonly error: string; readonly offset: number };

class SfError {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

const isLcAlpha = (c: string): boolean => c >= 'a' && c <= 'z';
const isAlpha = (c: string): boolean => isLcAlpha(c) || (c >= 'A' && c <= 'Z');
const isDigit = (c: string): boolean => c >= '0' && c <= '9';
/** RFC 9110 tchar, plus `:` and `/` which RFC 9651 allows in tokens. */
const isTokenChar = (c: string): boolean => c !== '' && (isAlpha(c) || isDigit(c) || "!#$%&'*+-.^_`|~:/".includes(c));
const isKeyChar = (c: string): boolean => c !== '' && (isLcAlpha(c) || isDigit(c) || '_-.*'.includes(c));

/**
 * Parses `text` as an RFC 9651 Dictionary. Returns the members by key (the
 * last of duplicate keys wins, in the position of the first, as RFC 9651
 * §4.2.2 says), or the first error and its offset.
 *
 * @example
 * ```ts
 * parseStructuredDictionary('train-ai=n, search=y'); // ok: train-ai → token n, search → token y
 * parseStructuredDictionary('Train-AI=n').ok;         // false: keys are lower-case
 * ```
 */
export function parseStructuredDictionary(text: string): StructuredDictionaryResult {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7e || (code < 0x20 && code !== 0x09)) return { ok: false, error: 'the value holds a character outside visible ASCII', offset: i };
  }
  const reader = new Reader(text);
  try {
    reader.skipSpaces();
    const members = new Map<string, StructuredMember>();
    while (!reader.atEnd()) {
      const key = reader.key();
      let item: StructuredItem;
      if (reader.peek() === '=') {
        reader.next();
        item = reader.itemOrInnerList();
      } else {
        item = { type: 'boolean', value: true };
        reader.parameters();
      }
      members.set(key, { key, item });
      reader.skipOws();
      if (reader.atEnd()) break;
      if (reader.next() !== ',') throw new SfError('expected "," between members', reader.position - 1);
      reader.skipOws();
      if (reader.atEnd()) throw new SfError('a trailing "," with no member after it', reader.position);
    }
    return { ok: true, members };
  } catch (error) {
    if (error instanceof SfError) return { ok: false, error: error.message, offset: error.offset };
    throw error;
  }
}

class Reader {
  position = 0;
  constructor(private readonly text: string) {}

  atEnd(): boolean {
    // Trailing SP is discarded (RFC 9651 §4.2 step 6), so only spaces left counts as the end.
    let i = this.position;
    while (this.text[i] === ' ') i++;
    if (i === this.text.length) {
      this.position = i;
      return true;
    }
    return false;
  }
  peek(): string {
    return this.text[this.position] ?? '';
  }
  next(): string {
    return this.text[this.position++] ?? '';
  }
  skipSpaces(): void {
    while (this.peek() === ' ') this.position++;
  }
  skipOws(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.position++;
  }
  fail(message: string): never {
    throw new SfError(message, this.position);
  }

  key(): string {
    const first = this.peek();
    if (!isLcAlpha(first) && first !== '*') this.fail(first === '' ? 'expected a key' : `a key must start with a lower-case letter or "*", not "${first}"`);
    const start = this.position;
    while (isKeyChar(this.peek())) this.position++;
    return this.text.slice(start, this.position);
  }

  itemOrInnerList(): StructuredItem {
    if (this.peek() !== '(') {
      const item = this.bareItem();
      this.parameters();
      return item;
    }
    this.next();
    const items: StructuredItem[] = [];
    for (;;) {
      this.skipSpaces();
      if (this.peek() === ')') {
        this.next();
        this.parameters();
        return { type: 'inner-list', value: items };
      }
      items.push(this.bareItem());
      this.parameters();
      const after = this.peek();
      if (after !== ' ' && after !== ')') this.fail('an inner list item must be followed by a space or ")"');
    }
  }

  parameters(): void {
    while (this.peek() === ';') {
      this.next();
      this.skipSpaces();
      this.key();
      if (this.peek() === '=') {
        this.next();
        this.bareItem();
      }
    }
  }

  bareItem(): StructuredItem {
    const c = this.peek();
    if (c === '-' || isDigit(c)) return this.number();
    if (c === '"') return { type: 'string', value: this.quoted() };
    if (c === '*' || isAlpha(c)) return this.token();
    if (c === ':') return this.bytes();
    if (c === '?') return this.boolean();
    if (c === '@') {
      this.next();
      const number = this.number();
      if (number.type !== 'integer') this.fail('a date must be an integer');
      return { type: 'date', value: String(number.value) };
    }
    if (c === '%') {
      this.next();
      if (this.peek() !== '"') this.fail('expected a display string');
      return { type: 'display-string', value: this.quoted() };
    }
    return this.fail(c === '' ? 'a value is missing' : `"${c}" cannot start a value`);
  }

  number(): StructuredItem {
    const start = this.position;
    if (this.peek() === '-') this.next();
    if (!isDigit(this.peek())) this.fail('expected a digit');
    let dot = -1;
    while (isDigit(this.peek()) || (this.peek() === '.' && dot < 0)) {
      if (this.peek() === '.') {
        if (this.position - start > 12 + (this.text[start] === '-' ? 1 : 0)) this.fail('too many integer digits in a decimal');
        dot = this.position;
      }
      this.next();
    }
    const text = this.text.slice(start, this.position);
    const digits = text.replace('-', '');
    if (dot < 0) {
      if (digits.length > 15) this.fail('an integer has at most 15 digits');
      return { type: 'integer', value: Number(text) };
    }
    const fraction = this.position - dot - 1;
    if (fraction === 0 || fraction > 3 || digits.length > 16) this.fail('a decimal has 1 to 3 fraction digits');
    return { type: 'decimal', value: Number(text) };
  }

  quoted(): string {
    this.next();
    let value = '';
    for (;;) {
      const c = this.next();
      if (c === '') this.fail('an unterminated string');
      if (c === '"') return value;
      if (c === '\\') {
        const escaped = this.next();
        if (escaped !== '"' && escaped !== '\\') this.fail('only \\" and \\\\ are escapes in a string');
        value += escaped;
      } else if (c === '\t') this.fail('a tab in a string');
      else value += c;
    }
  }

  token(): StructuredItem {
    const start = this.position;
    this.next();
    while (isTokenChar(this.peek())) this.next();
    return { type: 'token', value: this.text.slice(start, this.position) };
  }

  bytes(): StructuredItem {
    this.next();
    const start = this.position;
    while (/[A-Za-z0-9+/=]/.test(this.peek())) this.next();
    if (this.next() !== ':') this.fail('an unterminated byte sequence');
    return { type: 'bytes', value: this.text.slice(start, this.position - 1) };
  }

  boolean(): StructuredItem {
    this.next();
    const c = this.next();
    if (c === '1') return { type: 'boolean', value: true };
    if (c === '0') return { type: 'boolean', value: false };
    return this.fail('a Boolean is ?0 or ?1');
  }
}
