/**
 * Building blocks for tooling authors: `robotstxt-toolkit/internals`.
 *
 * The root entry point (`robotstxt-toolkit`) is the API most programs need:
 * `parse`, `compile`, `fetchRobotsTxt` and their types. This subpath exposes
 * the stages underneath, for tools that work on one stage alone: a linter
 * that builds the model without a matcher, an editor that shows how a rule's
 * pattern is compared, a test harness that matches one pattern. These follow
 * the toolkit's semver less strictly than the root: a minor release may
 * change them, and its notes say so.
 *
 * @example
 * ```ts
 * import { parse } from 'robotstxt-toolkit';
 * import { buildModel, normalizeRfc9309 } from 'robotstxt-toolkit/internals';
 *
 * const model = buildModel(parse('User-agent: *\nDisallow: /caf%c3%a9\n'), 'rfc9309');
 * model.groups[0]?.rules[0]?.pattern;     // '/caf%C3%A9'
 * normalizeRfc9309('/%7Ejoe/ツ', 'path');  // '/~joe/%E3%83%84'
 * ```
 *
 * @packageDocumentation
 */

// Syntax: position arithmetic and the layout a parse engine fills in.
export { LineIndex } from './syntax/position.ts';
export { LineStore, type LayoutReader, type LineLayout } from './syntax/tree.ts';
export { readAsBytes } from './syntax/parse.ts';

// Model: build it, read one line's directive, write a rule's compared form.
export { buildModel, type BuildOptions } from './model/build.ts';
export { readDirective } from './model/directives.ts';
export { rulePattern, normalizeRfc9309, decodeDraft1996, googleEscapePattern, type SpecialCharacters } from './model/patterns.ts';

// Matching: one pattern, the robot's name token, the path of a URL.
export { compilePattern, type CompiledPattern } from './match/pattern.ts';
export { agentValueToken, productToken, robotNameToken } from './match/agent.ts';
export { localPath } from './match/url.ts';

// Fetching: the status and failure rules of each dialect.
export { interpretStatus, interpretFailure, isUnreachableStatus, isUnreachableFailure, type Interpretation } from './fetch/policy.ts';
export { estimateRetainedBytes } from './fetch/cost.ts';
