/**
 * Shorthands the rules' metadata is written with: severities per preset and the checks of other tools.
 *
 * @module
 */
import type { Severity } from '../../diagnostics/diagnostic.ts';
import type { ExternalCheck, LintPreset } from '../types.ts';

type Levels = Readonly<Record<LintPreset, Severity | 'off'>>;

/** A rule on everywhere at `level` (strict raises infos to warnings). */
export const on = /* @__NO_SIDE_EFFECTS__ */ (level: Severity): Levels => ({
  recommended: level,
  strict: level === 'info' ? 'warning' : level,
  portable: level,
});
/** A portability rule: info by default, a warning when portability is the point. */
export const portability: Levels = { recommended: 'info', strict: 'warning', portable: 'warning' };
/** A rule only the portable and strict presets run. */
export const portableOnly: Levels = { recommended: 'off', strict: 'warning', portable: 'warning' };
/** A note the portable and strict presets give: information about the lint itself, never a warning. */
export const portableNote: Levels = { recommended: 'off', strict: 'info', portable: 'info' };

export const LH = /* @__NO_SIDE_EFFECTS__ */ (check: string): ExternalCheck => ({ tool: 'Lighthouse', check });
export const GP = /* @__NO_SIDE_EFFECTS__ */ (check: string): ExternalCheck => ({ tool: "Google's parser", check });
export const GSC = /* @__NO_SIDE_EFFECTS__ */ (check: string): ExternalCheck => ({ tool: 'Search Console', check });
export const YX = /* @__NO_SIDE_EFFECTS__ */ (check: string): ExternalCheck => ({ tool: 'Yandex', check });
