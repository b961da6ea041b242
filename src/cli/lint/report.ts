/**
 * The output formats of `robotstxt lint`: text (`file:line:column severity
 * message [code]`, a caret frame on a terminal), JSON, SARIF 2.1.0 (GitHub
 * code scanning) and GitHub Actions workflow commands.
 *
 * @module
 */
import type { LintDiagnostic, RuleMeta } from '../../lint/types.ts';
import { REPOSITORY_URL, repositoryFileUrl } from '../../editor/links.ts';
import { printable, type Colors } from '../io/output.ts';

/** One linted file and what was found. */
export interface FileReport {
  readonly file: string;
  readonly text: string;
  readonly diagnostics: readonly LintDiagnostic[];
  /** `--fix`: how many fixes were applied. */
  readonly fixed?: number;
}

/** The repository's rule pages, for SARIF `helpUri`. */
export const RULES_URL = repositoryFileUrl('docs/rules');

/** Text lines for one file. */
export function textReport(report: FileReport, c: Colors, frame: boolean): string[] {
  const out: string[] = [];
  const lines = frame ? report.text.split(/\r\n|\r|\n/) : [];
  for (const d of report.diagnostics) {
    const { line, column } = d.range.start;
    const severity = d.severity === 'error' ? c.red('error') : d.severity === 'warning' ? c.yellow('warning') : c.cyan('info');
    out.push(`${printable(report.file)}:${line}:${column} ${severity} ${printable(d.message)} ${c.dim(`[${d.code}]`)}`);
    if (frame) {
      const source = lines[line - 1] ?? '';
      const width = Math.max(1, (d.range.end.line === line ? d.range.end.column : source.length + 1) - column);
      const gutter = `${String(line).padStart(5)} | `;
      out.push(c.dim(gutter) + printable(source).slice(0, 200));
      out.push(`${' '.repeat(gutter.length + column - 1)}${c.red('^'.repeat(Math.min(width, 120)))}`);
    }
  }
  return out;
}

/** `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`, escaped as the runner wants. */
export function githubReport(report: FileReport): string[] {
  // Terminal-safe first (the runner shows the log with ANSI colours), then escaped as a workflow command wants.
  const escapeData = (text: string): string => printable(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return report.diagnostics.map((d) => {
    const level = d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : 'notice';
    const { start, end } = d.range;
    const properties = [
      `file=${escapeProperty(report.file)}`,
      `line=${start.line}`,
      `col=${start.column}`,
      `endLine=${end.line}`,
      `endColumn=${end.column}`,
      `title=${escapeProperty(`robotstxt ${d.code}`)}`,
    ];
    return `::${level} ${properties.join(',')}::${escapeData(d.message)}`;
  });
}

/**
 * FNV-1a (32 bits) of a string, as 8 hex digits: a fingerprint that needs no
 * crypto module and is the same on every machine.
 */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Each finding's `partialFingerprints` value: the rule, the file and the text
 * of the finding's line (not its number, so the finding keeps its identity
 * when lines are added above it), and which occurrence of that triple it is.
 * GitHub code scanning matches alerts across runs with it.
 */
function fingerprints(report: FileReport): string[] {
  const lines = report.text.split(/\r\n|\r|\n/);
  const seen = new Map<string, number>();
  return report.diagnostics.map((d) => {
    const key = fnv1a(`${d.code}\u0000${report.file}\u0000${(lines[d.range.start.line - 1] ?? '').trim()}`);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return `${key}:${count}`;
  });
}

/**
 * A SARIF 2.1.0 log with the fields GitHub code scanning requires (`version`,
 * `$schema`, `runs[].tool.driver.name` and `rules[].id`, results with
 * `ruleId`, `message.text` and a physical location with `artifactLocation.uri`
 * and `region.startLine`) and the `partialFingerprints` it recommends.
 */
export function sarifLog(reports: readonly FileReport[], rules: readonly RuleMeta[], version: string): unknown {
  const ruleIndex = new Map(rules.map((rule, index) => [rule.code, index]));
  const level = (severity: string): string => (severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'note');
  const uri = (file: string): string => (file === '<stdin>' ? 'stdin' : file.split('\\').join('/').replace(/^\.\//, ''));
  return {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    runs: [
      {
        tool: {
          driver: {
            name: 'robotstxt-toolkit',
            informationUri: REPOSITORY_URL,
            version,
            rules: rules.map((rule) => ({
              id: rule.code,
              name: rule.code.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase()),
              shortDescription: { text: rule.title },
              fullDescription: { text: rule.what },
              helpUri: `${RULES_URL}/${rule.code}.md`,
              help: { text: `${rule.why} ${rule.fix}` },
              defaultConfiguration: { level: level(rule.severity.recommended === 'off' ? 'warning' : rule.severity.recommended) },
              properties: { tags: [rule.family, 'robots.txt'] },
            })),
          },
        },
        results: reports.flatMap((report) => {
          const prints = fingerprints(report);
          return report.diagnostics.map((d, index) => ({
            ruleId: d.code,
            ...(ruleIndex.has(d.code) ? { ruleIndex: ruleIndex.get(d.code) } : {}),
            level: level(d.severity),
            message: { text: d.message },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: uri(report.file) },
                  region: {
                    startLine: d.range.start.line,
                    startColumn: d.range.start.column,
                    endLine: d.range.end.line,
                    endColumn: Math.max(d.range.end.column, d.range.end.line === d.range.start.line ? d.range.start.column + 1 : 1),
                  },
                },
              },
            ],
            ...(d.related.length > 0
              ? {
                  relatedLocations: d.related.map((related, id) => ({
                    id,
                    message: { text: related.message },
                    physicalLocation: {
                      artifactLocation: { uri: uri(report.file) },
                      region: { startLine: related.range.start.line, startColumn: related.range.start.column },
                    },
                  })),
                }
              : {}),
            partialFingerprints: { 'robotstxtFindingHash/v1': prints[index] as string },
            ...(d.witness ? { properties: { witness: d.witness } } : {}),
          }));
        }),
      },
    ],
  };
}
