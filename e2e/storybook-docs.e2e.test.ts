import { existsSync, globSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_METADATA } from '../packages/elements/src/registry.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { axeViolations } from './support/axe.ts';
import { serveFolder } from './support/staticServer.ts';

/*
 * Storybook's docs (issue 33), built by `npm run build` into storybook-static: every component has
 * a docs page, the foundations and guidelines pages exist, the real server serves the Storybook UI
 * at /storybook/ under its policy, every docs page passes axe, and the theme editor themes the
 * primitives live. (Every story is checked by stories.e2e.test.ts.)
 *
 * The docs pages are checked from a plain static server, as the stories are: a docs page renders
 * all of a component's stories in one window, and a story whose fake API another story's
 * `beforeEach` has replaced calls the real API on a running instance (seen: some widgets' pages
 * then reload themselves there).
 */

const indexFile = 'storybook-static/index.json';
if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run "npm run build" (or "npm run build:storybook") first.`);

interface IndexEntry {
  id: string;
  name: string;
  title: string;
  type: 'story' | 'docs';
  importPath: string;
}
const entries = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
const docsPages = entries.filter((entry) => entry.type === 'docs');

/** The pages designers look for first; their ids follow from their titles. */
const FOUNDATIONS_AND_GUIDELINES = [
  'guidelines-introduction--docs',
  'guidelines-writing-style--docs',
  'guidelines-patterns-forms-and-validation--docs',
  'guidelines-patterns-empty-loading-and-error-states--docs',
  'guidelines-patterns-money-and-units--docs',
  'guidelines-patterns-dialogs--docs',
  'foundations-colours--docs',
  'foundations-typography--docs',
  'foundations-spacing-radii-and-elevation--docs',
  'foundations-breakpoints--docs',
  'foundations-theming-properties--docs',
  'foundations-theme-editor--docs',
];

describe("Storybook's index", () => {
  it('has every stories file, and a docs page for each component', () => {
    const storyFiles = globSync('packages/*/src/**/*.stories.{ts,tsx}').map((path) => `./${path}`);
    const indexedFiles = new Set(entries.filter((entry) => entry.type === 'story').map((entry) => entry.importPath));
    expect(storyFiles.filter((path) => !indexedFiles.has(path))).toEqual([]);
    const titlesWithDocs = new Set(docsPages.map((entry) => entry.title));
    const componentTitles = new Set(entries.filter((entry) => entry.type === 'story').map((entry) => entry.title));
    expect([...componentTitles].filter((title) => !titlesWithDocs.has(title))).toEqual([]);
  });

  it('names each element story "Elements/As partners get them" by its tag, so a search for the tag finds it', () => {
    const names = entries.filter((entry) => entry.type === 'story' && entry.title === 'Elements/As partners get them').map((entry) => entry.name);
    // Every element but the two fixed to the window's corner, which the stories leave out.
    const shown = Object.keys(ELEMENT_METADATA).filter((tag) => tag !== 'nirmaan-chatbot' && tag !== 'nirmaan-cart-button');
    expect(names.toSorted()).toEqual(shown.map((tag) => `<${tag}>`).toSorted());
  });

  it('has the foundations and guidelines pages', () => {
    const ids = new Set(docsPages.map((entry) => entry.id));
    expect(FOUNDATIONS_AND_GUIDELINES.filter((id) => !ids.has(id))).toEqual([]);
  });
});

const app = useAppUnderTest();

describe('/storybook/ on a running instance', () => {
  it("serves Storybook's UI, whose sidebar lists the guidelines and whose preview renders a docs page", async () => {
    const manager = await app.newPage();
    const refused: string[] = [];
    await manager.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP refused ${event.effectiveDirective}: ${event.blockedURI}`)),
    );
    manager.on('console', (message) => {
      if (message.text().startsWith('CSP refused')) refused.push(message.text());
    });
    await manager.goto(`${app.server.url}/storybook/?path=/docs/guidelines-introduction--docs`);
    await manager.getByRole('link', { name: 'Writing style' }).waitFor();
    const preview = manager.frameLocator('#storybook-preview-iframe');
    await expect.poll(() => preview.getByRole('heading', { level: 1 }).first().textContent()).toBe("Nirmaan's widgets");
    expect(refused).toEqual([]);
    await manager.close();
  });
});

/** Records the ids of the docs pages Storybook's preview has rendered (runs before Storybook, serialised by Playwright). */
function recordRenderedDocs(): void {
  const rendered: string[] = [];
  (window as unknown as { __docsRendered: string[] }).__docsRendered = rendered;
  let channel: { on: (name: string, listener: (id: string) => void) => void } | undefined;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: typeof channel) => {
      channel = next;
      next?.on('docsRendered', (id) => rendered.push(id));
    },
  });
}

/**
 * What axe checks of a docs page: its text, headings, tables, links and the argument table, not
 * the stories' canvases (stories.e2e.test.ts runs axe on every story, at two widths) nor two of
 * Storybook's own controls that fail axe whatever the component (the JSON editor of object
 * arguments lists <li>s without a list; the boolean switch's "False/True" text is 2.75:1).
 */
const DOCS_PAGE_SCOPE = {
  include: ['#storybook-docs'],
  exclude: ['.docs-story', '.docblock-argstable .rejt-tree', '.docblock-argstable label > input[role="switch"] ~ span'],
};

describe('docs pages', () => {
  let server: Awaited<ReturnType<typeof serveFolder>>;
  let page: Page;
  beforeAll(async () => {
    server = await serveFolder(`${process.cwd()}/storybook-static`);
    page = await app.newPage();
    await page.addInitScript(recordRenderedDocs);
  });
  afterAll(() => server?.close());

  /**
   * Loads docs page `id` afresh and waits until Storybook has rendered it. Not switched to through
   * Storybook's channel, as the stories check does: after some widgets' pages (the sign-up's, the
   * price board's, my account's...) the preview then reloaded itself under the next page.
   */
  async function showDocs(id: string): Promise<void> {
    await page.goto(`${server.url}/iframe.html?viewMode=docs&id=${encodeURIComponent(id)}`);
    await page.waitForFunction((docsId) => (window as unknown as { __docsRendered?: string[] }).__docsRendered?.includes(docsId), id, { timeout: 30_000 });
  }

  /** The docs pages of the widgets' stories files (packages/widgets): each needs a written part. */
  const isWidgetPage = new Set(docsPages.filter((entry) => entry.importPath.startsWith('./packages/widgets/')).map((entry) => entry.id));

  // One page for all of them: the preview's code is loaded once and then comes from the cache.
  // Autodocs alone (a props table and the stories) tells a designer neither what a widget is for nor
  // how it behaves: a widget's page also has the written part of the widget docs page
  // (.storybook/blocks/WidgetDocsPage.tsx), down to its states and accessibility notes.
  it.each(docsPages.map((entry) => [entry.title, entry.id]))(
    '%s docs page has no WCAG 2.1 A/AA violation (and a widget its written part)',
    async (_title, id) => {
      await showDocs(id);
      expect(await axeViolations(page, DOCS_PAGE_SCOPE)).toEqual([]);
      if (isWidgetPage.has(id)) {
        // Drawn with the page, but after Storybook says the page is rendered when the frames load.
        const written = await page
          .locator('[data-written-docs]')
          .textContent({ timeout: 10_000 })
          .catch(() => null);
        expect(written, 'no written part: give the stories file elementDocs(...) or widgetDocs(...)').toMatch(/\bStates\b[\s\S]*\bAccessibility\b/);
      }
    },
  );

  it('the theme editor themes the primitives as a property changes, and gives its CSS', async () => {
    await showDocs('foundations-theme-editor--docs');
    await page.getByLabel('--nirmaan-color-primary', { exact: true }).fill('#0a7c59');
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => addToCart.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(10, 124, 89)');
    expect(await page.getByLabel('CSS of the changed properties').textContent()).toBe(':root {\n  --nirmaan-color-primary: #0a7c59;\n}\n');
    await page.getByLabel('--nirmaan-radius-md', { exact: true }).fill('0px');
    await expect.poll(() => addToCart.evaluate((button) => getComputedStyle(button).borderTopLeftRadius)).toBe('0px');
  });
});
