import { useEffect, useRef } from 'react';
import type { ElementTag } from '../index.ts';
import { defineStoryElement } from './storyElements.ts';

/**
 * A story's real custom element: `markup` (`<nirmaan-…>` with its attributes, as a partner pastes
 * it) put into the page after the element `tag` is defined, so it renders in its shadow root.
 */
export function RealElement({ tag, markup }: { tag: ElementTag; markup: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    defineStoryElement(tag);
    const box = host.current;
    if (!box) return;
    box.innerHTML = markup;
    return () => {
      box.innerHTML = '';
    };
  }, [tag, markup]);
  return <div ref={host} />;
}
