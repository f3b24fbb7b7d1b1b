import { existsSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, VIEWPORTS } from './support/browser.ts';
import { newSteadyPage, waitUntilSteady } from './support/steadyPage.ts';
import { serveFolder } from './support/staticServer.ts';
import { screenshotStory } from './support/storyScreenshot.ts';
import { checkAgainstBaseline, clearVisualArtifacts, removeStaleBaselines, updatingBaselines } from './support/visualBaselines.ts';

/**
 * Every Storybook story, built by `npm run build:storybook`, rendered in Chromium (play functions
 * included) at desktop and mobile widths side by side, then, on the same render: a screenshot of the story
 * compared with its committed baseline in e2e/visual-baselines/<viewport>/ (`npm run
 * test:visual:update` rewrites them), and axe-core — any WCAG 2.1 A/AA violation fails.
 */
const STORYBOOK_DIR = 'storybook-static';
const indexFile = `${STORYBOOK_DIR}/index.json`;
if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run "npm run build:storybook" first.`);

interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}
const stories = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, StoryEntry> }).entries).filter(
  (entry) => entry.type === 'story',
);
const viewports = Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>;

let server: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;
const pages: Partial<Record<keyof typeof VIEWPORTS, Page>> = {};

beforeAll(async () => {
  server = await serveFolder(`${process.cwd()}/${STORYBOOK_DIR}`);
  browser = await launchChromium();
  for (const name of viewports) {
    pages[name] = await newSteadyPage(browser, VIEWPORTS[name]);
    clearVisualArtifacts(name);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (!updatingBaselines) return;
  const current = new Set(stories.map((story) => story.id));
  for (const name of viewports) for (const path of removeStaleBaselines(name, current)) console.warn(`Removed the baseline of a story that no longer exists: ${path}`);
});

/** Renders a story and waits until Storybook has finished it, play function included. */
async function renderStory(page: Page, id: string): Promise<string> {
  // Each story starts from empty storage: what an earlier story saved (a session, a city) must not show.
  if (page.url().startsWith(server.url)) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  const phase = await page.waitForFunction(
    () => {
      const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.phase && ['finished', 'completed', 'errored', 'aborted'].includes(render.phase) ? render.phase : false;
    },
    undefined,
    { timeout: 30_000 },
  );
  return (await phase.jsonValue()) as string;
}

/** What is wrong with a story at one width: its render, a11y violations, a difference from its baseline. */
async function storyProblems(viewport: keyof typeof VIEWPORTS, id: string): Promise<string[]> {
  const page = pages[viewport] as Page;
  const phase = await renderStory(page, id);
  if (!['finished', 'completed'].includes(phase)) return [`${viewport}: the story's render ended ${phase}`];
  const problems = (await axeViolations(page, '#storybook-root')).map((violation) => `${viewport}: ${JSON.stringify(violation)}`);
  // After axe: by then most stories have long settled, so waiting for a steady page rarely costs anything.
  if (!(await waitUntilSteady(page))) console.warn(`${id} (${viewport}) did not settle (short timers pending or DOM still changing); screenshot taken anyway.`);
  const visualFailure = checkAgainstBaseline(await screenshotStory(page), viewport, id);
  if (visualFailure) problems.push(`${viewport}: ${visualFailure}`);
  return problems;
}

describe(`stories at ${viewports.join(' and ')} widths`, () => {
  it('found stories to check', () => {
    expect(stories.length).toBeGreaterThan(10);
  });

  // Both widths at once, one page each: the browser renders them on both cores.
  it.each(stories.map((story) => [`${story.title} / ${story.name}`, story.id]))('%s renders like its baselines with no a11y violations', async (_label, id) => {
    const problems = await Promise.all(viewports.map((viewport) => storyProblems(viewport, id)));
    expect(problems.flat()).toEqual([]);
  });
});
