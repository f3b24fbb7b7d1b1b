/**
 * Math.ceil that ignores binary floating-point noise: 1.1 * 10 is 11.000000000000002 in IEEE 754,
 * and a crew calculation must call that 11 people, not 12.
 */
export function ceilClean(value: number): number {
  return Math.ceil(Math.round(value * 1e9) / 1e9);
}

/** Rounds to 2 decimals (paise), half away from zero, without binary noise (1.005 -> 1.01). */
export function roundTo2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

/** True for a finite number greater than zero. */
export function isPositive(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

/** True for a finite number that is zero or more. */
export function isNonNegative(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

/** True for a whole number from `min` to `max`, both included. */
export function isWholeNumberBetween(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** True for a finite number from `min` to `max`, both included. */
export function isNumberBetween(value: number, min: number, max: number): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}
