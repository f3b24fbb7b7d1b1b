import { existsSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, VIEWPORTS } from './support/browser.ts';
import { serveFolder } from './support/staticServer.ts';

/**
 * Every Storybook story, built by `npm run build:storybook`, rendered in Chromium (play functions
 * included) at desktop and mobile widths and checked with axe-core: any WCAG 2.1 A/AA violation fails.
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

let server: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;
const pages: Partial<Record<keyof typeof VIEWPORTS, Page>> = {};

beforeAll(async () => {
  server = await serveFolder(`${process.cwd()}/${STORYBOOK_DIR}`);
  browser = await launchChromium();
  for (const name of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) pages[name] = await browser.newPage({ viewport: VIEWPORTS[name] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Renders a story and waits until Storybook has finished it, play function included. */
async function renderStory(page: Page, id: string): Promise<string> {
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

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)('stories at %s width', (viewport) => {
  it('found stories to check', () => {
    expect(stories.length).toBeGreaterThan(10);
  });

  it.each(stories.map((story) => [`${story.title} / ${story.name}`, story.id]))('%s renders with no a11y violations', async (_label, id) => {
    const page = pages[viewport] as Page;
    expect(await renderStory(page, id)).toMatch(/^(finished|completed)$/);
    expect(await axeViolations(page, '#storybook-root')).toEqual([]);
  });
});
