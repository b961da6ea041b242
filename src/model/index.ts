/**
 * The semantic model: records/groups, rules and extension fields per dialect.
 *
 * @module
 */
export { buildModel, rulePattern, DEFAULT_PARSE_LIMIT, type BuildOptions } from './build.ts';
export { readDirective, GOOGLE_MAX_LINE_BYTES } from './directives.ts';
export type { Field, FieldKind, Group, RobotsModel, Rule } from './types.ts';
