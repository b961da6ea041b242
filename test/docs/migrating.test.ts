/**
 * docs/migrating.md's examples: every ```ts block is either `ts test` (run against this package
 * and robots-parser) or `ts crawlee` (run against a stand-in for crawlee's RobotsTxtFile built on
 * this package, since crawlee is not installed); test/docs/examples.test.ts runs them and checks
 * the values they show. Here: each block shows values, type-checks under strict TypeScript as a
 * user's project would, and every robots-parser method has a counterpart that exists.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { RobotsTxt } from '../../src/index.ts';
import { compile } from '../../src/index.ts';
import { repoPath } from '../helpers/paths.ts';
import { toScript } from './doc-examples.ts';

/** robots-parser's export (its own .d.ts does not type-check under nodenext, so it is typed here). */
const robotsParser = createRequire(import.meta.url)('robots-parser') as (url: string, contents: string) => object;

const GUIDE = readFileSync(repoPath('docs/migrating.md'), 'utf8');

interface Block {
  readonly kind: string;
  readonly code: string;
  /** 1-based line of the opening fence, for failure messages. */
  readonly line: number;
}

/** Every fenced block with its info string. */
function blocks(markdown: string): Block[] {
  const found: Block[] = [];
  for (const match of markdown.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)) {
    const line = markdown.slice(0, match.index).split('\n').length;
    found.push({ kind: (match[1] ?? '').trim(), code: match[2] ?? '', line });
  }
  return found;
}

/** The types crawlee's blocks use: RobotsTxtFile's public surface as crawlee declares it. */
const CRAWLEE_TYPES = `export declare class RobotsTxtFile {
  static find(url: string, options?: { proxyUrl?: string }): Promise<RobotsTxtFile>;
  static from(url: string, content: string, proxyUrl?: string): RobotsTxtFile;
  isAllowed(url: string, userAgent?: string): boolean;
  getSitemaps(): string[];
}`;

/** robots-parser's own declarations, as a module the checker can read under \`bundler\` resolution. */
const ROBOTS_PARSER_TYPES = `export interface Robot {
  isAllowed(url: string, ua?: string): boolean | undefined;
  isDisallowed(url: string, ua?: string): boolean | undefined;
  getMatchingLineNumber(url: string, ua?: string): number;
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
  getPreferredHost(): string | null;
}
export default function robotsParser(url: string, robotstxt: string): Robot;`;

/** Type errors in the blocks, each block checked as its own module with strict settings, as a user's project would. */
function typeErrors(all: readonly Block[]): string[] {
  const virtual = new Map<string, string>([
    [repoPath('test/docs/__virtual__/crawlee.d.ts'), CRAWLEE_TYPES],
    [repoPath('test/docs/__virtual__/robots-parser.d.ts'), ROBOTS_PARSER_TYPES],
  ]);
  all.forEach((block) => virtual.set(repoPath(`test/docs/__virtual__/block-${block.line}.ts`), block.code));
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    paths: {
      'robotstxt-toolkit': [repoPath('src/index.ts')],
      'robots-parser': [repoPath('test/docs/__virtual__/robots-parser.d.ts')],
      crawlee: [repoPath('test/docs/__virtual__/crawlee.d.ts')],
    },
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = virtual.get(name);
    return text !== undefined ? ts.createSourceFile(name, text, language) : getSourceFile.call(host, name, language, ...rest);
  };
  const roots = [...virtual.keys()].filter((name) => name.includes('/block-'));
  const program = ts.createProgram(roots, options, host);
  return roots.flatMap((root) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(root)).map((diagnostic) => {
      const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
      const block = root.replace(/.*block-(\d+)\.ts$/, '$1');
      return `docs/migrating.md block at line ${block}, line ${(where?.line ?? -1) + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    }),
  );
}

describe('docs/migrating.md', () => {
  const all = blocks(GUIDE);
  const typescript = all.filter((block) => block.kind.split(' ')[0] === 'ts');

  it('marks every TypeScript block as run (`ts test`) or run against the crawlee stand-in (`ts crawlee`)', () => {
    expect(typescript.length).toBeGreaterThan(10);
    for (const block of typescript) expect(['ts test', 'ts crawlee'], `block at line ${block.line}`).toContain(block.kind);
  });

  it('shows values in every block (a block that shows none would prove nothing)', () => {
    for (const block of typescript) expect(toScript(block.code).checks, `block at line ${block.line} asserts nothing`).toBeGreaterThan(0);
  });

  it('type-checks: every block compiles under strict TypeScript', () => {
    expect(typeErrors(typescript)).toEqual([]);
  });

  it('gives every robots-parser method a counterpart that exists', () => {
    const counterparts: Record<string, keyof RobotsTxt> = {
      isAllowed: 'isAllowed',
      isDisallowed: 'isDisallowed',
      getMatchingLineNumber: 'matchingLine',
      getCrawlDelay: 'crawlDelay',
      getSitemaps: 'sitemaps',
      getPreferredHost: 'host',
    };
    const robots = robotsParser('https://example.com/robots.txt', '') as unknown as Record<string, unknown>;
    const documented = Object.keys(counterparts);
    // Every public method robots-parser's README documents (the others are the parser's own setters).
    for (const method of documented) expect(typeof robots[method], method).toBe('function');
    const ours = compile('');
    for (const [theirs, mine] of Object.entries(counterparts)) {
      expect(GUIDE, theirs).toContain(`\`${theirs}(`);
      expect(GUIDE, mine).toContain(`\`${mine}`);
      expect(mine in ours, `${mine} exists on RobotsTxt`).toBe(true);
    }
  });

});
