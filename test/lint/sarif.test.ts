/**
 * `robotstxt lint --format sarif`: no copy of the SARIF 2.1.0 JSON schema
 * ships with an npm package we may depend on (the one in
 * `@microsoft/jest-sarif` needs jest and undeclared packages), so this test
 * checks by hand every field GitHub code scanning requires of an upload
 * (docs: "SARIF support for code scanning"), their types and ranges as the
 * schema states them, and the `partialFingerprints` GitHub recommends.
 */
import { describe, expect, it } from 'vitest';
import { sarifLog, type FileReport } from '../../src/cli/lint/report.ts';
import { lint, RULES } from '../../src/index.ts';

interface Region {
  startLine: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
}
interface Location {
  id?: number;
  message?: { text: string };
  physicalLocation: { artifactLocation: { uri: string }; region: Region };
}
interface Result {
  ruleId: string;
  ruleIndex?: number;
  level: string;
  message: { text: string };
  locations: Location[];
  relatedLocations?: Location[];
  partialFingerprints: Record<string, string>;
}
interface Log {
  version: string;
  $schema: string;
  runs: {
    tool: { driver: { name: string; version: string; informationUri: string; rules: { id: string; helpUri: string; shortDescription: { text: string } }[] } };
    results: Result[];
  }[];
}

const FILES: Record<string, string> = {
  './sites/a/robots.txt': 'User-agent: *\nDissallow: /private/\nDisallow : /a\nDisallow: /a\nAllow: /a*\n\nUser-agent: *\nDisallow: /x\n',
  'sites\\b\\robots.txt': 'User-agent: FooBot/1.0\nDisallow: /*.pdf$x\nCrawl-delay: abc\nDisallow: /a\nDisallow: /a\n',
};

function reportsOf(files: Record<string, string>, options = {}): FileReport[] {
  return Object.entries(files).map(([file, text]) => ({ file, text, diagnostics: lint(text, options).diagnostics }));
}

function logOf(files: Record<string, string>, options = {}): Log {
  // Through JSON, as the command writes it.
  return JSON.parse(JSON.stringify(sarifLog(reportsOf(files, options), RULES, '9.9.9'))) as Log;
}

const isPositiveInteger = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 1;

describe('SARIF 2.1.0 output', () => {
  it('has the log-level fields GitHub requires', () => {
    const log = logOf(FILES);
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toMatch(/^https:\/\/.*sarif-(schema-)?2\.1\.0\.json$/);
    expect(log.runs).toHaveLength(1);
    const driver = log.runs[0]?.tool.driver;
    expect(driver?.name).toBe('robotstxt-toolkit');
    expect(driver?.version).toBe('9.9.9');
    expect(() => new URL(driver?.informationUri ?? '')).not.toThrow();
    const ids = driver?.rules.map((rule) => rule.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(RULES.map((rule) => rule.code));
    for (const rule of driver?.rules ?? []) {
      expect(rule.shortDescription.text).not.toBe('');
      expect(() => new URL(rule.helpUri)).not.toThrow();
    }
  });

  it('every result has a rule id of the driver, a message, a level and a physical location with a 1-based region', () => {
    for (const options of [{}, { dialects: 'all' as const }, { preset: 'strict' as const }]) {
      const log = logOf(FILES, options);
      const rules = log.runs[0]?.tool.driver.rules ?? [];
      const results = log.runs[0]?.results ?? [];
      expect(results.length).toBeGreaterThan(5);
      for (const result of results) {
        expect(rules.some((rule) => rule.id === result.ruleId)).toBe(true);
        if (result.ruleIndex !== undefined) expect(rules[result.ruleIndex]?.id).toBe(result.ruleId);
        expect(['none', 'note', 'warning', 'error']).toContain(result.level);
        expect(result.message.text.length).toBeGreaterThan(0);
        expect(result.locations.length).toBeGreaterThan(0);
        for (const location of [...result.locations, ...(result.relatedLocations ?? [])]) {
          const { artifactLocation, region } = location.physicalLocation;
          // A relative URI reference with forward slashes (GitHub resolves it against the checkout).
          expect(artifactLocation.uri).toMatch(/^[^\\]+$/);
          expect(artifactLocation.uri.startsWith('./')).toBe(false);
          expect(isPositiveInteger(region.startLine)).toBe(true);
          if (region.startColumn !== undefined) expect(isPositiveInteger(region.startColumn)).toBe(true);
          if (region.endLine !== undefined) expect(region.endLine).toBeGreaterThanOrEqual(region.startLine);
          if (region.endColumn !== undefined) {
            expect(isPositiveInteger(region.endColumn)).toBe(true);
            // The schema's region: an end column after the start column on a one-line region.
            if (region.endLine === region.startLine) expect(region.endColumn).toBeGreaterThan(region.startColumn ?? 0);
          }
        }
        for (const [index, related] of (result.relatedLocations ?? []).entries()) {
          expect(related.id).toBe(index);
          expect(related.message?.text.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('partialFingerprints: stable across runs and line moves, distinct between findings', () => {
    const before = logOf(FILES).runs[0]?.results ?? [];
    const again = logOf(FILES).runs[0]?.results ?? [];
    expect(again.map((r) => r.partialFingerprints)).toEqual(before.map((r) => r.partialFingerprints));
    const prints = before.map((r) => `${r.locations[0]?.physicalLocation.artifactLocation.uri} ${JSON.stringify(r.partialFingerprints)}`);
    expect(new Set(prints).size).toBe(prints.length);
    for (const result of before) {
      const values = Object.values(result.partialFingerprints);
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(value).toMatch(/^[0-9a-f]{8}:\d+$/);
    }
    // Lines added above a finding move it, not its fingerprint.
    const moved = logOf({ './sites/a/robots.txt': `# a comment\n\n${FILES['./sites/a/robots.txt']}` }).runs[0]?.results ?? [];
    const first = (results: Result[], code: string) => results.find((r) => r.ruleId === code)?.partialFingerprints;
    expect(first(moved, 'unknown-field')).toEqual(first(before, 'unknown-field'));
  });
});
