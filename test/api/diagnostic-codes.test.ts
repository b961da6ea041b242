/**
 * The diagnostic codes are a closed list: every code literal the sources emit
 * is in the DiagnosticCode union (DIAGNOSTIC_CODES has exactly its members),
 * docs/diagnostics.md is generated from the table, and every listed code is emitted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diagnosticsPage } from '../../scripts/diagnostics-docs.ts';
import { CODE_TABLE } from '../../src/diagnostics/codes.ts';
import { compile, DIAGNOSTIC_CODES, parse, RULES, type DiagnosticCode } from '../../src/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every `code: '…'` literal in src/ (the shape every diagnostic is built with), by file. */
function emittedCodes(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(path.join(ROOT, 'src'))) {
    if (file.endsWith(path.join('diagnostics', 'codes.ts'))) continue; // the list itself
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bcode: '([a-z0-9-]+)'/g)) {
      const code = match[1] as string;
      found.set(code, [...(found.get(code) ?? []), path.relative(ROOT, file)]);
    }
  }
  return found;
}

/** The codes of a markdown table's first column (`| \`code\` | …`, or a link to the rule's page). */
function tableCodes(text: string): Set<string> {
  return new Set([...text.matchAll(/^\| \[?`([a-z0-9-]+)`(?:\]\([^)]*\))? \|/gm)].map((match) => match[1] as string));
}

const KNOWN = new Set(Object.keys(DIAGNOSTIC_CODES));

describe('DiagnosticCode', () => {
  it('every code emitted in src/ is in the union', () => {
    const emitted = emittedCodes();
    expect(emitted.size).toBeGreaterThan(0);
    for (const [code, files] of emitted) expect(KNOWN.has(code), `${code} (in ${files.join(', ')})`).toBe(true);
  });

  it('every code in the union is emitted somewhere in src/', () => {
    const emitted = emittedCodes();
    for (const code of KNOWN) expect(emitted.has(code), code).toBe(true);
  });

  it('docs/diagnostics.md lists exactly the codes of the union, as npm run docs:diagnostics writes it', () => {
    const docs = readFileSync(path.join(ROOT, 'docs/diagnostics.md'), 'utf8');
    expect(tableCodes(docs)).toEqual(KNOWN);
    expect(docs, 'docs/diagnostics.md is stale: run npm run docs:diagnostics').toBe(diagnosticsPage());
  });

  it("a lint rule's entry is its metadata: meaning, spec and its recommended (else portable) severity", () => {
    for (const rule of RULES) {
      const info = DIAGNOSTIC_CODES[rule.code];
      if (info.stage !== 'lint') continue; // a syntax or model code the linter also reports
      expect(info.meaning, rule.code).toBe(rule.what);
      expect(info.spec, rule.code).toBe(rule.spec.title);
      expect(info.severity, rule.code).toBe(rule.severity.recommended === 'off' ? rule.severity.portable : rule.severity.recommended);
    }
    const lintCodes = Object.entries(DIAGNOSTIC_CODES).filter(([, info]) => info.stage === 'lint');
    expect(lintCodes.length).toBeGreaterThan(30);
  });

  it('the linter has a rule for each of its codes, and a code for each of its rules', () => {
    const lintable = Object.entries(CODE_TABLE)
      .filter(([, entry]) => entry.stage === 'lint' || ('lintRule' in entry && entry.lintRule))
      .map(([code]) => code);
    expect(new Set(RULES.map((rule) => rule.code))).toEqual(new Set(lintable));
  });

  it('diagnostics are emitted with the severity the table gives', () => {
    const bytes = new Uint8Array([0xff, 0x0a]); // not UTF-8
    const diagnostics = [
      ...compile('Disallow: /early\nUser-agent: *\nDisallow /x\n: value\n').diagnostics,
      ...parse(bytes).diagnostics,
      ...parse(new Uint8Array([0xff, 0xfe, 0x41, 0x00])).diagnostics,
      ...compile('User-agent: *\nDisallow: /a\nDisallow: /b\n', { parseLimit: 20 }).diagnostics,
    ];
    const codes = diagnostics.map((d) => d.code);
    expect(new Set(codes)).toEqual(
      new Set<DiagnosticCode>(['rule-outside-group', 'missing-colon', 'missing-field-name', 'invalid-utf8', 'utf16-encoding', 'parse-limit-exceeded']),
    );
    for (const d of diagnostics) expect(d.severity, d.code).toBe(DIAGNOSTIC_CODES[d.code].severity);
  });

  it('the example of docs/diagnostics.md gives what it says', () => {
    const robots = compile('Disallow: /early\nUser-agent: *\nDisallow /x\n');
    const lines = robots.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.code}`);
    expect(lines).toEqual(['1:1 warning rule-outside-group', '3:1 warning missing-colon']);
    expect(DIAGNOSTIC_CODES['missing-colon'].spec).toBe('A Standard for Robot Exclusion (1994), "The Format"');
  });
});
