/** Types of the parts of cases.mjs that TypeScript code reads (scripts/gen-conformance.ts). */
export const ORIGIN: string;
export function wildcardRules(unit?: string): string;
export function longRule(): string;
export function hostileUrl(bytes: number, unit?: string, lead?: string, head?: string): string;
