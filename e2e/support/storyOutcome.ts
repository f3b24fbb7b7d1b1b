import type { Page } from 'playwright-core';

/*
 * What Storybook itself reports about a story's render, read from its preview channel: a play
 * function that threw (Storybook then still ends the render in phase "finished", with status
 * "success"), a render error, unhandled errors while playing, and the a11y addon's axe results
 * (run by the addon after every story with the rules of .storybook/preview.tsx: WCAG 2.1 A/AA).
 */

/** Channel events that mean the story did not render or play as written. */
const FAILURE_EVENTS = ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying'] as const;

interface RecordedEvent {
  name: string;
  payload: unknown;
}

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

interface A11yReport {
  type: string;
  status?: string;
  result?: { violations?: Array<{ id: string; impact: string | null; help: string; nodes: AxeNode[] }> };
}

export interface StoryOutcome {
  /** One line per failure event: what threw, and its message. */
  failures: string[];
  /** The a11y addon's violations as readable lines; null when the addon reported nothing. */
  a11yViolations: string[] | null;
}

/** Runs in the page before Storybook (serialised by Playwright): records the preview channel's events. */
function recordStorybookEvents(names: readonly string[]): void {
  const events: RecordedEvent[] = [];
  (window as unknown as { __storyEvents: RecordedEvent[] }).__storyEvents = events;
  let channel: { on: (name: string, listener: (payload: unknown) => void) => void } | undefined;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: typeof channel) => {
      channel = next;
      for (const name of [...names, 'storyFinished']) next?.on(name, (payload) => events.push({ name, payload }));
    },
  });
}

/** Makes every later page load of `page` record Storybook's events (call once per page). */
export async function recordStoryOutcomes(page: Page): Promise<void> {
  await page.addInitScript(recordStorybookEvents, FAILURE_EVENTS);
}

/**
 * Shows story `id` in the preview `page` already has open, through Storybook's channel as its
 * manager does, after emptying the storage (what an earlier story saved — a session, a city — must
 * not show) and the recorded events. Storybook unmounts the earlier story and runs the new one's
 * loaders and `beforeEach`. False when the page has no preview open (then load it).
 */
export async function switchToStory(page: Page, id: string): Promise<boolean> {
  return page
    .evaluate((storyId) => {
      const preview = window as unknown as {
        __storyEvents?: RecordedEvent[];
        __STORYBOOK_ADDONS_CHANNEL__?: { emit: (name: string, payload: unknown) => void };
      };
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      if (location.pathname !== '/iframe.html' || !channel || !preview.__storyEvents) return false;
      localStorage.clear();
      sessionStorage.clear();
      preview.__storyEvents.length = 0;
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      return true;
    }, id)
    .catch(() => false);
}

const messageOf = (payload: unknown): string => {
  const errors = Array.isArray(payload) ? payload : [payload];
  return errors
    .map((error) =>
      typeof error === 'object' && error !== null
        ? `${String((error as { name?: unknown }).name ?? 'Error')}: ${String((error as { message?: unknown }).message ?? '')}`
        : String(error),
    )
    .join('; ');
};

/** Waits for Storybook to finish story `id` (loaded in `page`), then answers what it reported. */
export async function storyOutcome(page: Page, id: string, timeoutMs = 30_000): Promise<StoryOutcome> {
  await page.waitForFunction(
    (storyId) =>
      (window as unknown as { __storyEvents?: RecordedEvent[] }).__storyEvents?.some(
        (event) => event.name === 'storyFinished' && (event.payload as { storyId?: string }).storyId === storyId,
      ),
    id,
    { timeout: timeoutMs },
  );
  const events = await page.evaluate(() => (window as unknown as { __storyEvents: RecordedEvent[] }).__storyEvents);
  const failures = events.filter((event) => event.name !== 'storyFinished').map((event) => `${event.name}: ${messageOf(event.payload).split('\n')[0]}`);
  const finished = events.find((event) => event.name === 'storyFinished')?.payload as { reporters?: A11yReport[] } | undefined;
  const report = finished?.reporters?.find((reporter) => reporter.type === 'a11y');
  const a11yViolations = report?.result?.violations
    ? report.result.violations.flatMap((violation) =>
        violation.nodes.map(
          (node) => `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(node.target)} — ${node.failureSummary ?? ''}`,
        ),
      )
    : null;
  return { failures, a11yViolations };
}
