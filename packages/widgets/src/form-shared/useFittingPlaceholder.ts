import { useLayoutEffect, useState, type RefObject } from 'react';

/** How wide `text` is in `input`'s font, in CSS px; null where the browser cannot measure text (jsdom). */
function textWidth(input: HTMLInputElement, text: string): number | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return null;
  const style = getComputedStyle(input);
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return context.measureText(text).width;
}

/** Whether `text` fits the input's text box (its width inside the padding); true where it cannot be measured. */
export function fitsInput(input: HTMLInputElement, text: string): boolean {
  const width = textWidth(input, text);
  if (width === null) return true;
  const style = getComputedStyle(input);
  return width <= input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/**
 * The placeholder a text box shows: `placeholder` where it fits, else `shortPlaceholder` (a phone's
 * narrow search box shows "Search materials" rather than half of "Search cement, TMT bars, bricks...").
 * Checked before the box is painted, again as it resizes and when a font arrives.
 */
export function useFittingPlaceholder(inputRef: RefObject<HTMLInputElement | null>, placeholder: string, shortPlaceholder: string): string {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const check = () => setFits(fitsInput(input, placeholder));
    check();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(input);
    document.fonts?.addEventListener('loadingdone', check);
    return () => {
      observer?.disconnect();
      document.fonts?.removeEventListener('loadingdone', check);
    };
  }, [inputRef, placeholder]);
  return fits ? placeholder : shortPlaceholder;
}
