/**
 * The matchers: compile a robots.txt under a dialect, then ask.
 *
 * @module
 */
export { compile, RobotsTxt, type RequestRate } from './compile.ts';
export { robotNameToken } from './agent.ts';
export { localPath } from './url.ts';
export { normalizeRfc9309, decodeDraft1996, googleEscapePattern, type SpecialCharacters } from './percent.ts';
export { compilePattern, type CompiledPattern } from './pattern.ts';
export * from './types.ts';
