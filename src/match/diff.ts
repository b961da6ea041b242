/**
 * The difference in meaning between two versions of a robots.txt: which robots gain or lose which
 * URLs, each change shown by a concrete URL and the lines that decided it before and after; and
 * beside the verdicts, the other answers a file gives (sitemaps, host, crawl-delay, request-rate,
 * AI usage preferences). Changes of layout, order or comments that keep every verdict report
 * nothing.
 *
 * URLs come from both files' rules: each rule's value written out literally, with its wildcards
 * filled, and a step past it (the linter's witness search does the same), plus `/` and
 * `/robots.txt`. Robots are every name either file gives, one robot neither names, and the known
 * crawlers. Every verdict is the matcher's own, so a reported change is never a guess; robots the
 * same groups apply to in both files share their verdicts and are asked about once.
 *
 * @module
 */
import { KNOWN_CRAWLERS } from '../crawlers/known-crawlers.ts';
import type { Dialect } from '../model/dialect.ts';
import type { Group } from '../model/types.ts';
import { compile, type RobotsTxt } from './compile.ts';
import type { AllowedAnswer } from './types.ts';

/** A compiled file, bound to its site or not: every question here is about a path of that site. */
type AnyRobotsTxt = RobotsTxt<AllowedAnswer>;
import { combineSignals } from './usage.ts';

/** What {@link diffMeaning} takes besides the two files. */
export interface DiffOptions {
  /** The dialect to read text under (default `rfc9309`); compiled files keep their own, which must agree. */
  readonly dialect?: Dialect;
  /** Robot names to compare besides those the files name, one they do not, and the known crawlers. */
  readonly agents?: readonly string[];
  /** URL paths to compare besides those taken from the rules. */
  readonly paths?: readonly string[];
}

/** One verdict, before or after. */
export interface VerdictAt {
  /** Whether the robot may fetch the URL. */
  readonly allowed: boolean;
  /** The line of the deciding rule, `undefined` when no rule decided. */
  readonly line: number | undefined;
}

/** A URL whose verdict changed, for the robots of one {@link RobotChange}. */
export interface VerdictChange {
  /** The path compared (a witness: asking the matcher for it gives these two verdicts). */
  readonly path: string;
  /** The verdict under the old version. */
  readonly before: VerdictAt;
  /** The verdict under the new version. */
  readonly after: VerdictAt;
}

/** Robots whose verdicts changed in the same way. */
export interface RobotChange {
  /** The robot names asked about (the first is the one the files name, where they name one). */
  readonly agents: readonly string[];
  /** Whether a file names one of them (rather than only `User-agent: *` applying). */
  readonly named: boolean;
  /** `lost-root`: `/` was allowed and is not; `lost`: some URLs were closed; `gained`: only openings. */
  readonly severity: 'lost-root' | 'lost' | 'gained';
  /** The changed URLs, closed ones first. */
  readonly changes: readonly VerdictChange[];
}

/** A value that changed between the versions: `before`/`after` `undefined` when absent. */
export interface ValueChange<T> {
  /** The robots it changed for (absent for a value of the whole file). */
  readonly agents?: readonly string[];
  /** The old version's value. */
  readonly before: T | undefined;
  /** The new version's value. */
  readonly after: T | undefined;
}

/** The sitemaps two versions declare, compared. */
export interface SitemapChange {
  /** In the new version only. */
  readonly added: readonly string[];
  /** In the old version only. */
  readonly removed: readonly string[];
}

/** How much {@link diffMeaning} compared. */
export interface ComparedCounts {
  /** Robot names asked about. */
  readonly robots: number;
  /** URL paths asked about. */
  readonly paths: number;
}

/** What {@link diffMeaning} answers. */
export interface MeaningDiff {
  /** The dialect both files were read under. */
  readonly dialect: Dialect;
  /** `true` when no robot's verdict and no other answer changed. */
  readonly same: boolean;
  /** Robots whose verdicts changed, most severe first. */
  readonly robots: readonly RobotChange[];
  /** `Sitemap:` URLs the new version adds and removes. */
  readonly sitemaps: SitemapChange;
  /** The `Host:` value, when it changed. */
  readonly host: ValueChange<string> | undefined;
  /** `Crawl-delay` (seconds) per robot, where it changed. */
  readonly crawlDelay: readonly ValueChange<number>[];
  /** `Request-rate` (`n/ts`) per robot, where it changed. */
  readonly requestRate: readonly ValueChange<string>[];
  /** `Content-Signal` (Cloudflare) of each robot's groups, written `key=value, …`. */
  readonly contentSignal: readonly ValueChange<string>[];
  /** AIPREF `Content-Usage` preferences for `/`, written `category=value, …`. */
  readonly contentUsage: readonly ValueChange<string>[];
  /** How many robots and URLs were compared. */
  readonly compared: ComparedCounts;
}

/** The most paths taken from the two files' rules: the cost is their number times the distinct robots. */
export const MAX_DIFF_PATHS = 2000;
/** The longest rule value paths are made from (Google's URL length limit: a longer URL is not crawled). */
const MAX_VALUE_LENGTH = 2083;
/** A robot name no file names, to reach the `*` groups. */
export const UNNAMED_ROBOT = 'UnlistedBot';

/**
 * Compares what two versions of a robots.txt mean under one dialect.
 *
 * @example
 * ```ts
 * import { diffMeaning } from 'robotstxt-toolkit';
 *
 * const change = diffMeaning('User-agent: *\nDisallow: /search\n', 'User-agent: *\nDisallow: /\n');
 * change.same; // false
 * change.robots[0]?.severity; // 'lost-root'
 * change.robots[0]?.changes[0]; // { path: '/', before: { allowed: true, line: undefined }, after: { allowed: false, line: 2 } }
 *
 * diffMeaning('User-agent: *\nDisallow: /a\n', '# reordered\nuser-agent:*\n\ndisallow:/a\n').same; // true
 * ```
 */
export function diffMeaning(before: RobotsTxt<AllowedAnswer> | string, after: RobotsTxt<AllowedAnswer> | string, options: DiffOptions = {}): MeaningDiff {
  const dialect = typeof before === 'string' ? (typeof after === 'string' ? (options.dialect ?? 'rfc9309') : after.dialect) : before.dialect;
  const old = typeof before === 'string' ? compile(before, { dialect }) : before;
  const now = typeof after === 'string' ? compile(after, { dialect }) : after;
  if (old.dialect !== now.dialect)
    throw new TypeError(`diffMeaning: the two files were compiled under ${old.dialect} and ${now.dialect}; compare them under one dialect.`);
  const paths = [...new Set([...candidatePaths(old, now), ...(options.paths ?? [])])];
  const agents = robotNames(old, now, options.agents ?? []);
  const selections = agents.map((agent) => selectionOf(agent, old, now));
  const robots = verdictChanges(old, now, selections, paths);
  const sitemaps = { added: onlyIn(now.sitemaps, old.sitemaps), removed: onlyIn(old.sitemaps, now.sitemaps) };
  const host = old.host === now.host ? undefined : { before: old.host, after: now.host };
  const crawlDelay = perRobot(selections, (robots, agent) => robots.crawlDelay(agent), old, now);
  const requestRate = perRobot(selections, (robots, agent) => rateText(robots, agent), old, now);
  const contentSignal = perRobot(selections, (robots, agent) => signalText(robots.groupsFor(agent)), old, now);
  const contentUsage = perRobot(selections, (robots, agent) => usageText(robots, agent), old, now);
  const same =
    robots.length === 0 &&
    sitemaps.added.length + sitemaps.removed.length === 0 &&
    host === undefined &&
    crawlDelay.length + requestRate.length + contentSignal.length + contentUsage.length === 0;
  return {
    dialect,
    same,
    robots,
    sitemaps,
    host,
    crawlDelay,
    requestRate,
    contentSignal,
    contentUsage,
    compared: { robots: agents.length, paths: paths.length },
  };
}

/** The paths worth comparing: `/`, `/robots.txt`, and for each rule of either file its value written out and a step past it. */
function candidatePaths(...files: readonly AnyRobotsTxt[]): string[] {
  const paths = new Set<string>(['/', '/robots.txt']);
  for (const robots of files) {
    for (const group of robots.model.groups) {
      for (const rule of group.rules) {
        if (paths.size >= MAX_DIFF_PATHS) return [...paths];
        if (rule.value.length <= MAX_VALUE_LENGTH) for (const path of pathsNear(rule.value)) paths.add(path);
      }
    }
  }
  return [...paths];
}

/** A rule's value written out: literally, with its wildcards filled (empty or `x`), and a step past it. */
export function pathsNear(value: string): string[] {
  const rooted = value.startsWith('/') ? value : `/${value}`;
  const filled = rooted.replace(/\$$/, '').replace(/\*/g, '');
  const filledX = rooted.replace(/\$$/, '').replace(/\*/g, 'x');
  // A step into the directory (`/a/x` for `/a`); `/` and `/a/` need no second slash.
  const inside = filledX.endsWith('/') ? `${filledX}x` : `${filledX}/x`;
  const near = [...new Set([filledX, filled, rooted, `${filled}x`, inside])];
  // An escape and the character it stands for are compared differently by the dialects.
  if (/%[0-9A-Fa-f]{2}/.test(filled)) {
    try {
      near.push(decodeURIComponent(filled));
    } catch {
      // not decodable: the forms as written are enough
    }
  }
  return near;
}

/** Every robot name the files give (as written and as its product), one neither names, and the known crawlers. */
function robotNames(old: AnyRobotsTxt, now: AnyRobotsTxt, extra: readonly string[]): string[] {
  const names = new Set<string>();
  // Named after the rest, so that a report names a robot a file names, or a known one, first.
  const partial = new Set<string>();
  for (const robots of [old, now]) {
    for (const group of robots.model.groups) {
      for (const agent of group.agents) {
        const value = agent.value.trim();
        if (value === '' || value === '*') continue;
        names.add(value);
        // Each word as a name, and names that hold one or sit inside one: the 1994 and draft readings
        // look for the robot's name inside the whole value (`* Rex` names Rex, `FooBot` names Foo).
        for (const word of value.split(/[ \t]+/)) {
          const name = word.replace(/[^A-Za-z0-9_.-].*$/, '');
          if (name === '') continue;
          names.add(name);
          if (name.length >= 2) partial.add(name.slice(0, -1));
          partial.add(`${name}Bot`);
        }
      }
    }
  }
  for (const name of extra) names.add(name);
  names.add(UNNAMED_ROBOT);
  for (const crawler of KNOWN_CRAWLERS) names.add(crawler.token);
  for (const name of partial) names.add(name);
  return [...names];
}

/** The values of `list` that `other` does not hold, in order. */
function onlyIn(list: readonly string[], other: readonly string[]): string[] {
  const others = new Set(other);
  return list.filter((value) => !others.has(value));
}

/**
 * A robot and the groups that apply to it in each file, written as keys. Every answer a file gives a robot (its
 * verdicts, crawl-delay, request-rate, usage preferences) depends on those groups, not on the name that selected
 * them: robots with the same keys are asked about once.
 */
interface Selection {
  readonly agent: string;
  readonly before: string;
  readonly after: string;
  /** Whether a group that applies names the robot (rather than `*`), in either file. */
  readonly named: boolean;
}

function selectionOf(agent: string, old: AnyRobotsTxt, now: AnyRobotsTxt): Selection {
  const groupsBefore = old.groupsFor(agent);
  const groupsAfter = now.groupsFor(agent);
  return { agent, before: indices(groupsBefore), after: indices(groupsAfter), named: isNamed(groupsBefore) || isNamed(groupsAfter) };
}

function verdictAt(robots: AnyRobotsTxt, path: string, agent: string, allowed: boolean): VerdictAt {
  // A path is on the file's own site, so a bound file answers it too.
  return { allowed, line: robots.matchingLine(path, agent) };
}

function verdictChanges(old: AnyRobotsTxt, now: AnyRobotsTxt, selections: readonly Selection[], paths: readonly string[]): RobotChange[] {
  const bySelection = new Map<string, { agents: string[]; named: boolean }>();
  for (const selection of selections) {
    const key = `${selection.before};${selection.after}`;
    const entry = bySelection.get(key) ?? { agents: [], named: false };
    entry.agents.push(selection.agent);
    entry.named ||= selection.named;
    bySelection.set(key, entry);
  }
  const changes: RobotChange[] = [];
  for (const { agents: sharing, named } of bySelection.values()) {
    const agent = sharing[0] as string;
    const changed: VerdictChange[] = [];
    for (const path of paths) {
      const allowedBefore = old.isAllowed(path, agent) === true;
      const allowedAfter = now.isAllowed(path, agent) === true;
      // The deciding lines are looked up only for the paths that changed: most never do.
      if (allowedBefore !== allowedAfter)
        changed.push({ path, before: verdictAt(old, path, agent, allowedBefore), after: verdictAt(now, path, agent, allowedAfter) });
    }
    if (changed.length === 0) continue;
    changed.sort((a, b) => Number(a.after.allowed) - Number(b.after.allowed) || a.path.localeCompare(b.path));
    const lostRoot = changed.some((change) => change.path === '/' && !change.after.allowed);
    const severity = lostRoot ? 'lost-root' : changed.some((change) => !change.after.allowed) ? 'lost' : 'gained';
    changes.push({ agents: sharing, named, severity, changes: changed });
  }
  const rank = { 'lost-root': 0, lost: 1, gained: 2 } as const;
  return changes.sort((a, b) => rank[a.severity] - rank[b.severity] || Number(b.named) - Number(a.named));
}

function indices(groups: readonly Group[]): string {
  return groups.map((group) => group.index).join(',');
}

function isNamed(groups: readonly Group[]): boolean {
  return groups.some((group) => group.agents.some((agent) => agent.value.trim() !== '*'));
}

/**
 * For each robot, a value read from both files, where it differs; robots with the same change are reported
 * together. The value depends on the groups that apply alone, so each file is read once per selection of groups.
 */
function perRobot<T>(
  selections: readonly Selection[],
  read: (robots: AnyRobotsTxt, agent: string) => T | undefined,
  old: AnyRobotsTxt,
  now: AnyRobotsTxt,
): ValueChange<T>[] {
  const readBefore = new Map<string, T | undefined>();
  const readAfter = new Map<string, T | undefined>();
  const once = (cache: Map<string, T | undefined>, key: string, robots: AnyRobotsTxt, agent: string): T | undefined => {
    if (!cache.has(key)) cache.set(key, read(robots, agent));
    return cache.get(key);
  };
  const byChange = new Map<string, { agents: string[]; before: T | undefined; after: T | undefined }>();
  for (const { agent, before: groupsBefore, after: groupsAfter } of selections) {
    const before = once(readBefore, groupsBefore, old, agent);
    const after = once(readAfter, groupsAfter, now, agent);
    if (before === after) continue;
    const key = `${String(before)}→${String(after)}`;
    const entry = byChange.get(key) ?? { agents: [], before, after };
    entry.agents.push(agent);
    byChange.set(key, entry);
  }
  return [...byChange.values()];
}

function rateText(robots: AnyRobotsTxt, agent: string): string | undefined {
  const rate = robots.requestRate(agent);
  return rate === undefined ? undefined : `${rate.requests}/${rate.seconds}s`;
}

function signalText(groups: readonly Group[]): string | undefined {
  const lines = groups.flatMap((group) => group.contentSignals);
  if (lines.length === 0) return undefined;
  const stated = Object.entries(combineSignals(lines)).filter(([, value]) => value !== 'unstated');
  return stated.map(([key, value]) => `${key}=${value}`).join(', ');
}

function usageText(robots: AnyRobotsTxt, agent: string): string | undefined {
  if (robots.groupsFor(agent).every((group) => group.contentUsage.length === 0)) return undefined;
  const categories = robots.usagePreferences('/', agent).categories;
  if (categories === null) return undefined;
  return Object.entries(categories)
    .map(([category, value]) => `${category}=${value}`)
    .join(', ');
}
