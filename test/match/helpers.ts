import { compile, type Dialect, type UnboundCompileOptions } from '../../src/index.ts';

/** Whether `agent` may fetch `url` under `dialect`: a one-liner for example tests. */
export function allowed(text: string, agent: string, url: string, dialect: Dialect, options: Omit<UnboundCompileOptions, 'dialect'> = {}): boolean {
  return compile(text, { ...options, dialect }).isAllowed(url, agent);
}

/** Lines joined with LF, with a final LF. */
export function file(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}
