/**
 * The implementation of `robotstxt explain` (its flags and help: `spec.ts`).
 *
 * @module
 */
import { dialectFlag, formatFlag, requiredAgent, stringFlag } from '../args.ts';
import { dialectsFromConfig } from '../config/config.ts';
import { ConfigLookup } from '../config/lookup.ts';
import { EXIT, UsageError, type Context, type ParsedArgs } from '../command.ts';
import { printable as p, writeJson, type Output } from '../io/output.ts';
import { sourceOptions, warnTruncated } from '../shared.ts';
import { noteGoogleAgent } from '../agent-note.ts';
import { readSource } from '../io/source.ts';
import { urlProblem } from '../io/urls.ts';
import { comparisonJson, otherOriginMessage, outcomeShort, readUnder, verdictJson, verdictsOn, type Reading } from '../verdicts.ts';
import type { Dialect, Explanation, RuleRef } from '../../match/types.ts';
import { DIALECT_PROPERTIES } from '../../model/dialect.ts';

export async function run(args: ParsedArgs, context: Context): Promise<number> {
  const agent = requiredAgent(args, 'explain');
  const choice = stringFlag(args, 'dialect') === undefined ? undefined : dialectFlag(args, 'explain', true);
  const configs = ConfigLookup.fromArgs(args, context, 'explain');
  const format = formatFlag(args, 'explain');
  const [file, url, ...extra] = args.positionals;
  if (file === undefined || url === undefined) {
    throw new UsageError('explain needs FILE (a robots.txt path, URL or -) and one URL or path to explain.', 'explain');
  }
  if (extra.length > 0) throw new UsageError(`explain takes one URL, got ${extra.length + 1}; use 'robotstxt check' for several.`, 'explain');
  const problem = urlProblem(url);
  if (problem) throw new UsageError(problem, 'explain');
  const options = sourceOptions(args, 'explain', context);
  const source = await readSource(file, options);
  warnTruncated(source, options.maxBytes, context);
  const dialects = dialectsFromConfig(await configs.configFor(file), choice);
  noteGoogleAgent(agent, dialects, context);
  const readings = dialects.map((dialect) => readUnder(source, dialect, options.maxBytes));
  const verdicts = verdictsOn(readings, url, agent);
  // A fetched robots.txt is bound to its own origin (RFC 9309 §2.3).
  if (verdicts === undefined) throw new UsageError(otherOriginMessage(url, readings[0]?.robots.origin ?? ''), 'explain');
  const [only] = verdicts;
  if (format !== 'text') {
    writeJson(context.stdout, dialects.length > 1 || !only ? comparisonJson(url, agent, verdicts) : verdictJson(only.reading, only.explanation), format);
  } else {
    verdicts.forEach((v, i) => {
      if (i > 0) context.stdout.line();
      printExplanation(v.reading, v.explanation, context.stdout);
    });
  }
  return verdicts.some((v) => !v.explanation.allowed) ? EXIT.findings : EXIT.ok;
}

function printExplanation(reading: Reading, e: Explanation, out: Output): void {
  const c = out.color;
  const word = DIALECT_PROPERTIES[reading.dialect].unit;
  const verdict = e.allowed ? c.green(c.bold('ALLOWED')) : c.red(c.bold('DISALLOWED'));
  const where = (line: number): string => `${p(reading.label)}:${line}`;
  const row = (label: string, text: string): void => out.line(`  ${c.dim(label.padEnd(10))} ${text}`);

  out.line(`${verdict}  ${p(e.url)}  for ${p(e.agent)} under ${reading.dialect}`);
  if (reading.dialect === 'google') row('robot', `"${p(e.agent)}" as given ${c.dim("(Google's matcher derives no token; docs/spec/google.md §3.2)")}`);
  else
    row(
      'robot',
      e.token === ''
        ? '(no name token in the agent; only * records can apply)'
        : `name token "${p(e.token)}"${e.token !== e.agent ? ` (from "${p(e.agent)}")` : ''}`,
    );
  row('path', `${p(e.path)}${e.path !== e.url ? c.dim('  (the part of the URL that is matched, as the dialect normalizes it)') : ''}`);
  const fetched = reading.fetched;
  if (fetched) {
    row('fetched', `${p(fetched.url)}${fetched.redirects.length ? ` → ${p(fetched.finalUrl)}` : ''}: ${outcomeShort(fetched)}`);
    if (fetched.outcome !== 'rules') {
      row('reason', p(fetched.reason));
      return;
    }
  }
  if (e.records.length === 0) {
    row(`${word}s`, c.dim(`none apply to this robot`));
  } else {
    e.records.forEach((record, i) => {
      const agents = record.agents.length > 1 ? c.dim(`  (agents: ${record.agents.map((agent) => p(agent)).join(', ')})`) : '';
      const merged = e.records.length > 1 && i === 0 ? c.dim(`  (${e.records.length} ${word}s merged)`) : '';
      row(i === 0 ? (e.records.length > 1 ? `${word}s` : word) : '', `${where(record.start.line)}: ${p(record.start.text.trim())}${agents}${merged}`);
    });
  }
  if (e.matchedRules.length === 0) {
    row('matching', c.dim('no rule matches the path'));
  } else {
    e.matchedRules.forEach((rule, i) => {
      const winner = e.rule !== undefined && sameRule(rule, e.rule);
      const mark = winner ? (rule.kind === 'allow' ? c.green('→ ') : c.red('→ ')) : '  ';
      const text = `${mark}${where(rule.line)}: ${p(rule.text.trim())}${c.dim(`  pattern ${p(JSON.stringify(rule.pattern))}${lengthNote(reading.dialect, rule)}`)}`;
      row(i === 0 ? 'matching' : '', text);
    });
  }
  if (e.rule) row('decided by', `${where(e.rule.line)}: ${p(e.rule.text.trim())}`);
  row('reason', `${p(e.reason)} ${c.dim(`[${e.reasonCode}]`)}`);
}

function sameRule(a: RuleRef, b: RuleRef): boolean {
  return a.offset === b.offset;
}

/** The longest-match dialects rank rules by pattern length: show it. */
function lengthNote(dialect: Dialect, rule: RuleRef): string {
  return DIALECT_PROPERTIES[dialect].precedence === 'longest-match' ? `, length ${rule.pattern.length}` : '';
}
