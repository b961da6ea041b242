/**
 * `robotstxt parse FILE`: the syntax tree or the model, for people and tools.
 *
 * @module
 */
import { booleanFlag, dialectFlag, SHARED, stringFlag } from '../args.ts';
import { EXIT, UsageError, type Command } from '../command.ts';
import { loadEngine, loadGrammarEngine } from '../engine.ts';
import { diagnosticLine, sourceBytesOrFail, sourceOptions, warnTruncated } from '../shared.ts';
import { readSource } from '../source.ts';
import type { SyntaxDocument, SyntaxToken } from '../../syntax/index.ts';
import type { Output } from '../output.ts';

export const parseCommand: Command = {
  name: 'parse',
  summary: 'Show the syntax tree (tokens) or the model of a robots.txt, as text or JSON.',
  usage: ['parse FILE|URL|- [--json] [--engine scanner|grammar] [--model [--dialect D]]'],
  description: [
    'Without --json: one row per line: its number, its kind (blank, comment, directive, invalid) and its tokens, then the diagnostics.',
    'With --json: the lossless syntax tree: every line with its tokens (kind, text, offset, end, line, column); concatenating the texts gives the file back.',
    'With --model: the semantic model under --dialect (records or groups, rules, other fields) as JSON.',
    'With --engine grammar: the tree is read by the Chevrotain grammar (the formal definition) instead of the line scanner; the tree is the same.',
  ],
  options: {
    json: { type: 'boolean', description: 'Print the syntax tree as JSON.' },
    model: { type: 'boolean', description: 'Print the model (per --dialect) as JSON instead of the tree.' },
    engine: { type: 'string', valueName: 'scanner|grammar', description: 'Which parser reads the tree: scanner (the default, fast) or grammar (Chevrotain, the formal grammar).' },
    dialect: SHARED.dialect,
    'max-bytes': SHARED['max-bytes'],
    timeout: SHARED.timeout,
  },
  examples: ['robotstxt parse robots.txt', 'robotstxt parse robots.txt --json | jq ".lines[0].tokens"', 'robotstxt parse robots.txt --model --dialect google'],
  async run(args, context) {
    if (args.positionals.length !== 1) {
      throw new UsageError(args.positionals.length === 0 ? 'missing FILE: give a robots.txt path, a URL, or - for standard input.' : `parse takes one FILE, got ${args.positionals.length}: ${args.positionals.join(' ')}.`, 'parse');
    }
    const dialect = dialectFlag(args, 'parse', false);
    if (stringFlag(args, 'dialect') !== undefined && !booleanFlag(args, 'model')) {
      throw new UsageError('--dialect only changes the model: add --model (the syntax tree is the same under every dialect).', 'parse');
    }
    const engineName = stringFlag(args, 'engine') ?? 'scanner';
    if (engineName !== 'scanner' && engineName !== 'grammar') throw new UsageError(`--engine must be scanner or grammar, not '${engineName}'.`, 'parse');
    if (engineName === 'grammar' && booleanFlag(args, 'model')) throw new UsageError('--engine only changes how the tree is read: drop it with --model.', 'parse');
    const options = sourceOptions(args, 'parse', context);
    const source = await readSource(args.positionals[0] ?? '-', options);
    const bytes = sourceBytesOrFail(source);
    warnTruncated(source, options.maxBytes, context);
    const engine = await loadEngine();
    if (booleanFlag(args, 'model')) {
      const robots = engine.compile(bytes, { dialect, parseLimit: Math.max(options.maxBytes, bytes.length) });
      const out = { file: source.label, dialect, truncated: source.truncated, model: robots.model, diagnostics: robots.diagnostics };
      context.stdout.line(JSON.stringify(out, null, 2));
      return EXIT.ok;
    }
    const document = engineName === 'grammar' ? (await loadGrammarEngine()).parse(bytes) : engine.parse(bytes);
    if (booleanFlag(args, 'json')) context.stdout.line(JSON.stringify(treeJson(document, source.label, source.truncated), null, 2));
    else printTree(document, source.label, context.stdout);
    return EXIT.ok;
  },
};

/** The tree as plain JSON: positions spelled out so tools need no line index. */
function treeJson(document: SyntaxDocument, file: string, truncated: boolean): unknown {
  return {
    file,
    encoding: document.encoding,
    truncated,
    lines: document.lines.map((line) => ({
      line: line.number,
      kind: line.kind,
      tokens: line.tokens.map((token) => tokenJson(document, token)),
    })),
    diagnostics: document.diagnostics,
  };
}

function tokenJson(document: SyntaxDocument, token: SyntaxToken): unknown {
  const start = document.position(token.offset);
  return {
    kind: token.kind,
    text: token.text,
    offset: token.offset,
    end: token.end,
    line: start.line,
    column: start.column,
    ...(token.keyword ? { keyword: token.keyword } : {}),
  };
}

function printTree(document: SyntaxDocument, file: string, out: Output): void {
  const c = out.color;
  const width = String(document.lines.length).length;
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  out.line(c.dim(`# ${file}: ${plural(document.lines.length, 'line')}, ${document.encoding === 'string' ? 'utf-8' : document.encoding}, ${plural(document.diagnostics.length, 'diagnostic')}`));
  for (const line of document.lines) {
    const kind = line.kind.padEnd(9);
    const tokens = line.tokens.map((token) => `${c.cyan(token.kind)} ${JSON.stringify(token.text)}`).join('  ');
    out.line(`${String(line.number).padStart(width)}  ${line.kind === 'invalid' ? c.yellow(kind) : kind}  ${tokens}`);
  }
  for (const diagnostic of document.diagnostics) out.line(diagnosticLine(file, diagnostic, c));
}
