/**
 * The risk scale shared by the spymaster and the guesser: 0 = most cautious, 1 = boldest. Named levels are
 * points on it. Every threshold that trades tempo against safety is interpolated from this one number, so
 * "bolder" always means the same thing: more words per clue, smaller safety margins, longer guessing runs.
 */
import { CodenamesError } from '../errors.js';
import type { VariantName } from '../game/types.js';
import type { Risk } from './types.js';

/** Where the named levels sit on the 0..1 scale. */
export const RISK_LEVELS = { cautious: 0.2, balanced: 0.5, bold: 0.85 } as const;

/**
 * The numeric risk of a `Risk` setting (default 'balanced').
 *
 * @example
 * riskValue('bold'); // 0.85
 */
export function riskValue(risk: Risk | undefined): number {
  if (risk === undefined) return RISK_LEVELS.balanced;
  if (typeof risk === 'string') {
    const v = Object.hasOwn(RISK_LEVELS, risk) ? (RISK_LEVELS as Record<string, number>)[risk] : undefined;
    if (v === undefined) throw new CodenamesError('agent/bad-option', `unknown risk '${risk}'; use 'cautious', 'balanced', 'bold' or a number from 0 to 1.`);
    return v;
  }
  if (typeof risk !== 'number' || !Number.isFinite(risk) || risk < 0 || risk > 1) {
    throw new CodenamesError('agent/bad-option', `risk must be a number from 0 (cautious) to 1 (bold) or a named level; got ${String(risk)}.`);
  }
  return risk;
}

/** Linear interpolation from the cautious end (`at0`) to the bold end (`at1`). */
export function byRisk(risk: number, at0: number, at1: number): number {
  return at0 + (at1 - at0) * risk;
}

/** How much bolder both agents play in two-team games (default; see {@link effectiveRisk}). */
export const RACE_BOOST = 0.5;

/**
 * The risk actually played in a variant. Two-team games (standard, three-player, pictures) are races: a
 * safe clue for 1 loses to an opponent who finds 2 a turn, so both agents add `boost` there (capped at 1).
 * Solo variants (single-team, coop) have no clock but the turn count and keep the chosen risk.
 *
 * @example
 * effectiveRisk(0.2, 'standard'); // 0.7
 * effectiveRisk(0.5, 'single-team'); // 0.5
 */
export function effectiveRisk(risk: number, variant: VariantName, boost: number = RACE_BOOST): number {
  const race = variant === 'standard' || variant === 'three-player' || variant === 'pictures';
  return race ? Math.min(1, risk + boost) : risk;
}
