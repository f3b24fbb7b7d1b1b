/** The slide after `current` when moving by `step`, wrapping around at both ends. */
export function nextSlide(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (current + step + count) % count;
}
