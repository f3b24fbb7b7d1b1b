import { useEffect, useState } from 'react';
import { readViewport, type ViewportReading } from './viewport.ts';

/** The viewport, read again on resize, rotation, zoom and pointer changes (once per frame at most). */
export function useViewportReading(initial?: ViewportReading): ViewportReading {
  const [reading, setReading] = useState<ViewportReading>(() => initial ?? readViewport());

  useEffect(() => {
    if (initial) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setReading(readViewport()));
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    const queries = typeof window.matchMedia === 'function' ? ['(pointer: coarse)', '(hover: hover)'].map((query) => window.matchMedia(query)) : [];
    for (const query of queries) query.addEventListener('change', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, [initial]);

  return reading;
}
