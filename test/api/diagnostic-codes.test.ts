/**
 * The diagnostic codes are a closed list: every code literal the sources emit
 * is in the DiagnosticCode union (DIAGNOSTIC_CODES has exactly its members),
 * in the docs table and in the TSDoc tables, and every listed code is emitted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile, DIAGNOSTIC_CODES, parse, type DiagnosticCode } from '../../src/index.ts';

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
    if (file.endsWith(path.join('diagnostics', 'diagnostic.ts'))) continue; // the list itself
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bcode: '([a-z0-9-]+)'/g)) {
      const code = match[1] as string;
      found.set(code, [...(found.get(code) ?? []), path.relative(ROOT, file)]);
    }
  }
  return found;
}

/** The codes of a markdown table's first column (`| \`code\` | …`). */
function tableCodes(text: string): Set<string> {
  return new Set([...text.matchAll(/^ ?\*? ?\| `([a-z0-9-]+)` \|/gm)].map((match) => match[1] as string));
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

  it('docs/diagnostics.md lists exactly the codes of the union, with the same stage and severity', () => {
    const docs = readFileSync(path.join(ROOT, 'docs/diagnostics.md'), 'utf8');
    expect(tableCodes(docs)).toEqual(KNOWN);
    for (const [code, info] of Object.entries(DIAGNOSTIC_CODES)) {
      expect(docs, code).toContain(`| \`${code}\` | ${info.stage} | ${info.severity} |`);
    }
  });

  it('the TSDoc tables of src/diagnostics/diagnostic.ts list exactly the codes of the union', () => {
    const source = readFileSync(path.join(ROOT, 'src/diagnostics/diagnostic.ts'), 'utf8');
    expect(tableCodes(source)).toEqual(KNOWN);
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
