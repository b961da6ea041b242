/**
 * One file of `check --files`, compiled, and its verdicts written as JSON
 * lines without an {@link Explanation} object per URL (a batch writes
 * millions of lines).
 *
 * Each line is the text of `JSON.stringify(verdictJson(reading, robots.explain(url, agent)))`
 * (src/cli/verdicts.ts), byte for byte, made from pieces that repeat:
 * what depends on the URL alone (`dialect` to `token`) is made once per
 * batch ({@link JsonVerdicts}), the records once per file and policy, a
 * rule's reference once per rule; per URL only the verdict, the matched
 * rules and the reason are new: no explanation object, and no
 * `JSON.stringify` of one. test/cli/batch-file.test.ts holds the lines to
 * `explain` on both corpora and on generated files.
 *
 * Loaded with the library (`engine-match.ts`): it extends `RobotsTxt`.
 *
 * @module
 */
import { RobotsTxt } from '../../match/compile.ts';
import type { AgentPolicy, DialectMatcher } from '../../match/dialects/dialect.ts';
import { compactRecordRef, reasonText, ruleRef } from '../../match/explain.ts';
import type { Dialect } from '../../match/types.ts';
import type { Rule } from '../../model/types.ts';
import { parse } from '../../syntax/parse.ts';

/**
 * What a batch's verdict lines share from file to file: for each URL, its
 * path and the members from `dialect` to `token` as JSON text. One per batch
 * thread: a batch asks one agent about the same URLs under one dialect (a
 * file asked under another matcher or with another token, which a batch never
 * does, starts the pieces afresh).
 */
export class JsonVerdicts {
  readonly urls: readonly string[];
  readonly agent: string;
  /** The matcher and token the pieces were made with. */
  private matcher: DialectMatcher | undefined = undefined;
  private token = '';
  /** Per URL: its path under {@link matcher}. */
  private paths: string[] = [];
  /** Per URL: `,"dialect":…,"url":…,"path":…,"agent":…,"token":…,`. */
  private members: string[] = [];

  constructor(urls: readonly string[], agent: string) {
    this.urls = urls;
    this.agent = agent;
  }

  /** Makes the pieces for `matcher` and `token`, unless they are made already. */
  prepare(matcher: DialectMatcher, dialect: Dialect, token: string): void {
    if (matcher === this.matcher && token === this.token) return;
    this.matcher = matcher;
    this.token = token;
    this.paths = this.urls.map((url) => matcher.pathOf(url));
    const agentMembers = `,"agent":${JSON.stringify(this.agent)},"token":${JSON.stringify(token)},`;
    this.members = this.urls.map(
      (url, i) => `,"dialect":${JSON.stringify(dialect)},"url":${JSON.stringify(url)},"path":${JSON.stringify(this.paths[i])}${agentMembers}`,
    );
  }

  /** The path of URL `i` (after {@link prepare}). */
  pathOf(i: number): string {
    return this.paths[i] as string;
  }

  /** The JSON members of URL `i` from `dialect` to `token`, a comma either side (after {@link prepare}). */
  membersOf(i: number): string {
    return this.members[i] as string;
  }
}

/** The matched rules of a verdict without a deciding rule. */
const NO_RULES: readonly Rule[] = Object.freeze([]);

/**
 * A robots.txt of a batch, compiled as `compile(bytes, { dialect, parseLimit, truncated })`
 * compiles it (never bound to a URL), that also writes its verdicts as JSON lines.
 */
export class BatchFile extends RobotsTxt {
  /** The policy whose records {@link recordsJson} holds. */
  private recordsPolicy: AgentPolicy | undefined = undefined;
  /** `"record":…,"records":[…],` of {@link recordsPolicy} (no `record` when there is none). */
  private recordsJson = '';
  /** The last two rules written and their JSON (a rule that decides is usually the one rule matched too). */
  private rule0: Rule | undefined = undefined;
  private rule0Json = '';
  private rule1: Rule | undefined = undefined;
  private rule1Json = '';

  constructor(bytes: Uint8Array, dialect: Dialect, parseLimit: number, truncated = false) {
    super(parse(bytes), { dialect, parseLimit, truncated });
  }

  /**
   * Pushes onto `lines` one JSON line per URL of `verdicts`: `head`, the
   * explanation's members, `tail`, where `head + JSON.stringify(explanation).slice(1)`
   * would be `{"file":…,` and `tail` `,"truncated":…}` (see `verdictJsonParts`).
   * Returns whether some URL is disallowed.
   */
  writeJsonLines(verdicts: JsonVerdicts, head: string, tail: string, lines: string[]): boolean {
    const agent = verdicts.agent;
    const token = this.tokenOf(agent);
    verdicts.prepare(this.matcher, this.dialect, token);
    const policy = this.policyFor(agent);
    const records = this.recordsOf(policy);
    let disallowed = false;
    for (let i = 0; i < verdicts.urls.length; i++) {
      const path = verdicts.pathOf(i);
      // As `explain` (src/match/compile.ts) decides and explains, on an unbound file.
      const verdict = this.matcher.decide(policy, path, this.options);
      // No deciding rule (other than for /robots.txt itself) means no rule matched: every dialect decides by
      // the best match of the policy's rule index, which `matchingRules` lists all of (most URLs of a batch).
      const matched = verdict.rule === undefined && verdict.reasonCode !== 'robots-txt-always-allowed' ? NO_RULES : this.matcher.matchingRules(policy, path);
      if (!verdict.allowed) disallowed = true;
      let line = `${head}"allowed":${verdict.allowed}${verdicts.membersOf(i)}${records}`;
      if (verdict.rule !== undefined) line += `"rule":${this.ruleJson(verdict.rule)},`;
      line += '"matchedRules":[';
      for (let k = 0; k < matched.length; k++) line += k === 0 ? this.ruleJson(matched[k] as Rule) : `,${this.ruleJson(matched[k] as Rule)}`;
      const reason = reasonText({ dialect: this.dialect, url: verdicts.urls[i] as string, agent, token, path, policy, verdict, matched, model: this.compact });
      lines.push(`${line}],"reasonCode":"${verdict.reasonCode}","reason":${JSON.stringify(reason)}${tail}`);
    }
    return disallowed;
  }

  /** `"record":…,"records":[…],` of the policy's records, as `explain` makes them. */
  private recordsOf(policy: AgentPolicy): string {
    if (policy !== this.recordsPolicy) {
      this.recordsPolicy = policy;
      const groups = policy.compactGroups;
      if (groups.length === 0) this.recordsJson = '"records":[],';
      else {
        const records = groups.map((group) => JSON.stringify(compactRecordRef(group, this.compact)));
        this.recordsJson = `"record":${records[0]},"records":[${records.join(',')}],`;
      }
    }
    return this.recordsJson;
  }

  /** `JSON.stringify(ruleRef(rule))`, remembered for the last two rules. */
  private ruleJson(rule: Rule): string {
    if (rule === this.rule0) return this.rule0Json;
    if (rule === this.rule1) return this.rule1Json;
    this.rule1 = this.rule0;
    this.rule1Json = this.rule0Json;
    this.rule0 = rule;
    this.rule0Json = JSON.stringify(ruleRef(rule));
    return this.rule0Json;
  }
}

/** A small file per dialect, asked once, kept for as long as the module is loaded: see {@link compileBatchFile}. */
const kept = new Map<Dialect, BatchFile>();
const KEPT_TEXT = new TextEncoder().encode('User-agent: FooBot\nDisallow: /a\nAllow: /a/b\n');

/**
 * A {@link BatchFile} of `bytes`. The first under each dialect also makes a small file that stays alive,
 * as `compile` does for its own files (see `keepShapesAlive` in src/match/matcher.ts): V8 throws optimised
 * code away when no object of a class it was made for is alive at a full garbage collection, and
 * between two files of a batch none may be.
 */
export function compileBatchFile(bytes: Uint8Array, dialect: Dialect, parseLimit: number, truncated = false): BatchFile {
  if (!kept.has(dialect)) {
    const file = new BatchFile(KEPT_TEXT, dialect, KEPT_TEXT.length);
    file.writeJsonLines(new JsonVerdicts(['/a/'], 'FooBot/1.0'), '{', '}', []);
    kept.set(dialect, file);
  }
  return new BatchFile(bytes, dialect, parseLimit, truncated);
}
