/**
 * `robotstxt parse FILE`: the syntax tree or the model, for people and tools.
 *
 * @module
 */
import { booleanFlag, dialectFlag, formatFlag, SHARED, stringFlag, type Format } from '../args.ts';
import { EXIT, UsageError, type Command, type ParsedArgs } from '../command.ts';
import { loadGrammarEngine, loadMatchEngine } from '../engine.ts';
import { diagnosticLine, sourceBytesOrFail, sourceOptions, warnTruncated } from '../shared.ts';
import { readSource } from '../source.ts';
import { clip, printable as p, writeJson, type Output } from '../output.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Field, RobotsModel } from '../../model/types.ts';
import type { SyntaxDocument, SyntaxToken } from '../../syntax/tree.ts';

export const parseCommand: Command = {
  name: 'parse',
  summary: 'Show the syntax tree (tokens) or the model of a robots.txt, as text or JSON.',
  usage: ['parse FILE|URL|- [--engine scanner|grammar] [--model [--dialect D]] [--format FMT]'],
  description: [
    'Without --model: the syntax tree. As text, one row per line: its number, its kind (blank, comment, directive, invalid) and its tokens, then the diagnostics. As JSON, the lossless tree: every line with its tokens (kind, text, offset, end, line, column); concatenating the texts gives the file back.',
    'With --model: the semantic model under --dialect: the records or groups with their agents and rules (as written and as compared), the other fields, the sitemaps and the diagnostics.',
    'With --engine grammar: the tree is read by the Chevrotain grammar (the formal definition) instead of the line scanner; the tree is the same.',
    '--format json prints one object: file, encoding, truncated, lines and diagnostics for the tree; file, dialect, truncated, model and diagnostics for the model. jsonl prints it on one line. --json is short for --format json.',
  ],
  options: {
    agent: SHARED.userAgent,
    dialect: { ...SHARED.dialect, description: 'With --model: the standard to build the model under: 1994, draft-1996, rfc9309 (default) or google.' },
    format: SHARED.format,
    json: { type: 'boolean', description: 'Same as --format json (kept for scripts that use it).' },
    model: { type: 'boolean', description: 'Print the model (per --dialect) instead of the syntax tree.' },
    engine: {
      type: 'string',
      valueName: 'scanner|grammar',
      description: 'Which parser reads the tree: scanner (the default, fast) or grammar (Chevrotain, the formal grammar).',
    },
    'max-bytes': SHARED['max-bytes'],
    timeout: SHARED.timeout,
  },
  examples: [
    'robotstxt parse robots.txt',
    'robotstxt parse robots.txt --format json | jq ".lines[0].tokens"',
    'robotstxt parse robots.txt --model --dialect google',
    'robotstxt parse https://example.com --model --format json',
  ],
  async run(args, context) {
    if (args.positionals.length !== 1) {
      throw new UsageError(
        args.positionals.length === 0
          ? 'missing FILE: give a robots.txt path, a URL, or - for standard input.'
          : `parse takes one FILE, got ${args.positionals.length}: ${args.positionals.join(' ')}.`,
        'parse',
      );
    }
    const format = parseFormat(args);
    const dialect = dialectFlag(args, 'parse', false);
    const model = booleanFlag(args, 'model');
    if (stringFlag(args, 'dialect') !== undefined && !model) {
      throw new UsageError('--dialect only changes the model: add --model (the syntax tree is the same under every dialect).', 'parse');
    }
    const engineName = stringFlag(args, 'engine') ?? 'scanner';
    if (engineName !== 'scanner' && engineName !== 'grammar') throw new UsageError(`--engine must be scanner or grammar, not '${clip(engineName)}'.`, 'parse');
    if (engineName === 'grammar' && booleanFlag(args, 'model'))
      throw new UsageError('--engine only changes how the tree is read: drop it with --model.', 'parse');
    const options = sourceOptions(args, 'parse', context);
    const source = await readSource(args.positionals[0] ?? '-', options);
    const bytes = sourceBytesOrFail(source);
    warnTruncated(source, options.maxBytes, context);
    const engine = await loadMatchEngine();
    if (model) {
      const robots = engine.compile(bytes, { dialect, parseLimit: Math.max(options.maxBytes, bytes.length), truncated: source.truncated });
      if (format === 'text') printModel(robots.model, robots.diagnostics, source.label, context.stdout);
      else
        writeJson(context.stdout, { file: source.label, dialect, truncated: source.truncated, model: robots.model, diagnostics: robots.diagnostics }, format);
      return EXIT.ok;
    }
    const document = engineName === 'grammar' ? (await loadGrammarEngine()).parse(bytes) : engine.parse(bytes);
    if (format === 'text') printTree(document, source.label, context.stdout);
    else writeJson(context.stdout, treeJson(document, source.label, source.truncated), format);
    return EXIT.ok;
  },
};

/** `--format`, with `--json` as its older spelling; the two must not disagree. */
function parseFormat(args: ParsedArgs): Format {
  const format = formatFlag(args, 'parse');
  if (!booleanFlag(args, 'json')) return format;
  if (stringFlag(args, 'format') !== undefined && format === 'text') {
    throw new UsageError('--json and --format text ask for different outputs: give one of them.', 'parse');
  }
  return format === 'text' ? 'json' : format;
}

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
  out.line(
    c.dim(
      `# ${p(file)}: ${plural(document.lines.length, 'line')}, ${document.encoding === 'string' ? 'utf-8' : document.encoding}, ${plural(document.diagnostics.length, 'diagnostic')}`,
    ),
  );
  for (const line of document.lines) {
    const kind = line.kind.padEnd(9);
    const tokens = line.tokens.map((token) => `${c.cyan(token.kind)} ${p(JSON.stringify(token.text))}`).join('  ');
    out.line(`${String(line.number).padStart(width)}  ${line.kind === 'invalid' ? c.yellow(kind) : kind}  ${tokens}`);
  }
  for (const diagnostic of document.diagnostics) out.line(diagnosticLine(file, diagnostic, c));
}

/** The model for people: each record or group with its agents and rules, then what lies outside them. */
function printModel(model: RobotsModel, diagnostics: readonly Diagnostic[], file: string, out: Output): void {
  const c = out.color;
  const word = model.dialect === '1994' || model.dialect === 'draft-1996' ? 'record' : 'group';
  const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
  const rules = model.groups.reduce((n, group) => n + group.rules.length, 0);
  out.line(
    c.dim(
      `# ${p(file)} under ${model.dialect}: ${plural(model.groups.length, word)}, ${plural(rules, 'rule')}, ${plural(model.sitemaps.length, 'sitemap')}, ${plural(diagnostics.length, 'diagnostic')}`,
    ),
  );
  const row = (line: number, text: string): void => out.line(`${c.dim(`${p(file)}:${line}:`)} ${text}`);
  for (const group of model.groups) {
    row(group.start.line, `${c.bold(word)} ${group.index + 1}  agents: ${group.agents.map((agent) => p(agent.value)).join(', ')}`);
    for (const rule of group.rules) {
      const kind = rule.kind === 'allow' ? c.green('allow   ') : c.red('disallow');
      row(rule.ref.line, `  ${kind}  ${p(rule.value)}${rule.pattern !== rule.value ? c.dim(`  (compared as ${p(JSON.stringify(rule.pattern))})`) : ''}`);
    }
    for (const field of groupFields(group.extensions)) row(field.ref.line, `  ${c.cyan(p(field.key))}  ${p(field.value)}`);
  }
  for (const rule of model.ignoredRules) row(rule.ref.line, `${c.yellow('ignored')}  ${rule.kind} ${p(rule.value)}  ${c.dim(`(no ${word} before it)`)}`);
  // `fields` holds every directive line: show the ones no group or rule list has shown (sitemaps, unknown fields…).
  const shown = new Set(
    [...model.groups.flatMap((group) => [...group.agents, ...group.rules, ...groupFields(group.extensions)]), ...model.ignoredRules].map(
      (item) => item.ref.offset,
    ),
  );
  for (const field of model.fields) if (!shown.has(field.ref.offset)) row(field.ref.line, `${c.cyan(p(field.key))}  ${p(field.value)}`);
  for (const diagnostic of diagnostics) out.line(diagnosticLine(file, diagnostic, c));
}

/** A group's own fields. Sitemap is not one, wherever it sits: it names a file for the whole site (docs/spec/rfc9309.md §2.2.4, item 24). */
function groupFields(extensions: readonly Field[]): readonly Field[] {
  return extensions.filter((field) => field.key !== 'sitemap');
}
