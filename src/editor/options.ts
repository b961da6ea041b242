/**
 * The options every editor answer takes: the linter's (dialect, dialects,
 * preset, rules), so that what an editor shows is what `robotstxt lint`
 * reports.
 *
 * @module
 */
import { DIALECTS, type Dialect } from '../model/dialect.ts';
import type { LintOptions } from '../lint/types.ts';

/** Options of the editor answers: the same as {@link LintOptions}. */
export type EditorOptions = LintOptions;

/** The dialect the answers read the file under: `dialect`, else the only one of `dialects`, else `rfc9309`. */
export function primaryDialect(options: EditorOptions = {}): Dialect {
  if (options.dialect && DIALECTS.includes(options.dialect)) return options.dialect;
  const list = Array.isArray(options.dialects) ? options.dialects.filter((dialect) => DIALECTS.includes(dialect)) : [];
  return list.length === 1 ? (list[0] as Dialect) : 'rfc9309';
}
