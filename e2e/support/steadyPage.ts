import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/**
 * Pages whose rendering does not depend on when or where they run, for screenshots: a fixed clock,
 * India's time zone and locale, reduced motion (carousels hold still), and hooks that tell when the
 * page has settled (no short timers pending — fake API delays, debounces — and no DOM changes).
 */
export const FIXED_TIME = Date.parse('2026-01-15T10:30:00+05:30');

/** Timeouts up to this long are waited for; longer ones (toasts' 5 s, never-ending "loading" fakes) are not. */
const SHORT_TIMEOUT_MS = 2000;

export const STEADY_CONTEXT_OPTIONS: BrowserContextOptions = { timezoneId: 'Asia/Kolkata', locale: 'en-IN', reducedMotion: 'reduce' };

interface Steadiness {
  pendingTimeouts: number;
  quietMs: number;
}

/**
 * Runs in the page before any of its scripts (serialised by Playwright: no imports, no closures).
 * Not waited for either: nanostores' store unmount (STORE_UNMOUNT_DELAY, 1 s after a store's last
 * listener left, set in the store's `off`, a property name minifying keeps), which only stops what
 * the stores of a story just unmounted had started. Waiting for it cost half of every story's check.
 */
function installSteadinessHooks({ shortTimeoutMs }: { shortTimeoutMs: number }): void {
  const pending = new Set<number>();
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  // The frame that called setTimeout: [0] is 'Error', then storeUnmount, then the wrapper below.
  const storeUnmount = (timeout: number) => timeout === 1000 && /\.off \(/.test(new Error().stack?.split('\n')[3] ?? '');
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    const delay = Number(timeout ?? 0);
    if (typeof handler !== 'function' || !(delay <= shortTimeoutMs) || storeUnmount(delay)) return realSetTimeout(handler, timeout, ...args);
    const id = realSetTimeout(
      (...callArgs: unknown[]) => {
        pending.delete(id);
        (handler as (...values: unknown[]) => void)(...callArgs);
      },
      timeout,
      ...args,
    );
    pending.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    realClearTimeout(id);
  }) as typeof window.clearTimeout;

  let lastChange = performance.now();
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
  });
  const watched: MutationObserverInit = { subtree: true, childList: true, attributes: true, characterData: true };
  observer.observe(document, watched);
  const realAttachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attachWatchedShadow(this: Element, init: ShadowRootInit) {
    const root = realAttachShadow.call(this, init);
    observer.observe(root, watched);
    return root;
  };
  (window as unknown as { __steadiness: () => Steadiness }).__steadiness = () => ({ pendingTimeouts: pending.size, quietMs: performance.now() - lastChange });
}

/** A page with the steady options and hooks; `viewport` as for `browser.newPage`. */
export async function newSteadyPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  // Storybook's own test runner's mark: Storybook then pauses CSS animations at their start instead
  // of waiting up to 5 s for them to finish after each story — and a scroll-driven animation (the
  // scroll hint of tab rows and tables) never finishes.
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36 StorybookTestRunner`;
  const page = await browser.newPage({ ...STEADY_CONTEXT_OPTIONS, viewport, userAgent });
  // Date and Date.now() answer FIXED_TIME while timers keep running in real time.
  await page.clock.setFixedTime(FIXED_TIME);
  await page.addInitScript(installSteadinessHooks, { shortTimeoutMs: SHORT_TIMEOUT_MS });
  return page;
}

/**
 * Waits until the page has settled: short timeouts done, images on screen loaded or failed, DOM
 * unchanged for `quietMs`, fonts loaded and images decoded. Gives up after `timeoutMs` (then the screenshot comparison decides).
 */
export async function waitUntilSteady(page: Page, { quietMs = 150, timeoutMs = 10_000 } = {}): Promise<boolean> {
  const settled = await page
    .waitForFunction(
      (quiet) => {
        const state = (window as unknown as { __steadiness?: () => Steadiness }).__steadiness?.();
        // An image on screen still loading (or about to fail over to its next source) is not steady;
        // hidden ones (a closed section's lazy images) never load and do not count.
        const onScreen = (image: HTMLImageElement) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.top < window.innerHeight;
        };
        const imageLoading = [...document.images].some((image) => !image.complete && onScreen(image));
        return state !== undefined && state.pendingTimeouts === 0 && state.quietMs >= quiet && !imageLoading;
      },
      quietMs,
      { polling: 50, timeout: timeoutMs },
    )
    .then(
      () => true,
      () => false,
    );
  await page.evaluate(async () => {
    await document.fonts.ready;
    const decoded = Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    // The give-up timer is cleared: a page that stays open for the next story (or check) would
    // otherwise count it as pending for two seconds.
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([decoded, new Promise((resolve) => (giveUp = setTimeout(resolve, 2000)))]);
    clearTimeout(giveUp);
  });
  return settled;
}
