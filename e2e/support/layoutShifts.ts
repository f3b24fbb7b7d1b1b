import type { Page } from 'playwright-core';

export interface LayoutShift {
  value: number;
  /** What moved: `tag#id` of each source node. */
  sources: string[];
}

/**
 * Records every layout shift the page makes that no input caused, with what moved (Chromium's Layout
 * Instability API). An init script: runs in the page before its own scripts (serialised by
 * Playwright: no imports, no closures).
 */
export function recordLayoutShifts(): void {
  const shifts: LayoutShift[] = [];
  (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(({ node }) => {
        const element = node instanceof Element ? node : node?.parentElement;
        return element ? `${element.localName}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"` : '?';
      });
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts recorded so far on the page (`recordLayoutShifts` must have been added as an init script). */
export function layoutShiftsOf(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

/** The sum of every shift: an upper bound of CLS (its worst window of shifts). */
export const totalShift = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Most that the page may move by itself (CLS, the "good" threshold is 0.1: issue 27 asks for 0.01). */
export const MAX_LAYOUT_SHIFT = 0.01;

/** How long each API answer is held back: the data arrives after the page has drawn itself, as on a slow phone. */
export const API_DELAY_MS = 1_500;
