import { useEffect, useState } from 'react';
import { nextSlide } from './rotation.ts';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The current slide of a carousel that advances every `intervalMs` unless paused (hover, focus,
 * the pause button) or the visitor prefers reduced motion. Manual moves restart the clock.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    if (paused || reducedMotion || count < 2) return;
    const timer = setInterval(() => setIndex((current) => nextSlide(current, count, 1)), intervalMs);
    return () => clearInterval(timer);
  }, [paused, reducedMotion, count, intervalMs, moves]);

  const go = (target: number) => {
    setIndex(target);
    setMoves((value) => value + 1);
  };
  return {
    index,
    rotating: !paused && !reducedMotion && count > 1,
    next: () => go(nextSlide(index, count, 1)),
    previous: () => go(nextSlide(index, count, -1)),
    goTo: go,
  };
}
