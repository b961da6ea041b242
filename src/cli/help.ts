/**
 * `--help` texts, built from the command registry.
 *
 * @module
 */
import { COMMON_OPTIONS } from './args.ts';
import type { Command, OptionSpec } from './command.ts';
import type { Colors } from './output.ts';

/** `robotstxt --help`. */
export function programHelp(commands: readonly Command[], version: string, c: Colors): string {
  const width = commands.reduce((widest, command) => Math.max(widest, command.name.length), 0);
  return [
    `${c.bold('robotstxt')} ${version}: check, explain, parse and fetch robots.txt files under five standards`,
    "(1994, draft-1996, RFC 9309, Google, and 1996's Robot Exclusion Standard Revisited).",
    '',
    c.bold('Usage:') + ' robotstxt COMMAND [options] [arguments]',
    '',
    c.bold('Commands:'),
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    c.bold('Options:'),
    '  -h, --help     Show help (also: robotstxt COMMAND --help, robotstxt help COMMAND).',
    '  -V, --version  Show the version.',
    '',
    c.bold('Every command takes:'),
    '  -a, --agent NAME   The robot (for a URL, also the User-Agent header sent).',
    '  -d, --dialect D    1994, draft-1996, rfc9309 (default) or google; check and explain also take all.',
    '  -f, --format FMT   text (default), json (one JSON document) or jsonl (one JSON value per line).',
    '      --no-color     No colours (also when NO_COLOR is set, or output is not a terminal).',
    '',
    'Exit codes: 0 all allowed / success, 1 something is disallowed, 2 usage or input error.',
    "Run 'robotstxt COMMAND --help' for a command's options.",
  ].join('\n');
}

/** `robotstxt COMMAND --help`. */
export function commandHelp(command: Command, c: Colors): string {
  const options = Object.entries({ ...command.options, ...COMMON_OPTIONS });
  const labels = options.map(([name, spec]) => optionLabel(name, spec));
  const width = Math.min(
    28,
    labels.reduce((widest, label) => Math.max(widest, label.length), 0),
  );
  const lines = [
    `${c.bold('Usage:')} ${command.usage.map((usage, i) => `${i > 0 ? '       ' : ''}robotstxt ${usage}`).join('\n')}`,
    '',
    command.summary,
    ...command.description.flatMap((paragraph) => ['', wrap(paragraph, 100)]),
    '',
    c.bold('Options:'),
    ...options.map(([, spec], i) => {
      const label = labels[i] ?? '';
      return label.length > width ? `  ${label}\n  ${' '.repeat(width)}  ${spec.description}` : `  ${label.padEnd(width)}  ${spec.description}`;
    }),
  ];
  if (command.examples?.length) lines.push('', c.bold('Examples:'), command.examples.map((example) => `  ${example}`).join('\n'));
  return lines.join('\n');
}

function optionLabel(name: string, spec: OptionSpec): string {
  const flag = `${spec.short ? `-${spec.short}, ` : '    '}--${name}`;
  return spec.type === 'string' ? `${flag} ${spec.valueName ?? 'VALUE'}` : flag;
}

/** Breaks a paragraph into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}
