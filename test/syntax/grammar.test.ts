/**
 * The grammar itself: it is total (every token type is covered and every
 * token sequence is accepted), its committed railroad diagrams are up to date
 * and render offline, and docs/grammar.md names every rule and token type.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { createTokenInstance, type ISerializedGast, type TokenType } from 'chevrotain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recognize, robotsTxtGrammar } from '../../grammar/parser.ts';
import { allTokenTypes, lineModeTokens, valueModeTokens } from '../../grammar/tokens.ts';
import { chevrotainDiagramsDir, DIAGRAMS_DIR, DIAGRAMS_PAGE, diagramAssets, diagramsHtml } from '../../scripts/gen-diagrams.ts';
import { FUZZ_RUNS } from '../helpers/arbitraries.ts';
import { repoPath } from '../helpers/paths.ts';

const REGENERATE = 'The committed diagrams are stale: run `npm run diagrams` and commit docs/diagrams/.';

/** Every terminal (token type name) the grammar consumes somewhere. */
function terminalsOf(productions: readonly ISerializedGast[]): Set<string> {
  const names = new Set<string>();
  const walk = (node: ISerializedGast): void => {
    if (node.type === 'Terminal' && 'name' in node && typeof node.name === 'string') names.add(node.name);
    for (const child of node.definition ?? []) walk(child);
  };
  productions.forEach(walk);
  return names;
}

/** All files under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** A token of type `type` at a made-up position: the grammar looks only at the type. */
function fakeToken(type: TokenType, index: number) {
  const image = type.name;
  return createTokenInstance(type, image, index, index + image.length - 1, 1, 1, index + 1, index + image.length);
}

describe('grammar totality', () => {
  const terminals = terminalsOf(robotsTxtGrammar().getSerializedGastProductions());

  it('consumes every token type the lexer can produce, directly or through its category', () => {
    const uncovered = [...new Set([...lineModeTokens, ...valueModeTokens])].filter(
      (type) => !terminals.has(type.name) && !(type.CATEGORIES ?? []).some((category) => terminals.has(category.name)),
    );
    expect(uncovered.map((type) => type.name)).toEqual([]);
  });

  it('accepts the empty input and every single token', () => {
    expect(recognize([])).toEqual([]);
    for (const type of allTokenTypes) expect(recognize([fakeToken(type, 0)]), type.name).toEqual([]);
  });

  it('accepts every random sequence of token types, categories included', () => {
    const sequence = fc.array(fc.constantFrom(...allTokenTypes), { maxLength: 40 });
    fc.assert(
      fc.property(sequence, (types) => {
        const errors = recognize(types.map((type, i) => fakeToken(type, i)));
        if (errors.length > 0) throw new Error(`rejected ${types.map((type) => type.name).join(' ')}: ${errors[0]?.message}`);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});

describe('railroad diagrams (docs/diagrams/)', () => {
  const outDir = repoPath(DIAGRAMS_DIR);
  const committedPage = readFileSync(join(outDir, DIAGRAMS_PAGE), 'utf8');

  it('the committed page is what the grammar generates now', () => {
    expect(committedPage === diagramsHtml(), REGENERATE).toBe(true);
  });

  it('holds exactly the page and the assets it loads, identical to chevrotain’s', () => {
    const assets = diagramAssets(committedPage);
    expect(assets.length).toBeGreaterThan(0);
    expect(filesUnder(outDir).sort()).toEqual([DIAGRAMS_PAGE, ...assets].sort());
    for (const asset of assets) {
      const committed = readFileSync(join(outDir, asset));
      const upstream = readFileSync(join(chevrotainDiagramsDir(), asset));
      expect(committed.equals(upstream), `${asset}: ${REGENERATE}`).toBe(true);
    }
  });

  it('renders one diagram per grammar rule from the local copies alone', () => {
    // Run the page's scripts in a bare context: no network, a stub DOM with one target element.
    const target = { innerHTML: '' };
    const document = { getElementById: () => target, getElementsByClassName: () => [], querySelectorAll: () => [] };
    const context = vm.createContext({ document });
    context.window = context;
    for (const [, src, inline] of committedPage.matchAll(/<script(?: src='\.\/([^']+)')?>([\s\S]*?)<\/script>/g)) {
      const code = src === undefined ? (inline ?? '') : readFileSync(join(outDir, src), 'utf8');
      vm.runInContext(code, context, { filename: src ?? 'inline script' });
    }
    const ruleNames = robotsTxtGrammar().getGAstProductions();
    const headers = [...target.innerHTML.matchAll(/<h2 class="diagramHeader">([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(headers).toEqual(Object.keys(ruleNames));
    expect(target.innerHTML.match(/<svg class="railroad-diagram"/g)).toHaveLength(headers.length);
  });
});

describe('docs/grammar.md', () => {
  const doc = readFileSync(repoPath('docs/grammar.md'), 'utf8');

  it('names every rule of the grammar and every token type', () => {
    const rules = Object.keys(robotsTxtGrammar().getGAstProductions());
    const missing = [...rules, ...allTokenTypes.map((type) => type.name)].filter((name) => !doc.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('links to the diagrams', () => {
    expect(doc).toContain(`diagrams/${DIAGRAMS_PAGE}`);
  });
});
