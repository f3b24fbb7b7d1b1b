import type { CDPSession, Page } from 'playwright-core';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The page area a story draws on, scrolled to the top, in page coordinates: #storybook-root plus whatever it shows
 * outside that box (fixed toasts and panels, modal dialogs in the top layer, also in shadow roots),
 * within the page — not the empty rest of the viewport.
 */
function storyContentBox(): Box {
  window.scrollTo(0, 0);
  const boxes: DOMRect[] = [];
  const root = document.querySelector('#storybook-root');
  if (root) boxes.push(root.getBoundingClientRect());
  const visit = (parent: Element | ShadowRoot) => {
    for (const element of parent.children) {
      const outside = getComputedStyle(element).position === 'fixed' || (element instanceof HTMLDialogElement && element.open);
      const box = element.getBoundingClientRect();
      if (outside && box.width > 0 && box.height > 0) boxes.push(box);
      if (element.shadowRoot) visit(element.shadowRoot);
      visit(element);
    }
  };
  if (root) visit(root);
  const page = document.documentElement;
  if (boxes.length === 0) return { x: 0, y: 0, width: page.clientWidth, height: page.clientHeight };
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left))));
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top))));
  const right = Math.min(page.scrollWidth, Math.ceil(Math.max(...boxes.map((box) => box.right))));
  const bottom = Math.min(page.scrollHeight, Math.ceil(Math.max(...boxes.map((box) => box.bottom))));
  return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** Hides the text caret everywhere (inherited into shadow roots); answers a function that shows it again. */
function hideCaret(): () => void {
  const style = document.createElement('style');
  style.textContent = '* { caret-color: transparent !important; }';
  document.head.append(style);
  return () => style.remove();
}

/**
 * A PNG of the story's content (see storyContentBox), the caret hidden. Animations are as Storybook
 * left them: paused at their start (the page says it is Storybook's test runner, newSteadyPage).
 * Playwright's own stopping ends them instead, and ended a scroll-driven animation for good (a
 * scroll hint lost its fade for the rest of the story).
 *
 * Taken through the DevTools protocol rather than `page.screenshot`, to ask Chromium to compress
 * the PNG for speed (`optimizeForSpeed`): the same pixels, a larger file, and half of Chromium's work
 * for a full desktop story (a 1280 x 2378 px home page: 93 ms of its CPU instead of 179-186) —
 * the story sweep takes two screenshots of each of ~500 stories, on a two-core machine that the
 * other e2e file is using too.
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

export async function screenshotStory(page: Page): Promise<Buffer> {
  const clip = await page.evaluate(storyContentBox);
  const viewport = page.viewportSize();
  const beyondViewport = viewport !== null && (clip.x + clip.width > viewport.width || clip.y + clip.height > viewport.height);
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page));
  const session = await sessions.get(page)!;
  const showCaret = await page.evaluateHandle(hideCaret);
  try {
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'png',
      clip: { ...clip, scale: 1 },
      captureBeyondViewport: beyondViewport,
      optimizeForSpeed: true,
    });
    return Buffer.from(data, 'base64');
  } finally {
    await showCaret.evaluate((show) => show());
    await showCaret.dispose();
  }
}
