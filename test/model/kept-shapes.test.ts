/**
 * The first model walk of a process first reads a two-line text of its own,
 * and the first `buildModel` and `compactModel` walk it once per dialect, to
 * keep the walk's objects alive across full garbage collections
 * (`keepWalkShapesAlive` in src/model/build.ts,
 * `keepSinkShapesAlive` in src/model/compact.ts; docs/performance/log.md
 * row 7). That work happens inside the caller's first call: it must tell the
 * caller's sink nothing, and the caller's walk must read its own document
 * whole. This file holds the first walk of its module graph (vitest gives
 * each test file its own).
 */
import { describe, expect, it } from 'vitest';
import { buildModel, walkModel, type ModelSink } from '../../src/model/build.ts';
import { compactModel } from '../../src/model/compact.ts';
import { parse } from '../../src/syntax/parse.ts';

/** A sink that writes down every call it gets. */
function recordingSink(events: string[]): ModelSink {
  return {
    startGroup: () => events.push('group'),
    agent: (directive) => events.push(`agent ${directive.value}`),
    ruleLine: (directive, inGroup) => events.push(`rule line ${directive.line}${inGroup ? '' : ' (outside)'}`),
    rule: (_directive, value, pattern, order) => events.push(`rule ${order} ${value} ${pattern}`),
    other: (directive) => events.push(`other ${directive.key} ${directive.value}`),
    line: (line) => events.push(`line ${line.number}`),
  };
}

const TEXT = 'Disallow: /early\nUser-agent: FooBot\nAllow: /b\nSitemap: https://example.com/s.xml\n';

describe('the first walk of a process', () => {
  it('tells its sink about its own document only, then walks a later document alike (the shape-keeping walks use sinks of their own)', () => {
    const first: string[] = [];
    walkModel(parse(TEXT), 'google', {}, recordingSink(first));
    expect(first).toEqual([
      'line 1',
      'rule line 1 (outside)',
      'rule 0 /early /early',
      'line 2',
      'group',
      'agent FooBot',
      'line 3',
      'rule line 3',
      'rule 1 /b /b',
      'line 4',
      'other sitemap https://example.com/s.xml',
    ]);
    const second: string[] = [];
    walkModel(parse(TEXT), 'google', {}, recordingSink(second));
    expect(second).toEqual(first);
  });

  it('leaves a full model of the caller’s document only', () => {
    const model = buildModel(parse(TEXT), 'rfc9309');
    expect(model.groups.map((group) => [group.agents.map((agent) => agent.value), group.rules.map((rule) => rule.value)])).toEqual([[['FooBot'], ['/b']]]);
    expect(model.ignoredRules.map((rule) => rule.value)).toEqual(['/early']);
  });

  it('leaves a compact model of the caller’s document only', () => {
    const compact = compactModel(parse(TEXT), 'rfc9309');
    expect(compact.groups.map((group) => [group.agents.map((agent) => agent.value), group.ruleStart, group.ruleEnd])).toEqual([[['FooBot'], 1, 2]]);
    expect(compact.patterns).toEqual(['/early', '/b']);
    expect([compact.isAllow(0), compact.isAllow(1)]).toEqual([false, true]);
  });
});
