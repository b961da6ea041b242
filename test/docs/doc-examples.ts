/**
 * Runs the TypeScript examples of the documentation as written. An example is a ```ts block of a
 * Markdown page or of a TSDoc `@example`; it is run with its imports resolved to this package's
 * sources, and the values its comments show are checked:
 *
 * - `expression; // value`, or `expression;` followed by comment lines that together read as a
 *   value: the expression gives that value. A value is a literal (string, number, boolean, `null`,
 *   `undefined`, array, object); `...` in an object means "and other members", and `…` or `...` in
 *   a string stands for any text. An object literal alone is a value's shape: it is only read. A value may be followed by prose after `: `, ` (` or ` —`.
 * - `// 'a' | 'b'`: the expression gives one of these strings.
 * - `// TypeError: message`: the expression throws that error with that message.
 *
 * Any other comment is prose. Statements with `const`, `let` or an assignment are never checked.
 *
 * @module
 */
import { transformSync } from 'esbuild';
import { expect } from 'vitest';

/** A fenced ```ts block, or a TSDoc `@example`'s. */
export interface Example {
  /** Where it is, for failure messages: `docs/matching.md:107`. */
  readonly where: string;
  /** The info string after ```, e.g. `ts` or `ts test`. */
  readonly kind: string;
  readonly code: string;
}

/** Every fenced block of a Markdown text whose info string starts with `ts`. */
export function markdownExamples(markdown: string, file: string): Example[] {
  return [...markdown.matchAll(/^```(ts\b[^\n]*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    where: `${file}:${markdown.slice(0, match.index).split('\n').length}`,
    kind: (match[1] ?? '').trim(),
    code: match[2] ?? '',
  }));
}

/** Every ```ts block inside a TSDoc comment (the ` * ` margin removed). */
export function tsdocExamples(source: string, file: string): Example[] {
  const found: Example[] = [];
  for (const comment of source.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const body = comment[0].replace(/^\s*\/?\*+\/? ?/gm, '');
    for (const block of body.matchAll(/^```(ts\b[^\n]*)\n([\s\S]*?)^```$/gm)) {
      const offset = (comment.index ?? 0) + 0;
      const line = source.slice(0, offset).split('\n').length + body.slice(0, block.index).split('\n').length - 1;
      found.push({ where: `${file}:${line}`, kind: (block[1] ?? '').trim(), code: block[2] ?? '' });
    }
  }
  return found;
}

/** How an example's comment is checked, if it is. */
type Expectation = { readonly kind: 'equal'; readonly value: string } | { readonly kind: 'one-of'; readonly value: string } | { readonly kind: 'throws'; readonly name: string; readonly message: string };

const LITERAL_START = /^(?:['"`[{\d-]|true\b|false\b|null\b|undefined\b)/;
const STRING_UNION = /^'[^']*'(?: \| '[^']*')+$/;
const THROWS = /^([A-Z]\w*Error): (.+)$/;

/** Whether `text` is a JavaScript expression (syntax only: nothing is run). */
function isExpression(text: string): boolean {
  try {
    new Function(`return (${text}\n);`);
    return true;
  } catch {
    return false;
  }
}

/** `{ a: 1, ... }` as an object with a marker member, read by {@link expected}. */
function markPartial(text: string): string {
  return text.replace(/([{,]\s*)\.\.\.(\s*[,}])/g, '$1__partial__: true$2');
}

/** What the comment after an expression says it gives, or `undefined` for prose. */
export function expectationOf(comment: string): Expectation | undefined {
  const text = comment.trim();
  if (STRING_UNION.test(text)) return { kind: 'one-of', value: `[${text.split(' | ').join(', ')}]` };
  const thrown = THROWS.exec(text);
  if (thrown) return { kind: 'throws', name: thrown[1] as string, message: thrown[2] as string };
  if (!LITERAL_START.test(text)) return undefined;
  // The value alone, or the value before its prose.
  const candidates = [text, ...[...text.matchAll(/: | \(| —/g)].map((cut) => text.slice(0, cut.index))];
  for (const candidate of candidates) {
    // 85,008,384 is a number, not a comma expression.
    const value = markPartial(/^\d{1,3}(?:,\d{3})+$/.test(candidate.trim()) ? candidate.trim().replaceAll(',', '') : candidate.trim());
    if (candidate.trim() !== '' && isExpression(value)) return { kind: 'equal', value };
  }
  return undefined;
}

const NEVER_CHECKED = /^\s*(?:const|let|var|import|export|return|await\s+\w+\s*=|[\w.[\]'"]+\s*[-+*/]?=[^=>])/;

/** A line `expression; // comment`. */
const COMMENTED = /^(?<expression>\S.*?);\s*\/\/\s*(?<comment>.+?)\s*$/;

/** How many more brackets `text` closes than it opens (strings and comments are not told apart: examples keep brackets in them balanced). */
function unbalanced(text: string): number {
  let depth = 0;
  for (const char of text) {
    if (char === '(' || char === '[' || char === '{') depth--;
    else if (char === ')' || char === ']' || char === '}') depth++;
  }
  return depth;
}

/** The statement that `last` ends, with the lines before it that open what it closes. */
function wholeStatement(before: readonly string[], last: string): string {
  let statement = last;
  for (let index = before.length - 1; unbalanced(statement) > 0 && index >= 0; index--) statement = `${before[index]}\n${statement}`;
  return statement;
}

/** The example as the body of an async function: imports become `__require`, checked lines `__check`. */
export function toScript(code: string): { readonly script: string; readonly checks: number } {
  // A value's shape (an object literal alone) is only read, not run.
  if (/^\s*\{/.test(code) && isExpression(code)) return { script: '', checks: 0 };
  const lines = code.replace(/\n$/, '').split('\n');
  const out: string[] = [];
  let checks = 0;
  const checked = (expression: string, expectation: Expectation, source: string): string => {
    checks++;
    const where = JSON.stringify(source.trim());
    if (expectation.kind === 'throws') return `__throws(() => (${expression}), ${JSON.stringify(expectation.name)}, ${JSON.stringify(expectation.message)}, ${where});`;
    return `__check((${expression}), (${expectation.value}), ${JSON.stringify(expectation.kind)}, ${where});`;
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const namespaceImport = /^import \* as (\w+) from '([^']+)';$/.exec(line);
    if (namespaceImport) {
      out.push(`const ${namespaceImport[1]} = __require('${namespaceImport[2]}');`);
      continue;
    }
    const namedImport = /^import \{([^}]*)\} from '([^']+)';$/.exec(line);
    if (namedImport) {
      out.push(`const {${(namedImport[1] as string).replace(/\btype \w+,?/g, '').replace(/ as /g, ': ')}} = __require('${namedImport[2]}');`);
      continue;
    }
    const defaultImport = /^import (\w+) from '([^']+)';$/.exec(line);
    if (defaultImport) {
      out.push(`const ${defaultImport[1]} = __require('${defaultImport[2]}').default;`);
      continue;
    }
    if (/^import type /.test(line)) continue;
    const commented = COMMENTED.exec(line)?.groups;
    if (commented && !line.trimStart().startsWith('//')) {
      const statement = wholeStatement(out, commented.expression as string);
      const expectation = NEVER_CHECKED.test(statement) ? undefined : expectationOf(commented.comment as string);
      if (expectation) {
        out.splice(out.length - (statement.split('\n').length - 1));
        out.push(checked(statement, expectation, line));
      } else out.push(line);
      continue;
    }
    // `expression;` with its value in the comment lines below it.
    if (/^\S.*;$/.test(line) && !line.includes('//') && /^\s*\/\/ /.test(lines[index + 1] ?? '') && !NEVER_CHECKED.test(wholeStatement(out, line.slice(0, -1)))) {
      let end = index + 1;
      while (/^\s*\/\/ /.test(lines[end] ?? '')) end++;
      const comment = lines
        .slice(index + 1, end)
        // A value written over several lines may say what a member is in a comment of its own.
        .map((text) => text.replace(/^\s*\/\/\s?/, '').replace(/\s\/\/\s.*$/, '').trim())
        .join(' ');
      const expectation = expectationOf(comment);
      if (expectation) {
        const statement = wholeStatement(out, line.slice(0, -1));
        out.splice(out.length - (statement.split('\n').length - 1));
        out.push(checked(statement, expectation, `${line} // ${comment}`));
        index = end - 1;
        continue;
      }
    }
    out.push(line);
  }
  const { code: script } = transformSync(out.join('\n'), { loader: 'ts', target: 'es2022' });
  return { script, checks };
}

/** A value as the documentation writes it, as a matcher: `__partial__` objects match at least their members, `…` any text. */
function expected(value: unknown): unknown {
  if (typeof value === 'string' && /…|\.\.\./.test(value)) {
    const pieces = value.split(/…|\.\.\./).map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return expect.stringMatching(new RegExp(`^${pieces.join('[\\s\\S]*')}$`));
  }
  if (Array.isArray(value)) return value.map(expected);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const { __partial__: partial, ...members } = value as Record<string, unknown>;
    const converted = Object.fromEntries(Object.entries(members).map(([key, member]) => [key, expected(member)]));
    return partial === true ? expect.objectContaining(converted) : converted;
  }
  return value;
}

type Run = (require: (name: string) => unknown, check: unknown, throws: unknown, console: unknown, scope: Record<string, unknown>) => Promise<void>;
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => Run;

/** Options of {@link runExample}. */
export interface RunOptions {
  /** The modules an example may import, by specifier. */
  readonly modules: Readonly<Record<string, Record<string, unknown>>>;
  /** Names in scope without an import (an example that imports nothing reads the root's exports). */
  readonly scope: Readonly<Record<string, unknown>>;
}

/** Runs an example; resolves to how many values it checked. Lines it logs are dropped. */
export async function runExample(example: Example, options: RunOptions): Promise<number> {
  const { script, checks } = toScript(example.code);
  // The scope's names are looked up through `with`, so an example may declare the same names itself.
  const body = new AsyncFunction('__require', '__check', '__throws', 'console', '__scope', `with (__scope) {\n${script}\n}`);
  const require = (name: string): unknown => {
    const module = options.modules[name];
    if (module === undefined) throw new Error(`${example.where}: an example may import ${Object.keys(options.modules).join(', ')}, not ${name}`);
    return module;
  };
  const check = (actual: unknown, value: unknown, kind: string, where: string): void => {
    const message = `${example.where}: ${where}`;
    if (kind === 'one-of') expect(value as unknown[], message).toContain(actual);
    else expect(actual, message).toEqual(expected(value));
  };
  const throws = (run: () => unknown, name: string, message: string, where: string): void => {
    let error: unknown;
    try {
      run();
    } catch (caught) {
      error = caught;
    }
    expect(error, `${example.where}: ${where} throws`).toBeInstanceOf(Error);
    expect((error as Error).name, `${example.where}: ${where}`).toBe(name);
    expect((error as Error).message, `${example.where}: ${where}`).toEqual(expected(message));
  };
  const quiet = { log: (): void => undefined, warn: (): void => undefined, error: (): void => undefined };
  await body(require, check, throws, quiet, options.scope);
  return checks;
}
