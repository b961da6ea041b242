/**
 * Describing the values that callers pass, for the `TypeError`s of the API
 * contract (docs/matching.md, "Arguments"): every entry point takes strings
 * (or bytes) and rejects anything else with a `TypeError` that names the
 * argument and says what it got, without running the value's own code
 * (`toString`, getters, proxies): an object's `toString` may throw or lie,
 * and `String(null)` would quietly check the path "null".
 *
 * A low layer so that every layer (syntax, match, fetch) words these errors
 * the same way.
 *
 * @module
 */

/** The longest part of a string argument quoted in an error message. */
const QUOTE_LIMIT = 80;

/**
 * A short description of any value for an error message; never runs the
 * value's own code: `null`, `undefined`, `number 42`, `"text"` (cut after 80
 * characters), `a symbol`, `a function`, `an object`.
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string': {
      const quoted = JSON.stringify(value.length > QUOTE_LIMIT ? value.slice(0, QUOTE_LIMIT) : value);
      return value.length > QUOTE_LIMIT ? `${quoted}… (${value.length.toLocaleString('en-US')} characters)` : quoted;
    }
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${typeof value} ${String(value)}`;
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      return value === null ? 'null' : 'an object';
  }
}

/**
 * The `TypeError` for an argument that is not a string:
 * `isAllowed: agent must be a string, not null.` Callers test `typeof` first
 * (the hot path stays one comparison) and build this only to throw it.
 */
export function notAString(where: string, name: string, value: unknown): TypeError {
  return new TypeError(`${where}: ${name} must be a string, not ${describeValue(value)}.`);
}

/**
 * A URL argument as the string the matcher reads: a string as given, a `URL`
 * object as its `href`; anything else is a `TypeError`
 * (`isAllowed: url must be a string or a URL object, not null.`), never
 * converted with `String()`. Callers test `typeof url === 'string'` first, so
 * the hot path stays one comparison.
 */
export function urlArgument(where: string, url: unknown): string {
  if (typeof url === 'string') return url;
  if (isInstance(url, URL)) return (url as URL).href;
  throw new TypeError(`${where}: url must be a string or a URL object, not ${describeValue(url)}.`);
}

/**
 * `value instanceof type`, for an argument check: false, not an exception,
 * when `value` is a proxy whose `getPrototypeOf` trap throws.
 */
export function isInstance<T>(value: unknown, type: abstract new (...args: never[]) => T): value is T {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return value instanceof type;
  } catch {
    return false;
  }
}

/** True for a `Uint8Array` (a `Buffer` is one), found without running the value's code (no proxy trap, no getter). */
export function isBytes(value: unknown): value is Uint8Array {
  return ArrayBuffer.isView(value) && value instanceof Uint8Array;
}
