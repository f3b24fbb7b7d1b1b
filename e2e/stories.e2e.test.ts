import { existsSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchChromium, VIEWPORTS } from './support/browser.ts';
import { LANGUAGES_TAG, representativeStories, STORY_LANGUAGES, storyVariantName, translatedCapabilities } from './support/languageStories.ts';
import { auditAtWidths } from './support/layoutAudit.ts';
import { CONFIGURED_COMPANY_INFO, DEMO_COMPANY_INFO } from '../packages/widgets/src/testing/fakeSite.ts';
import { glossaryKeepWords, latinWordsOf, recordDataWords, SCRIPT_LETTERS, scriptLangOn } from './support/scriptLang.ts';
import { newSteadyPage, waitUntilSteady } from './support/steadyPage.ts';
import { serveFolder } from './support/staticServer.ts';
import { recordStoryOutcomes, storyOutcome, switchToStory, type StoryOutcome } from './support/storyOutcome.ts';
import { screenshotStory } from './support/storyScreenshot.ts';
import { checkAgainstBaseline, clearVisualArtifacts, removeStaleBaselines, updatingBaselines } from './support/visualBaselines.ts';

/**
 * Every Storybook story, built by `npm run build:storybook`, rendered in Chromium (play functions
 * included) at desktop and mobile widths side by side, then, on the same render: what Storybook
 * reports (a play function or render that threw fails; the a11y addon's axe-core run — any WCAG 2.1
 * A/AA violation fails), a screenshot of the story compared with its committed baseline in
 * e2e/visual-baselines/<viewport>/ (`npm run test:visual:update` rewrites them), and then whether
 * a phone user can use it (layoutAudit.ts), the mobile page resized to 360 and 320 px in turn.
 *
 * Then one representative story of each translated capability (languageStories.ts) in Kannada,
 * Tamil and Hindi, chosen as the language toolbar does (`globals=locale:kn`), checked the same way
 * against baselines of their own (`<story id>.<locale>.png`), and also: the story shows that
 * language's script, and each text is under a `lang` of its script (scriptLang.ts).
 */
const STORYBOOK_DIR = 'storybook-static';
const indexFile = `${STORYBOOK_DIR}/index.json`;
if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run "npm run build:storybook" first.`);

interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}
const stories = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, StoryEntry> }).entries).filter(
  (entry) => entry.type === 'story',
);
const languageStories = representativeStories(stories, translatedCapabilities());
const languageVariants = STORY_LANGUAGES.flatMap((locale) => languageStories.map((story) => ({ story, locale })));
// The stories' site info is given to the store, not answered by a fake API: its names are data too.
const latinAnywhere = [...glossaryKeepWords(), ...latinWordsOf([CONFIGURED_COMPANY_INFO, DEMO_COMPANY_INFO])];
const viewports = Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>;
/** The widths each page is audited at after its screenshot: the phones of issue 27 on the mobile page. */
const AUDITED_WIDTHS: Record<keyof typeof VIEWPORTS, readonly number[]> = { desktop: [VIEWPORTS.desktop.width], mobile: [VIEWPORTS.mobile.width, 360, 320] };

let server: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;
const pages: Partial<Record<keyof typeof VIEWPORTS, Page>> = {};
/** Pages of their own for the stories in other languages (a language is the preview's global, kept across stories), and the language each shows. */
const languagePages: Partial<Record<keyof typeof VIEWPORTS, { page: Page; locale: string | null }>> = {};

/**
 * A page for stories, which only the static server answers: a frame a story opens on the internet
 * (the video modal's YouTube player) gets an empty page, anything else from there fails (thumbnails
 * fall back to their drawing). Unanswered, each Chromium draws its own error page in the frame (the
 * full browser a grey sad face, the headless shell nothing), and the tests have no internet anyway.
 */
async function newStoryPage(viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]): Promise<Page> {
  const page = await newSteadyPage(browser, viewport);
  await page.route(/^https:/, (route) =>
    route.request().resourceType() === 'document' ? route.fulfill({ contentType: 'text/html', body: '' }) : route.abort(),
  );
  await recordStoryOutcomes(page);
  return page;
}

beforeAll(async () => {
  server = await serveFolder(`${process.cwd()}/${STORYBOOK_DIR}`);
  browser = await launchChromium();
  for (const name of viewports) {
    pages[name] = await newStoryPage(VIEWPORTS[name]);
    clearVisualArtifacts(name);
    const languagePage = await newStoryPage(VIEWPORTS[name]);
    await languagePage.addInitScript(recordDataWords);
    languagePages[name] = { page: languagePage, locale: null };
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (!updatingBaselines) return;
  const current = new Set([...stories.map((story) => story.id), ...languageVariants.map(({ story, locale }) => storyVariantName(story.id, locale))]);
  for (const name of viewports)
    for (const path of removeStaleBaselines(name, current)) console.warn(`Removed the baseline of a story that no longer exists: ${path}`);
});

/**
 * Renders a story and waits until Storybook has finished it, play function and a11y check included.
 * The preview loads once per page; later stories are switched to through Storybook's own channel,
 * as its manager does (loading the preview again for each story was a third of this file's time).
 * Each story still starts from empty storage and runs its own `beforeEach`, and Storybook unmounts
 * the story before.
 */
async function renderStory(page: Page, id: string): Promise<StoryOutcome> {
  if (!(await switchToStory(page, id))) await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  return storyOutcome(page, id);
}

/**
 * Renders a story in `locale` on the viewport's language page: loaded afresh with the language as a
 * URL global when it shows another language, else switched to as renderStory does.
 */
async function renderStoryIn(viewport: keyof typeof VIEWPORTS, id: string, locale: string): Promise<StoryOutcome> {
  const languagePage = languagePages[viewport] as { page: Page; locale: string | null };
  if (languagePage.locale !== locale || !(await switchToStory(languagePage.page, id))) {
    await languagePage.page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=locale:${locale}`);
    languagePage.locale = locale;
  }
  return storyOutcome(languagePage.page, id);
}

/** The Latin words of the story's args (a product passed to its widget is data, as an API's answer is), keys included. */
async function storyArgsWords(page: Page, id: string): Promise<string[]> {
  const args = await page.evaluate(
    (storyId) =>
      JSON.stringify(
        (
          window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: { args: { get: (id: string) => unknown } } } }
        ).__STORYBOOK_PREVIEW__?.storyStoreValue?.args.get(storyId) ?? {},
      ),
    id,
  );
  return latinWordsOf(JSON.parse(args), { keys: true });
}

/** What is wrong with a story in `page` at one width (`baseline`: its baseline's name): its render, a11y violations, a difference from its baseline. */
async function storyProblems(page: Page, viewport: keyof typeof VIEWPORTS, id: string, baseline: string, outcome: StoryOutcome): Promise<string[]> {
  const { failures, a11yViolations } = outcome;
  if (failures.length > 0) return failures.map((failure) => `${viewport}: ${failure}`);
  // The a11y addon has run axe on the story already; a story that turns the addon off is checked here.
  const violations = a11yViolations ?? (await axeViolations(page, '#storybook-root'));
  const problems = violations.map((violation) => `${viewport}: ${JSON.stringify(violation)}`);
  // After axe: by then most stories have long settled, so waiting for a steady page rarely costs anything.
  if (!(await waitUntilSteady(page)))
    console.warn(`${baseline} (${viewport}) did not settle (short timers pending or DOM still changing); screenshot taken anyway.`);
  let visualFailure = checkAgainstBaseline(await screenshotStory(page), viewport, baseline);
  if (visualFailure) {
    // Once more after a second: a story can settle after the steadiness check (an image decoded
    // late, a dialog's content arriving) now that Storybook pauses animations instead of waiting.
    await page.waitForTimeout(1000);
    await waitUntilSteady(page);
    visualFailure = checkAgainstBaseline(await screenshotStory(page), viewport, baseline);
  }
  if (visualFailure) problems.push(`${viewport}: ${visualFailure}`);
  // After the screenshot: the audit focuses and scrolls, and resizes the page.
  problems.push(...(await auditAtWidths(page, '#storybook-root', AUDITED_WIDTHS[viewport])));
  return problems;
}

describe(`stories at ${viewports.join(' and ')} widths`, () => {
  it('found stories to check', () => {
    expect(stories.length).toBeGreaterThan(10);
  });

  // A Storybook built without its global stylesheets fails every story's screenshot: say why once.
  it("has the widgets' stylesheets in its preview", async () => {
    // A page of its own: the story it shows must not be the one the first check switches to.
    const page = await newStoryPage(VIEWPORTS.desktop);
    try {
      await renderStory(page, stories[0]!.id);
      const fontFamily = await page.evaluate(() => {
        const root = document.querySelector('[data-nirmaan-theme]');
        return root ? getComputedStyle(root).fontFamily : null;
      });
      expect(fontFamily, "the preview renders without the widgets' CSS: rebuild Storybook alone (npm run build:storybook)").toMatch(/system-ui/);
    } finally {
      await page.close();
    }
  });

  // Both widths at once, one page each: the browser renders them on both cores.
  it.each(stories.map((story) => [`${story.title} / ${story.name}`, story.id]))(
    '%s renders like its baselines, with no a11y violations, usable at 320 to 1280 px',
    async (_label, id) => {
      const problems = await Promise.all(
        viewports.map(async (viewport) => storyProblems(pages[viewport] as Page, viewport, id, id, await renderStory(pages[viewport] as Page, id))),
      );
      expect(problems.flat()).toEqual([]);
    },
  );
});

describe('one story of each translated capability in Kannada, Tamil and Hindi', () => {
  // Each translated capability has a story to draw (tag one `languages`, or give it one without a play function).
  it('found a story of each translated capability', () => {
    expect(languageStories.map((story) => story.importPath).toSorted()).toEqual(
      expect.arrayContaining(['site-shell', 'labour-calculator', 'orders'].map((name) => expect.stringContaining(`/${name}/`))),
    );
  });

  it.each(languageVariants.map(({ story, locale }) => [`${story.title} / ${story.name}`, locale, story.id]))(
    `%s in %s renders like its baselines, speaks it with the right lang, no a11y violations, usable at 320 to 1280 px (tag: ${LANGUAGES_TAG})`,
    async (_label, locale, id) => {
      const problems = await Promise.all(
        viewports.map(async (viewport) => {
          const outcome = await renderStoryIn(viewport, id, locale);
          const page = (languagePages[viewport] as { page: Page }).page;
          // The language's messages arrive in a chunk of their own: until then the widget speaks English.
          const speaks = await page
            .waitForFunction((script) => new RegExp(script).test(document.querySelector('#storybook-root')?.textContent ?? ''), SCRIPT_LETTERS[locale], {
              timeout: 5000,
            })
            .then(() => true)
            .catch(() => false);
          // Read once the story has settled: a part can still be waiting for its catalogue when the
          // first words of the language show (seen once in a full run: checkout's notes and its
          // button still English beside Hindi).
          await waitUntilSteady(page);
          const { problems: misplaced } = await scriptLangOn(page, '#storybook-root', [...latinAnywhere, ...(await storyArgsWords(page, id))]);
          return [
            ...(speaks ? [] : [`${viewport}: shows no ${locale} text`]),
            ...misplaced.map((problem) => `${viewport}: ${problem}`),
            ...(await storyProblems(page, viewport, id, storyVariantName(id, locale), outcome)),
          ];
        }),
      );
      expect(problems.flat()).toEqual([]);
    },
  );
});
