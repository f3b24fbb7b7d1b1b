/**
 * The highlighted option after an arrow key in a list of `count` options: -1 is none (the text
 * box itself); moving past either end wraps around.
 */
export function nextActiveIndex(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (step === 1) return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
