/**
 * `robotstxt explain`: the full reasoning behind one verdict: the groups
 * that applied, every rule that matched, and why the winner won.
 *
 * @module
 */
import { dialectFlag, formatFlag, requiredAgent, SHARED } from '../args.ts';
import { EXIT, UsageError, type Command } from '../command.ts';
import { loadMatchEngine } from '../engine.ts';
import { printable as p, writeJson, type Output } from '../output.ts';
import { sourceOptions, warnTruncated } from '../shared.ts';
import { noteGoogleAgent } from '../agent-note.ts';
import { readSource } from '../source.ts';
import { urlProblem } from '../urls.ts';
import { comparisonJson, outcomeShort, readUnder, verdictJson, type Reading, type Verdict } from '../verdicts.ts';
import type { Dialect, Explanation, RuleRef } from '../../match/types.ts';
import { DIALECT_PROPERTIES } from '../../model/dialect.ts';

export const explainCommand: Command = {
  name: 'explain',
  summary: 'Explain one verdict in full: which groups applied, which rules matched, why the winner won.',
  usage: ['explain FILE|URL|- --agent NAME [--dialect D|all] [--format FMT] URL-or-path'],
  description: [
    "FILE is a robots.txt path, - for standard input, or an http(s) URL whose site's /robots.txt is fetched.",
    "Shows the robot's name token, the path as the dialect compares it, the records or groups that apply, every matching rule in file order (with the pattern the dialect compares), the deciding rule and the reason.",
    '--format json prints one object: the Explanation plus file and truncated; with --dialect all, url, differ and a verdicts map by dialect (the shape of one element of check --format json). jsonl prints it on one line.',
    'Exit status: 0 allowed, 1 disallowed (under any dialect explained), 2 usage or input error.',
  ],
  options: {
    agent: SHARED.agent,
    dialect: { ...SHARED.dialect, description: 'rfc9309 (default), google, draft-1996, 1994, revisited-1996, or all for one explanation per dialect.' },
    format: {
      ...SHARED.format,
      description: 'text (default), json (one object: the Explanation, or a verdicts map with --dialect all) or jsonl (the same on one line).',
    },
    timeout: SHARED.timeout,
    'max-bytes': SHARED['max-bytes'],
  },
  examples: ['robotstxt explain robots.txt --agent Googlebot /private/page.html', 'robotstxt explain https://example.com --agent FooBot --dialect all /search'],
  async run(args, context) {
    const agent = requiredAgent(args, 'explain');
    const choice = dialectFlag(args, 'explain', true);
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
    const engine = await loadMatchEngine();
    const dialects: readonly Dialect[] = choice === 'all' ? engine.DIALECTS : [choice];
    noteGoogleAgent(agent, dialects, context);
    const verdicts: Verdict[] = dialects.map((dialect) => {
      const reading = readUnder(source, dialect, engine, options.maxBytes);
      return { reading, explanation: reading.robots.explain(url, agent) };
    });
    const [only] = verdicts;
    if (format !== 'text') {
      writeJson(context.stdout, choice === 'all' || !only ? comparisonJson(url, agent, verdicts) : verdictJson(only.reading, only.explanation), format);
    } else {
      verdicts.forEach((v, i) => {
        if (i > 0) context.stdout.line();
        printExplanation(v.reading, v.explanation, context.stdout);
      });
    }
    return verdicts.some((v) => !v.explanation.allowed) ? EXIT.findings : EXIT.ok;
  },
};

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
  row('path', `${p(e.path)}${e.path !== e.url ? c.dim('  (the part of the URL that is matched, as the dialect normalises it)') : ''}`);
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
