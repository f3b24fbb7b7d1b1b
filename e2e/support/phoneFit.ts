import type { Page } from 'playwright-core';

/** The smallest text a page may set for reading on a phone without zooming in (CSS px). */
export const SMALLEST_READABLE_TEXT_PX = 12;

/**
 * What makes a phone user scroll sideways or pinch to read the page as it is shown (issue 27),
 * measured in a mobile browser context (`isMobile`: the page's viewport tag is honoured, as Chrome
 * on Android does): the viewport is the device's width and zooming is not forbidden; the page is laid
 * out at the screen's width and shown unscaled (a wider page is laid out wider and zoomed out, its
 * text to pinch); the document does not scroll sideways; no visible text is smaller than 12 px.
 * One line per problem.
 */
export function phoneFitProblems(page: Page): Promise<string[]> {
  return page.evaluate((smallest) => {
    const problems: string[] = [];
    const viewport = document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '';
    if (!/width=device-width/.test(viewport)) problems.push(`the viewport is not the device's width ("${viewport}")`);
    if (/user-scalable=(no|0)|maximum-scale=1(\.0)?\b/.test(viewport)) problems.push(`the page forbids zooming ("${viewport}")`);
    if (window.innerWidth !== screen.width) problems.push(`laid out ${window.innerWidth} px wide on a ${screen.width} px screen`);
    if (window.visualViewport && window.visualViewport.scale !== 1) problems.push(`shown at scale ${window.visualViewport.scale.toFixed(2)}`);
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (sideways > 0) problems.push(`the page scrolls sideways by ${sideways} px`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || element.closest('[aria-hidden="true"], script, style')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden, for screen readers
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < smallest) problems.push(`text set at ${size} px: "${text.slice(0, 40)}"`);
    }
    return problems;
  }, SMALLEST_READABLE_TEXT_PX);
}
