/** Types of corpus-location.mjs, for the test helpers and vitest.config.ts. */
export type CorpusLayout = 'shared' | 'folder' | 'absent';
export interface CorpusLocation {
  /** The corpus folder, absolute. */
  readonly dir: string;
  /** Whether `ROBOTSTXT_CORPUS` named it. */
  readonly fromEnv: boolean;
  readonly layout: CorpusLayout;
}
export interface CorpusSet {
  readonly name: string;
  readonly dir: string;
}
export const CORPUS_ENV: 'ROBOTSTXT_CORPUS';
export const DEFAULT_CORPUS_DIR: string;
export const SHARED_SETS: readonly ['top-sites', 'real'];
export function locateCorpus(env?: Record<string, string | undefined>): CorpusLocation;
export function corpusSets(corpus: CorpusLocation): CorpusSet[];
export function robotsFilesUnder(dir: string): string[];
