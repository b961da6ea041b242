/**
 * Argument and option checks shared by the fetch API, so that every entry
 * point refuses bad input the same way:
 *
 * - a value of the wrong type (a URL that is `null`, a number or a plain
 *   object; options that are not an object) is a `TypeError`;
 * - a number out of range (`NaN`, `Infinity`, negative, fractional, too big)
 *   is a `RangeError` naming the option and the accepted range.
 *
 * Values are described without calling any of their code (`toString`,
 * getters), so an object whose `toString` throws still gets a clear message.
 *
 * @module
 */

import { describeValue } from '../diagnostics/describe.ts';

/**
 * Checks a site URL argument: a `string` or a `URL`, nothing else. Other
 * values are not converted with `String()`: `null` would become the string
 * "null", and an object's `toString` may throw or lie.
 */
export function checkSiteUrl(value: unknown, name: string): asserts value is string | URL {
  if (typeof value === 'string' || value instanceof URL) return;
  throw new TypeError(`${name} must be a string or a URL object, not ${describeValue(value)}.`);
}

/** Options may be left out (`undefined`) or be an object; anything else is a `TypeError`. */
export function checkOptionsObject(value: unknown, name: string): void {
  if (value === undefined || (typeof value === 'object' && value !== null)) return;
  throw new TypeError(`${name} must be an object, not ${describeValue(value)}.`);
}

/** A whole-number option in `[min, max]`, or `fallback` when not given. */
export function integerOption(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number') throw new TypeError(`${name} must be a number, not ${describeValue(value)}.`);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${rangeText(min, max)}, not ${String(value)}.`);
  }
  return value;
}

/** A duration option in ms (0 or more; `Infinity` where `infinite` allows it), or `fallback`. */
export function durationOption(value: unknown, name: string, fallback: number, infinite: boolean): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number') throw new TypeError(`${name} must be a number of ms, not ${describeValue(value)}.`);
  if (Number.isNaN(value) || value < 0 || (value === Number.POSITIVE_INFINITY && !infinite)) {
    throw new RangeError(`${name} must be a duration in ms, 0 or more${infinite ? ' (Infinity for no limit)' : ', finite'}, not ${String(value)}.`);
  }
  return value;
}

function rangeText(min: number, max: number): string {
  const n = (value: number): string => value.toLocaleString('en-US');
  return max === Number.MAX_SAFE_INTEGER ? `${n(min)} up` : `${n(min)} to ${n(max)}`;
}
