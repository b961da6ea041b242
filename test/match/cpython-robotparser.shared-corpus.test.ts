/**
 * CPython's legacy robotparser (`urllib.robotparser`, a 1994/draft-1996 reader in every Python
 * install) as its own tests state it: ../shared/data/peer-suites/cpython-2.7.json, transcribed
 * from CPython 2.7's test_robotparser.py (see that folder's README). CPython finds a record by the
 * User-agent value, read whole, occurring inside the robot's name (`value-in-token`, A-1/A-2), takes
 * the first such record, and only a value that is exactly `*` is the default record: the legacy
 * reading of A-9 that the 1994 and draft-1996 dialects follow.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/index.ts';
import { repoPath } from '../helpers/paths.ts';

interface PeerCase {
  readonly id: string;
  readonly robotstxt: string;
  readonly agent: string;
  readonly url: string;
  readonly allowed: boolean;
}

const CASES: readonly PeerCase[] = (JSON.parse(readFileSync(repoPath('../shared/data/peer-suites/cpython-2.7.json'), 'utf8')) as PeerCase[]).filter(
  (peer) => typeof peer.allowed === 'boolean',
);
const verdict = (peer: PeerCase): boolean => compile(peer.robotstxt, { dialect: 'draft-1996', agentMatch: 'value-in-token' }).isAllowed(peer.url, peer.agent);

describe("CPython 2.7's robotparser tests under draft-1996 with CPython's direction (value-in-token)", () => {
  it('every allow/disallow case agrees', () => {
    expect(CASES.length).toBeGreaterThan(0);
    expect(CASES.filter((peer) => verdict(peer) !== peer.allowed).map((peer) => peer.id)).toEqual([]);
  });

  it('the record order cases: "Googlebot" inside "Googlebot-Mobile" makes the first record apply to both', () => {
    const ordering = CASES.filter((peer) => /^User-agent: Googlebot(-Mobile)?$/m.test(peer.robotstxt));
    expect(ordering.length).toBeGreaterThanOrEqual(4);
    for (const peer of ordering) expect(verdict(peer), peer.id).toBe(peer.allowed);
  });

  it('its records, read the same way, keep "* Rex" from being the default record (the value is read whole)', () => {
    // No CPython case writes such a value; its reading of one, beside a case of its own.
    const peer = CASES.find((candidate) => candidate.id === 'cpython-2.7/RobotTest-2/bad/1') as PeerCase;
    const starRex = peer.robotstxt.replace(/^User-agent: \*$/m, 'User-agent: * Rex');
    expect(starRex).not.toBe(peer.robotstxt);
    expect(compile(starRex, { dialect: 'draft-1996', agentMatch: 'value-in-token' }).isAllowed(peer.url, peer.agent)).toBe(true);
    expect(verdict(peer)).toBe(false);
  });
});
