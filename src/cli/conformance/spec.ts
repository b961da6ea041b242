/**
 * `robotstxt conformance`: run conformance suites against the toolkit or
 * another implementation and print a scorecard per source and dialect.
 *
 * @module
 */
import { SHARED } from '../args.ts';
import type { Command } from '../command.ts';

export const conformanceCommand: Command = {
  name: 'conformance',
  summary: 'Score an implementation (the toolkit, or any program) against conformance suites, per source and dialect.',
  usage: [
    'conformance [--suite DIR|FILE …] [--dialect D|all] [--format FMT]',
    "conformance --command 'CMD %robots% %url% %agent%' [--output-type exitcode|printing] [--allowed-pattern P] [--disallowed-pattern P] [--suite …]",
    "conformance --jsonl 'CMD' [--suite …]",
  ],
  description: [
    "The suites: the project's vectors (conformance/*.json, the default), google/robotstxt-spec-test (a directory with its cases.json or .textproto files), peers' suites (JSON arrays of {id, robotstxt, agent, url, allowed}), or any vector file written to conformance/README.md's schema.",
    'Without --command or --jsonl, the toolkit itself answers, in this process. --command runs a program once per case, as google/robotstxt-spec-test does: %robots% is a temporary file holding the robots.txt, %url% the URL, %agent% (or %user-agent%) the robot, %dialect% the dialect if the program takes one. Its answer is its exit code (--output-type exitcode: 0 allowed, 1 disallowed unless --allowed-pattern/--disallowed-pattern say otherwise) or what it prints (--output-type printing: regular expressions, default \\ballowed\\b and \\bdisallowed\\b).',
    '--jsonl runs one program that reads a JSON request per line ({"id","robots","robots_b64","url","agent","dialect"}) and writes one JSON answer per line ({"allowed": true|false} or {"error": "…"}); see docs/conformance.md.',
    'A case counts under each dialect that decides it; an external suite is scored under every dialect. Prints a scorecard per source and dialect (passed/total), then every failure with the reason the case rests on. --format json prints one object {implementation, dialects, scores, failures}.',
    'Exit status: 0 when every case passes, 1 when any fails or gets no answer, 2 on usage or input errors.',
  ],
  options: {
    agent: { ...SHARED.agent, description: 'Run only the cases that ask about this robot (its name as the case gives it).' },
    suite: {
      type: 'string',
      short: 's',
      multiple: true,
      valueName: 'DIR|FILE',
      description: "A suite to run (repeatable); default: the project's conformance/ vectors.",
    },
    command: {
      type: 'string',
      valueName: 'CMD',
      description: 'A program to run once per case, with %robots%, %url%, %agent% (%user-agent%) and %dialect% filled in.',
    },
    'output-type': { type: 'string', valueName: 'TYPE', description: "How --command's program answers: exitcode (default) or printing." },
    'allowed-pattern': {
      type: 'string',
      valueName: 'P',
      description: 'The exit code (exitcode, default 0) or regular expression on stdout (printing) meaning allowed.',
    },
    'disallowed-pattern': {
      type: 'string',
      valueName: 'P',
      description: 'The exit code (exitcode, default 1) or regular expression on stdout (printing) meaning disallowed.',
    },
    jsonl: { type: 'string', valueName: 'CMD', description: 'A long-running program that answers JSON lines (docs/conformance.md).' },
    dialect: { ...SHARED.dialect, description: 'Score under one dialect, or all (default): 1994, draft-1996, rfc9309, google, revisited-1996.' },
    format: { ...SHARED.format, description: 'text (default), json (one object) or jsonl (the same on one line).' },
    timeout: { type: 'string', valueName: 'MS', description: 'Time limit for one answer of --command or --jsonl, in milliseconds (default 10000).' },
    jobs: { type: 'string', short: 'j', valueName: 'N', description: 'How many --command programs run at once (default 2).' },
  },
  examples: [
    'robotstxt conformance',
    'robotstxt conformance --suite ../shared/data/google-robotstxt-spec-test --dialect google',
    "robotstxt conformance --dialect google --command './robots_main %robots% %user-agent% %url%'",
    "robotstxt conformance --jsonl 'node conformance/adapters/robots-parser.mjs'",
  ],
  load: () => import('./run.ts'),
};
