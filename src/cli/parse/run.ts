/**
 * The implementation of `robotstxt parse` (its flags and help: `spec.ts`).
 *
 * @module
 */
import { booleanFlag, dialectFlag, formatFlag, stringFlag, type Format } from '../args.ts';
import { ConfigLookup } from '../config/lookup.ts';
import { EXIT, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { diagnosticLine, sourceBytesOrFail, sourceOptions, warnTruncated } from '../shared.ts';
import { readSource } from '../io/source.ts';
import { clip, printable as p, writeJson, type Output } from '../io/output.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Field, RobotsModel } from '../../model/types.ts';
import { compile } from '../../match/compile.ts';
import { parse } from '../../syntax/parse.ts';
import type { SyntaxDocument, SyntaxToken } from '../../syntax/tree.ts';

export async function run(args: ParsedArgs, context: Context): Promise<number> {
  if (args.positionals.length !== 1) {
    throw new UsageError(
      args.positionals.length === 0
        ? 'missing FILE: give a robots.txt path, a URL, or - for standard input.'
        : `parse takes one FILE, got ${args.positionals.length}: ${args.positionals.join(' ')}.`,
      'parse',
    );
  }
  const format = parseFormat(args);
  const flag = stringFlag(args, 'dialect') === undefined ? undefined : dialectFlag(args, 'parse', false);
  const configs = ConfigLookup.fromArgs(args, context, 'parse');
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
  if (model) {
    const dialect = flag ?? (await configs.configFor(args.positionals[0] ?? '-')).dialect ?? 'rfc9309';
    const robots = compile(bytes, { dialect, parseLimit: Math.max(options.maxBytes, bytes.length), truncated: source.truncated });
    if (format === 'text') printModel(robots.model, robots.diagnostics, source.label, context.stdout);
    else writeJson(context.stdout, { file: source.label, dialect, truncated: source.truncated, model: robots.model, diagnostics: robots.diagnostics }, format);
    return EXIT.ok;
  }
  const document = engineName === 'grammar' ? (await import('../../grammar.ts')).parse(bytes) : parse(bytes);
  if (format === 'text') printTree(document, source.label, context.stdout);
  else writeJson(context.stdout, treeJson(document, source.label, source.truncated), format);
  return EXIT.ok;
}

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
