/**
 * docs/migrating.md runs as written: every ```ts block is either `ts test`
 * (run against this package and robots-parser) or `ts crawlee` (run against a
 * stand-in for crawlee's RobotsTxtFile built on this package, since crawlee is
 * not installed). In a block, a line `expression; // value`, where the value
 * is a literal, asserts that the expression gives that value.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toolkit from '../../src/index.ts';
import type { RobotsTxt } from '../../src/index.ts';
import { compile, fetchRobotsTxt } from '../../src/index.ts';
import { repoPath } from '../helpers/paths.ts';

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

/** A literal the guide writes after `//`: a boolean, undefined, null, a number, a quoted string, or an array of strings. */
const LITERAL = /^(true|false|undefined|null|-?\d+(\.\d+)?|'[^']*'|\[('[^']*'(, )?)*\])$/;
const ASSERTED_LINE = /^(?!\s*(?:const|let|var|import)\b)(?!\s*\/\/)(?<expression>.+?);\s*\/\/\s*(?<expected>.+?)\s*$/;

/** The block as a script: imports become `__require` calls, asserted lines `__check` calls. */
function toScript(code: string): { script: string; checks: number } {
  let checks = 0;
  const lines = code.split('\n').map((line, index) => {
    const namedImport = /^import \{([^}]*)\} from '([^']+)';$/.exec(line);
    if (namedImport) return `const {${namedImport[1]}} = __require('${namedImport[2]}');`;
    const defaultImport = /^import (\w+) from '([^']+)';$/.exec(line);
    if (defaultImport) return `const ${defaultImport[1]} = __require('${defaultImport[2]}').default;`;
    const { expression, expected } = ASSERTED_LINE.exec(line)?.groups ?? {};
    if (expression !== undefined && expected !== undefined && LITERAL.test(expected)) {
      checks++;
      return `__check(${expression}, ${expected}, ${JSON.stringify(`line ${index + 1}: ${line.trim()}`)});`;
    }
    return line;
  });
  // Strip the types; the script has no imports left, so top-level await stays legal inside the async wrapper.
  const { code: script } = transformSync(lines.join('\n'), { loader: 'ts', target: 'es2022' });
  return { script, checks };
}

type Check = (actual: unknown, expected: unknown, where: string) => void;
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  ...args: string[]
) => (require: (name: string) => unknown, check: Check) => Promise<void>;

/** crawlee's RobotsTxtFile, as the guide maps it onto this package. */
class RobotsTxtFileStandIn {
  private constructor(private readonly robots: RobotsTxt<boolean | undefined>) {}

  static from(url: string, content: string): RobotsTxtFileStandIn {
    return new RobotsTxtFileStandIn(compile(content, { url }));
  }

  static async find(url: string): Promise<RobotsTxtFileStandIn> {
    const result = await fetchRobotsTxt(url);
    return new RobotsTxtFileStandIn(compile(result.robots.document, { url: result.url, dialect: result.dialect }));
  }

  isAllowed(url: string, userAgent = '*'): boolean {
    return this.robots.isAllowed(url, userAgent) ?? true;
  }

  getSitemaps(): string[] {
    return [...this.robots.sitemaps];
  }
}

const MODULES: Record<string, unknown> = {
  'robotstxt-toolkit': toolkit,
  'robots-parser': { default: robotsParser },
  crawlee: { RobotsTxtFile: RobotsTxtFileStandIn },
};

/** Serves https://example.com/robots.txt; every other URL is a 404. */
async function stubFetch(input: string | URL | Request): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url === 'https://example.com/robots.txt') {
    return new Response('User-agent: *\nDisallow: /private/\n', { status: 200, headers: { 'content-type': 'text/plain' } });
  }
  return new Response('not found', { status: 404 });
}

async function run(block: Block): Promise<number> {
  const { script, checks } = toScript(block.code);
  const body = new AsyncFunction('__require', '__check', script);
  const requireModule = (name: string): unknown => {
    if (!(name in MODULES)) throw new Error(`docs/migrating.md line ${block.line}: the examples may import ${Object.keys(MODULES).join(', ')}, not ${name}`);
    return MODULES[name];
  };
  const check: Check = (actual, expected, where) => expect(actual, `docs/migrating.md block at line ${block.line}, ${where}`).toEqual(expected);
  await body(requireModule, check);
  return checks;
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

  beforeEach(() => {
    vi.stubGlobal('fetch', stubFetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('marks every TypeScript block as run (`ts test`) or run against the crawlee stand-in (`ts crawlee`)', () => {
    expect(typescript.length).toBeGreaterThan(10);
    for (const block of typescript) expect(['ts test', 'ts crawlee'], `block at line ${block.line}`).toContain(block.kind);
  });

  it.each(typescript.map((block) => [block.line, block.kind, block] as const))('the block at line %i (%s) runs and gives the values it shows', async (_line, _kind, block) => {
    const checks = await run(block);
    // A block that shows no values would prove nothing.
    expect(checks, `block at line ${block.line} asserts nothing`).toBeGreaterThan(0);
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

  it('the assertion reader asserts literal values only', () => {
    expect(toScript("f(); // 'a'").checks).toBe(1);
    expect(toScript("f(); // ['a', 'b']").checks).toBe(1);
    expect(toScript('f(); // true (because)').checks).toBe(0);
    expect(toScript('const x = f(); // 2').checks).toBe(0);
  });
});
