/**
 * Which crawlers of the known-crawler table a robots.txt lets in, purpose by purpose: the question
 * site owners bring since AI crawlers arrived. Each answer is the matcher's own verdict under the
 * dialect (never a keyword search of the file), with the line that decided it, and beside it what
 * the file says about AI use (`Content-Signal`, `Content-Usage`) for that crawler.
 *
 * @module
 */
import { CRAWLER_PURPOSES, KNOWN_CRAWLERS, type CrawlerPurpose, type KnownCrawler } from '../crawlers/known-crawlers.ts';
import { tokenMistake, type TokenMistake, type TokenMistakeKind } from './token-mistakes.ts';
import type { Dialect } from '../model/dialect.ts';
import type { Group } from '../model/types.ts';
import type { UsageValue } from '../model/usage.ts';
import { compile, type RobotsTxt } from './compile.ts';
import type { AllowedAnswer } from './types.ts';

/** A compiled file, bound to its site or not: every question here is about a path of that site. */
type AnyRobotsTxt = RobotsTxt<AllowedAnswer>;
import { combineSignals } from './usage.ts';

export { editDistance } from './token-mistakes.ts';

/** What {@link aiAccess} takes besides the file. */
export interface AiAccessOptions {
  /** The dialect to read text under (default `rfc9309`); a compiled file keeps its own. */
  readonly dialect?: Dialect;
  /** The crawlers to ask about (default: every crawler of {@link KNOWN_CRAWLERS}). */
  readonly crawlers?: readonly KnownCrawler[];
  /** The paths to ask about besides `/` (default: one path per rule the file writes, at most 40). */
  readonly paths?: readonly string[];
}

/** How much of the site a crawler may fetch: all of `/` and the sections, some of them, or none. */
export type AccessLevel = 'allowed' | 'partly' | 'blocked';

/** The verdict for one path. */
export interface PathAccess {
  /** The path asked about. */
  readonly path: string;
  /** Whether the crawler may fetch it. */
  readonly allowed: boolean;
  /** The line of the rule that decided, `undefined` when no rule did (nothing matched). */
  readonly line: number | undefined;
}

/** One crawler's answer. */
export interface CrawlerAccess {
  /** The crawler, as the known-crawler table has it. */
  readonly crawler: KnownCrawler;
  /** `allowed` when `/` and every section may be fetched, `blocked` when none may, else `partly`. */
  readonly access: AccessLevel;
  /** Whether a group names this crawler (rather than only `User-agent: *` applying to it). */
  readonly named: boolean;
  /** The verdict for `/`. */
  readonly root: PathAccess;
  /** The verdict for each section, in the order of {@link AiAccessReport.sections}. */
  readonly sections: readonly PathAccess[];
  /** The `Content-Signal` of the crawler's groups (each key with `yes`, `no`, a level or `unstated`), `null` when none. */
  readonly signals: Readonly<Record<string, string>> | null;
  /** The AIPREF `Content-Usage` categories for `/`, `null` when `/` may not be fetched. */
  readonly usage: Readonly<Record<string, UsageValue>> | null;
  /** What a reader should know beside the verdict: the crawler ignores robots.txt, or obeys only a group that names it. */
  readonly notes: readonly string[];
}

/** The counts of one purpose. */
export interface PurposeSummary {
  /** The purpose. */
  readonly purpose: CrawlerPurpose;
  /** Its phrase for people. */
  readonly label: string;
  /** Crawlers of this purpose that may fetch `/` and every section. */
  readonly allowed: number;
  /** Crawlers that may fetch some of them. */
  readonly partly: number;
  /** Crawlers that may fetch none of them. */
  readonly blocked: number;
}

/** Something in the file that likely does not do what its writer meant. */
export interface AiAccessFinding {
  /** What kind of mistake it likely is. */
  readonly kind: 'signal-allows-blocked-training' | 'training-allowed-despite-signal' | 'control-token-only' | TokenMistakeKind;
  /** One sentence for people. */
  readonly message: string;
  /** The line it is about. */
  readonly line: number;
  /** The known crawler it is about. */
  readonly crawler: string;
}

/** What {@link aiAccess} answers. */
export interface AiAccessReport {
  /** The dialect the file was read under. */
  readonly dialect: Dialect;
  /** The paths asked about besides `/`. */
  readonly sections: readonly string[];
  /** Each crawler's answer, in table order. */
  readonly crawlers: readonly CrawlerAccess[];
  /** Per purpose, how many crawlers may fetch all, some or none of the site. */
  readonly purposes: readonly PurposeSummary[];
  /** Contradictions and likely mistakes, in line order. */
  readonly findings: readonly AiAccessFinding[];
}

/** The most sections taken from a file's rules: enough for a person to read, and bounded on hostile files. */
export const MAX_SECTIONS = 40;

/**
 * Which known crawlers may fetch the site, and what the file says about AI use for each.
 *
 * @example
 * ```ts
 * import { aiAccess } from 'robotstxt-toolkit';
 *
 * const report = aiAccess('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n');
 * report.crawlers.find((entry) => entry.crawler.token === 'GPTBot')?.access; // 'blocked'
 * report.crawlers.find((entry) => entry.crawler.token === 'Googlebot')?.access; // 'partly'
 * report.sections; // ['/private/']
 * ```
 */
export function aiAccess(robots: RobotsTxt<AllowedAnswer> | string, options: AiAccessOptions = {}): AiAccessReport {
  const compiled = typeof robots === 'string' ? compile(robots, { dialect: options.dialect ?? 'rfc9309' }) : robots;
  const sections = options.paths ?? sectionsOf(compiled);
  // Verdicts depend on the groups that apply, not on the name that selected them: most crawlers get
  // the * group, so each set of groups is asked about once.
  const byGroups = new Map<string, GroupVerdicts>();
  const crawlers = (options.crawlers ?? KNOWN_CRAWLERS).map((crawler) => accessOf(compiled, crawler, sections, byGroups));
  return {
    dialect: compiled.dialect,
    sections,
    crawlers,
    purposes: CRAWLER_PURPOSES.map(({ purpose, label }) => {
      const of = crawlers.filter((entry) => entry.crawler.purpose === purpose);
      const count = (level: AccessLevel): number => of.filter((entry) => entry.access === level).length;
      return { purpose, label, allowed: count('allowed'), partly: count('partly'), blocked: count('blocked') };
    }),
    findings: findingsOf(compiled, crawlers).sort((a, b) => a.line - b.line),
  };
}

/** One path per distinct rule path of the file: a wildcard read as one character, an end anchor dropped. */
function sectionsOf(robots: AnyRobotsTxt): string[] {
  const paths = new Set<string>();
  for (const group of robots.model.groups) {
    for (const rule of group.rules) {
      const path = samplePath(rule.value);
      if (path !== undefined && path !== '/') paths.add(path);
    }
  }
  return [...paths].sort().slice(0, MAX_SECTIONS);
}

/** A path a rule's value matches (`/*.pdf$` → `/x.pdf`), or `undefined` for a value that is not a path. */
export function samplePath(value: string): string | undefined {
  if (!value.startsWith('/')) return undefined;
  const anchored = value.endsWith('$') ? value.slice(0, -1) : value;
  return anchored.replace(/\*+$/, '').replace(/\*+/g, 'x') || '/';
}

function pathAccess(robots: AnyRobotsTxt, path: string, agent: string): PathAccess {
  // A path is on the file's own site, so a bound file answers it too.
  return { path, allowed: robots.isAllowed(path, agent) === true, line: robots.matchingLine(path, agent) };
}

function isNamedIn(groups: readonly Group[]): boolean {
  return groups.some((group) => group.agents.some((agent) => agent.value.trim() !== '*'));
}

/** What every crawler the same groups apply to shares. */
type GroupVerdicts = Pick<CrawlerAccess, 'access' | 'root' | 'sections' | 'signals' | 'usage'>;

function accessOf(robots: AnyRobotsTxt, crawler: KnownCrawler, sections: readonly string[], byGroups: Map<string, GroupVerdicts>): CrawlerAccess {
  const groups = robots.groupsFor(crawler.token);
  const named = isNamedIn(groups);
  const notes: string[] = [];
  if (crawler.obeysRobotsTxt === 'no') notes.push(`${crawler.token} does not obey robots.txt (${crawler.source}): these rules do not stop it.`);
  if (crawler.obeysOnlyWhenNamed && !named) {
    notes.push(`${crawler.token} ignores User-agent: * groups and no group names it, so it may fetch everything.`);
    const everything = (path: string): PathAccess => ({ path, allowed: true, line: undefined });
    return { crawler, access: 'allowed', named, root: everything('/'), sections: sections.map(everything), signals: null, usage: null, notes };
  }
  const key = groups.map((group) => group.index).join(',');
  let verdicts = byGroups.get(key);
  if (verdicts === undefined) {
    verdicts = verdictsOf(robots, crawler.token, groups, sections);
    byGroups.set(key, verdicts);
  }
  return { crawler, named, ...verdicts, notes };
}

function verdictsOf(robots: AnyRobotsTxt, agent: string, groups: readonly Group[], sections: readonly string[]): GroupVerdicts {
  const root = pathAccess(robots, '/', agent);
  const inSections = sections.map((path) => pathAccess(robots, path, agent));
  const allowed = [root, ...inSections].map((entry) => entry.allowed);
  const access: AccessLevel = allowed.every(Boolean) ? 'allowed' : allowed.some(Boolean) ? 'partly' : 'blocked';
  return { access, root, sections: inSections, signals: signalsOf(groups), usage: robots.usagePreferences('/', agent).categories };
}

/** The Content-Signal of the groups, combined as usagePreferences combines it, whether or not `/` may be fetched. */
function signalsOf(groups: readonly Group[]): Record<string, string> | null {
  const lines = groups.flatMap((group) => group.contentSignals);
  return lines.length === 0 ? null : combineSignals(lines);
}

function findingsOf(robots: AnyRobotsTxt, crawlers: readonly CrawlerAccess[]): AiAccessFinding[] {
  const findings: AiAccessFinding[] = [];
  // Training crawlers let in while a Content-Signal line says ai-train=no, by that line: one finding per line, not per crawler.
  const trainingAllowed = new Map<number, KnownCrawler[]>();
  for (const entry of crawlers) {
    const { crawler } = entry;
    const groupLine = robots.groupsFor(crawler.token)[0]?.start.line;
    if (groupLine === undefined) continue;
    if (entry.access === 'blocked' && entry.signals?.['ai-train'] === 'yes') {
      findings.push({
        kind: 'signal-allows-blocked-training',
        line: groupLine,
        crawler: crawler.token,
        message: `${crawler.token} may not fetch the site, yet its group's Content-Signal says ai-train=yes: the signal cannot apply to pages it never reads.`,
      });
    }
    if (crawler.purpose === 'training' && crawler.controls === undefined && entry.access !== 'blocked' && entry.signals?.['ai-train'] === 'no') {
      const line = signalLineOf(robots, crawler.token);
      trainingAllowed.set(line, [...(trainingAllowed.get(line) ?? []), crawler]);
    }
    if (crawler.controls !== undefined && entry.named && entry.access !== 'allowed') {
      const governed = crawlers.find((other) => other.crawler.token === crawler.controls);
      if (governed !== undefined && governed.access !== 'blocked') {
        findings.push({
          kind: 'control-token-only',
          line: groupLine,
          crawler: crawler.token,
          message: `${crawler.token} is a control token, not a crawler: ${crawler.controls} still fetches the pages, and the rules only say how they may be used.`,
        });
      }
    }
  }
  for (const [line, allowed] of trainingAllowed) {
    // The crawlers whose operators say they train first: the names a reader recognises.
    const tokens = [...allowed].sort((a, b) => Number(a.purposeIsOurReading ?? false) - Number(b.purposeIsOurReading ?? false)).map((crawler) => crawler.token);
    const named = tokens.length > 4 ? `${tokens.slice(0, 4).join(', ')} and ${tokens.length - 4} more` : tokens.join(', ');
    findings.push({
      kind: 'training-allowed-despite-signal',
      line,
      crawler: tokens[0] as string,
      message: `This line says ai-train=no, yet ${tokens.length} crawler${tokens.length === 1 ? '' : 's'} that collect pages to train AI models may fetch the site (${named}): a signal asks, only Disallow stops a crawler that obeys robots.txt.`,
    });
  }
  for (const finding of tokenFindings(robots)) findings.push(finding);
  return findings;
}

/** The line of the first Content-Signal line among the agent's groups that says ai-train=no. */
function signalLineOf(robots: AnyRobotsTxt, agent: string): number {
  const lines = robots.groupsFor(agent).flatMap((group) => group.contentSignals);
  return (lines.find((line) => line.statement.signals['ai-train'] === 'no') ?? lines[0])?.ref.line ?? 0;
}

/** User-agent values that name a known crawler by a token it does not obey (token-mistakes.ts), unless the file names the right token too. */
function tokenFindings(robots: AnyRobotsTxt): AiAccessFinding[] {
  const findings: AiAccessFinding[] = [];
  const written = robots.model.groups.flatMap((group) => group.agents);
  const namedTokens = new Set(written.map((agent) => productOf(agent.value).toLowerCase()));
  for (const agent of written) {
    const product = productOf(agent.value);
    if (product === '*') continue;
    const mistake = tokenMistake(product, agent.value);
    if (mistake === undefined || namedTokens.has(mistake.obeys.toLowerCase())) continue;
    const { kind, crawler, obeys } = mistake;
    findings.push({ kind, line: agent.ref.line, crawler: kind === 'retired-token' ? crawler.token : obeys, message: tokenMessage(mistake, product) });
  }
  return findings;
}

function tokenMessage({ kind, crawler, obeys }: TokenMistake, product: string): string {
  if (kind === 'retired-token')
    return `${crawler.operator ?? 'Its operator'} no longer uses ${crawler.token}; its crawler obeys ${obeys}, which no group names.`;
  if (kind === 'listed-alias')
    return `"${product}" is how some lists name ${obeys} (${crawler.operator ?? 'operator unknown'}), not its product token; as written, ${obeys} does not read this group.`;
  return `"${product}" names no known crawler; did you mean ${obeys} (${crawler.operator ?? 'operator unknown'})? As written, ${obeys} does not read this group.`;
}

/** The value's product: up to the first whitespace or `/`, without the `*` some writers put around a name (`Mediapartners-Google*`). */
function productOf(value: string): string {
  const product = value.trim().split(/[\s/]/, 1)[0] ?? '';
  return product === '*' ? product : product.replace(/^\*+|\*+$/g, '');
}
