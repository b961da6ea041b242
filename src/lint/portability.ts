/**
 * `dialect-verdict-differs`: under several dialects, find URLs and robots
 * for which they disagree. Candidates come from the file itself (each rule's
 * pattern, written out literally and with its wildcards filled, and a step
 * past it; each robot the file names and one it does not), and every verdict
 * is the matcher's own (`compile(…).isAllowed`), so a witness is never a
 * guess. Each pair of deciding lines is reported once.
 *
 * The search is bounded on any file (docs/rules/analysis-cut-short.md):
 * per rule, a value longer than {@link MAX_VALUE_LENGTH} gives no candidate;
 * per group, robot names are read only until {@link MAX_AGENTS} are known;
 * per file, a file with more than {@link MAX_ANALYSED_GROUPS} groups under
 * some dialect is not compiled for the search, and the matching stops after
 * {@link MAX_MATCH_WORK} units (a URL's length plus the rules of the groups
 * its robot gets, per dialect asked). Each bound that cuts the search short
 * says so in one `analysis-cut-short` finding.
 *
 * @module
 */
import * as cite from '../diagnostics/cite.ts';
import type { RobotsTxt } from '../match/compile.ts';
import type { Dialect } from '../model/dialect.ts';
import { fieldKey } from '../model/directives.ts';
import type { SyntaxLine } from '../syntax/tree.ts';
import { listOf } from './context.ts';
import type { RuleContext } from './rule.ts';

/** The most candidate URLs and robots tried per file (the cost is their product times the dialects). */
const MAX_URLS = 400;
const MAX_AGENTS = 12;
/** How many of the names get robots named by part of them. */
const MAX_PARTIAL_NAMES = 3;
/** A robot name no file names, to reach the `*` groups. */
export const UNNAMED_ROBOT = 'UnlistedBot';
/** The longest rule value (or robot name) candidates are made from: Google's URL length limit (a longer URL is not crawled). */
export const MAX_VALUE_LENGTH = 2083;
/** The most groups a file may have, under any dialect, for the search to compile it under every dialect (memory grows with them). */
export const MAX_ANALYSED_GROUPS = 10_000;
/** The matching work the search may do per file, in characters of URL plus rules of the groups asked, summed over every question. */
export const MAX_MATCH_WORK = 20_000_000;

/** What cut the search short, for the `analysis-cut-short` finding. */
interface Cuts {
  /** The first line whose value was too long to make candidates from. */
  longValueLine?: number;
  groups?: number;
  work?: { asked: number; pairs: number };
}

/** The URL paths worth trying for a file: each rule's value as written, with wildcards filled, and one step past it. */
export function candidateUrls(context: RuleContext, cuts: Cuts = {}): string[] {
  const urls = new Set<string>(['/', '/robots.txt']);
  const add = (word: string, number: number): void => {
    if (word.length <= MAX_VALUE_LENGTH) addCandidates(urls, word);
    else cuts.longValueLine ??= number;
  };
  const { document } = context;
  const line = document.cursor();
  for (let number = 1; number <= document.lineCount && urls.size < MAX_URLS; number++) {
    line.moveTo(number);
    const value = line.fieldValue;
    if (value === undefined || value === '') {
      // Lines Google reads without a colon (`Disallow /x`) have their value after a blank.
      const stray = line.strayText?.text;
      const word = stray ? /[ \t]+(\S+)$/.exec(stray)?.[1] : undefined;
      if (word) add(word, number);
      continue;
    }
    // A value after a colon with no field name (`: /x`) is no directive under any dialect.
    const name = line.fieldName;
    if (name === undefined) continue;
    const key = fieldKey(name);
    if (key === 'user-agent' || key === 'sitemap') continue;
    for (const word of value.split(/[ \t]+/)) add(word, number);
  }
  return [...urls].slice(0, MAX_URLS);
}

function addCandidates(urls: Set<string>, value: string): void {
  const rooted = value.startsWith('/') ? value : `/${value}`;
  const filled = rooted.replace(/\$$/, '').replace(/\*/g, '');
  const filledX = rooted.replace(/\$$/, '').replace(/\*/g, 'x');
  for (const url of [filledX, filled, rooted, `${filled}x`, `${filledX}/x`]) {
    urls.add(url);
    // Escapes and non-ASCII: the decoded and encoded forms are read differently by the dialects.
    if (/%[0-9A-Fa-f]{2}/.test(url)) {
      try {
        urls.add(decodeURIComponent(url));
      } catch {
        // not decodable: keep the form as written
      }
    }
    if (/[^\u0000-\u007f]/.test(url) && !/[\ud800-\udfff]/.test(url)) urls.add(encodeURI(url));
  }
}

/**
 * The robot names worth trying: each the file names (as written and as its
 * product), robots named by part of a name (`BarBo` for `BarBot`: the 1994
 * rules and the draft pick a record whose name contains the robot's; and
 * `BarBotBot`: the Revisited format picks a record whose id is inside the
 * robot's name), and one robot the file does not name.
 */
export function candidateAgents(context: RuleContext): string[] {
  return [...robotCandidates(context).keys()];
}

/** The candidate robots, each with how a message names it. */
function robotCandidates(context: RuleContext, cuts: Cuts = {}): Map<string, string> {
  const names = new Set<string>();
  // Only the first MAX_AGENTS - 1 names are tried: stop reading once they are known (a file may name a million robots).
  const enough = (): boolean => names.size >= MAX_AGENTS - 1;
  for (const dialect of context.dialects) {
    for (const group of context.modelUnder(dialect).groups) {
      for (const agent of group.agents) {
        for (const word of agent.value.split(/[ \t]+/)) {
          const name = word.replace(/[^A-Za-z0-9_.-].*$/, '');
          if (name.length > MAX_VALUE_LENGTH) cuts.longValueLine = Math.min(cuts.longValueLine ?? agent.line, agent.line);
          else if (name !== '' && name !== '*') names.add(name);
          if (enough()) break;
        }
        if (enough()) break;
      }
      if (enough()) break;
    }
    if (enough()) break;
  }
  const named = [...names];
  const partial = new Map<string, string>();
  for (const name of named.slice(0, MAX_PARTIAL_NAMES)) {
    if (name.length >= 2) partial.set(name.slice(0, -1), `a robot named ${name.slice(0, -1)} (a part of ${name})`);
    partial.set(`${name}Bot`, `a robot named ${name}Bot (${name} is part of its name)`);
  }
  for (const name of named) partial.delete(name);
  // The unnamed robot before the partial names: a partial name that lands where it does (the `*` groups) adds nothing.
  return new Map([...named.map((name) => [name, name] as const), [UNNAMED_ROBOT, 'a robot the file does not name'], ...partial]);
}

/**
 * What decides an agent's verdicts: the groups each dialect picks for it.
 * Two agents with the same picks get the same verdict for every URL, and an
 * agent no dialect gives a rule is allowed everywhere: neither needs a search.
 */
function selectionOf(compiled: readonly (readonly [Dialect, RobotsTxt])[], agent: string): { signature: string; rules: number } | undefined {
  let signature = '';
  let rules = 0;
  for (const [, robots] of compiled) {
    const groups = robots.groupsFor(agent);
    for (const group of groups) {
      signature += `${group.index},`;
      rules += group.rules.length;
    }
    signature += ';';
  }
  return rules === 0 ? undefined : { signature, rules };
}

/** Reports each pair of lines whose verdicts differ between dialects, with a witness. */
export function checkPortability(context: RuleContext): void {
  if (context.dialects.length < 2) return;
  const cuts: Cuts = {};
  search(context, cuts);
  reportCuts(context, cuts);
}

function search(context: RuleContext, cuts: Cuts): void {
  let groups = 0;
  let rules = 0;
  for (const dialect of context.dialects) {
    const model = context.modelUnder(dialect);
    groups = Math.max(groups, model.groups.length);
    for (const group of model.groups) rules += group.rules.length;
  }
  // No rule under any dialect: every URL is allowed under each, nothing can differ.
  if (rules === 0) return;
  if (groups > MAX_ANALYSED_GROUPS) {
    cuts.groups = groups;
    return;
  }
  const urls = candidateUrls(context, cuts);
  const candidates = robotCandidates(context, cuts);
  const agents = [...candidates.keys()];
  const reported = new Set<string>();
  const compiled = context.dialects.map((dialect) => [dialect, context.compiled(dialect)] as const);
  const selections = new Set<string>();
  const pairs = agents.length * urls.length;
  let asked = 0;
  let work = 0;
  for (const agent of agents) {
    const selection = selectionOf(compiled, agent);
    if (selection === undefined || selections.has(selection.signature)) {
      asked += urls.length;
      continue;
    }
    selections.add(selection.signature);
    for (const url of urls) {
      // Each question asks every dialect, and the deciding lines of those that disagree.
      work += (url.length + selection.rules) * compiled.length;
      if (work > MAX_MATCH_WORK) {
        cuts.work = { asked, pairs };
        return;
      }
      asked++;
      const allowedBy: Dialect[] = [];
      const disallowedBy: Dialect[] = [];
      for (const [dialect, robots] of compiled) {
        if (!robots) continue;
        if (robots.isAllowed(url, agent)) allowedBy.push(dialect);
        else disallowedBy.push(dialect);
      }
      if (allowedBy.length === 0 || disallowedBy.length === 0) continue;
      const lines = new Set<number>();
      for (const [, robots] of compiled) {
        const line = robots?.matchingLine(url, agent);
        if (line !== undefined) lines.add(line);
      }
      const sorted = [...lines].sort((a, b) => a - b);
      const key = sorted.join(',');
      if (reported.has(key)) continue;
      reported.add(key);
      const at = context.line(sorted[0] ?? 1);
      const deciding = (dialects: readonly Dialect[]): string => {
        const decided = new Set(dialects.map((dialect) => context.compiled(dialect).matchingLine(url, agent)));
        const named = [...decided].filter((line): line is number => line !== undefined);
        return named.length === 0 ? 'no rule matches' : `line ${named.join(', ')} decides`;
      };
      context.report({
        code: 'dialect-verdict-differs',
        message: `"${url}" for ${candidates.get(agent) ?? agent} is allowed under ${listOf(allowedBy)} (${deciding(allowedBy)}) but disallowed under ${listOf(disallowedBy)} (${deciding(disallowedBy)}).`,
        offset: at?.textStart ?? 0,
        end: at?.contentEnd ?? 0,
        spec: cite.toolkit('docs/spec/dialects.md §4'),
        related: sorted.slice(1).map((number) => {
          const line = context.line(number) as SyntaxLine;
          return { offset: line.textStart, end: line.contentEnd, message: 'another line that decides this URL under some dialect' };
        }),
        dialects: [...allowedBy, ...disallowedBy],
        witness: { url, agent, allowedBy, disallowedBy },
      });
    }
  }
}

/** One `analysis-cut-short` finding, at the top of the file, naming each bound that cut the search short. */
function reportCuts(context: RuleContext, cuts: Cuts): void {
  const reasons: string[] = [];
  if (cuts.groups !== undefined)
    reasons.push(
      `the file has ${cuts.groups.toLocaleString('en-US')} groups under some dialect, more than the ${MAX_ANALYSED_GROUPS.toLocaleString('en-US')} the search compiles`,
    );
  if (cuts.longValueLine !== undefined)
    reasons.push(`values longer than ${MAX_VALUE_LENGTH.toLocaleString('en-US')} characters (the first on line ${cuts.longValueLine}) gave no URL to try`);
  if (cuts.work !== undefined)
    reasons.push(
      `the matching budget ran out after ${cuts.work.asked.toLocaleString('en-US')} of ${cuts.work.pairs.toLocaleString('en-US')} URL and robot pairs`,
    );
  if (reasons.length === 0) return;
  const first = context.line(1);
  context.report({
    code: 'analysis-cut-short',
    message: `The search for URLs the dialects decide differently was cut short: ${reasons.join('; ')}. Differences it did not reach are not reported.`,
    offset: first?.textStart ?? 0,
    end: first?.contentEnd ?? 0,
    spec: cite.toolkit('docs/rules/analysis-cut-short.md'),
  });
}
