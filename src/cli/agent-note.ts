/**
 * What to tell a user who hands a full User-Agent header to the `google`
 * dialect: Google's matcher compares the caller's string as given
 * (docs/spec/google.md §3.2), so such a string names no group.
 *
 * @module
 */
import { isValidGoogleAgent, robotNameToken } from '../match/agent.ts';
import type { Context } from './command.ts';
import { clip, printable } from './io/output.ts';

/** The note for `agent` under google, or `undefined` when the agent is a name Google can match. */
export function googleAgentNote(agent: string): string | undefined {
  if (agent === '' || isValidGoogleAgent(agent)) return undefined;
  const token = robotNameToken(agent);
  const hint = isValidGoogleAgent(token) ? ` A crawler gives Google's matcher its product token: "${clip(token)}" here (--agent ${clip(token)}).` : '';
  return (
    `under google, Google's matcher compares the agent as given: "${clip(agent)}" names no group, because Google cuts each User-agent value ` +
    `to its leading run of A-Z, a-z, _ and - and compares that with the whole agent; only * groups can apply.${hint}`
  );
}

/** Prints {@link googleAgentNote} on stderr when one of `dialects` is google. */
export function noteGoogleAgent(agent: string, dialects: readonly string[], context: Context): void {
  const note = dialects.includes('google') ? googleAgentNote(agent) : undefined;
  if (note) context.stderr.line(`${context.stderr.color.dim('robotstxt: note:')} ${printable(note)}`);
}
