import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { auditLayout } from './support/layoutAudit.ts';
import { phoneFitProblems } from './support/phoneFit.ts';
import { glossaryKeepWords, scriptLangOn } from './support/scriptLang.ts';
import type { Messages as LabourMessages } from '../packages/widgets/src/labour-calculator/messages/compiled/messages.js';

/*
 * Issue 32: a partner page sets the loader's `locale` and its calculator speaks that language (Kannada,
 * Tamil and Hindi, the texts read from the calculator's own catalogue); the
 * host app's header switch changes the whole page's language, and the choice survives a reload.
 */

const app = useAppUnderTest();

/** The dealer example on a 375 px phone, its loader told `locale` before embed.js arrives (the queue stub). */
async function openDealerPageIn(locale: string, title: string): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.addInitScript((chosen) => {
    const stub = Object.assign((...command: unknown[]) => void (stub.q ??= []).push(command), { q: undefined as unknown[][] | undefined });
    (window as unknown as { nirmaan: typeof stub }).nirmaan = stub;
    stub('config', { locale: chosen });
  }, locale);
  await page.goto(`${app.server.url}/examples/dealer-site.html`);
  await page.getByRole('heading', { name: title }).waitFor();
  return page;
}

const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The labour calculator's compiled messages in `locale` (the module the widget shows). */
async function labourMessages(locale: string): Promise<LabourMessages> {
  return ((await import(`../packages/widgets/src/labour-calculator/messages/compiled/${locale}.js`)) as { default: LabourMessages }).default;
}

describe.each(['kn', 'ta', 'hi'])('the labour calculator in %s on the dealer page (loader locale)', (locale) => {
  it(`calculates in ${locale} at 375 px, marked lang="${locale}", axe clean, nothing to scroll sideways, the page element untouched`, async () => {
    const messages = await labourMessages(locale);
    const page = await openDealerPageIn(locale, messages.title());
    await page.getByLabel(messages.quantityLabel({ unit: 'sqft' })).fill('12000');
    await page.getByLabel(messages.daysLabel()).fill('10');
    await page.getByRole('button', { name: messages.calculate() }).tap();
    // The page's element asks for a metro: 10 skilled, 10 semi-skilled, 10 helpers; ₹25,200 a day.
    await expect.poll(() => figure(page, messages.totalCrew()).textContent()).toBe(messages.people({ count: 30, countText: '30' }));
    expect(await figure(page, messages.totalCost()).textContent()).toBe('₹2,52,000');
    expect(await page.getByRole('heading', { name: messages.title() }).evaluate((heading) => heading.closest('[lang]')?.getAttribute('lang'))).toBe(locale);
    expect(await page.evaluate(() => document.querySelector('nirmaan-labour-calculator')?.getAttributeNames().sort())).toEqual(['location']);
    expect(await page.evaluate(() => document.documentElement.lang)).not.toBe(locale);
    // The dealer page's own fine print is 10 px (the hostile page's choice, outside the widget): the
    // phone checks are about everything else, and the widget's text is measured inside its root.
    expect((await phoneFitProblems(page)).filter((problem) => !problem.startsWith('text set at'))).toEqual([]);
    const smallestWidgetText = await page.evaluate(() => {
      const sizes: number[] = [];
      const visit = (root: ParentNode) => {
        for (const element of root.querySelectorAll('*')) {
          if (element.shadowRoot) visit(element.shadowRoot);
          const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
          if (ownText && element.checkVisibility()) sizes.push(parseFloat(getComputedStyle(element).fontSize));
        }
      };
      visit(document.querySelector('nirmaan-labour-calculator')?.shadowRoot as ShadowRoot);
      return Math.min(...sizes);
    });
    expect(smallestWidgetText).toBeGreaterThanOrEqual(12);
    expect(await page.evaluate(auditLayout, 'nirmaan-labour-calculator')).toEqual([]);
    expect(await axeViolations(page, 'nirmaan-labour-calculator')).toEqual([]);
    expect((await scriptLangOn(page, 'nirmaan-labour-calculator', glossaryKeepWords())).problems).toEqual([]);
    await page.screenshot({ path: `e2e/artifacts/labour-${locale}-375.png`, fullPage: true });
    await page.context().close();
  });
});

describe("the host app's language switch", () => {
  it('changes the page language and <html lang>, and the choice survives a reload', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-IN' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/labour-force-calculator`);
    await page.getByRole('heading', { level: 1, name: 'Labour Force Calculator' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-IN');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ta');
    await page.getByRole('heading', { level: 1, name: 'தொழிலாளர் கணக்கீடு' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta-IN');
    expect(await page.getByRole('navigation', { name: 'முதன்மை' }).isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'தொழிலாளர் கணக்கீடு' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta-IN');
    expect(await page.getByRole('combobox', { name: 'மொழி' }).inputValue()).toBe('ta');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('says a policy in Tamil inside a Tamil site, under lang="ta" with the header, and says the English text applies', async () => {
    const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'ta-IN' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/privacy`);
    const heading = page.getByRole('heading', { level: 1, name: 'தனியுரிமைக் கொள்கை' });
    await heading.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta-IN');
    expect(await heading.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('ta');
    expect(await page.getByText(/ஆங்கில உரையே செல்லும்/).isVisible()).toBe(true);
    expect(await page.title()).toBe('தனியுரிமைக் கொள்கை — Nirmaan');
    expect(await page.getByRole('banner').getAttribute('lang')).toBe('ta');
    const skipLink = page.getByRole('link', { name: 'முதன்மை உள்ளடக்கத்திற்குச் செல்லவும்' });
    expect(await skipLink.getAttribute('lang')).toBe('ta');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("carries one description, in the page's language: the server's for a reader without scripts, the page's once its head runs", async () => {
    const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'ta-IN' });
    const page = await context.newPage();
    const descriptions = () => page.evaluate(() => [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')));
    // What a crawler reads: the server's head, in the language it asked in.
    const html = await (await page.request.get(`${app.server.url}/products`, { headers: { accept: 'text/html', 'accept-language': 'ta' } })).text();
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<html lang="ta-IN">');
    expect(html).toContain('<meta name="description" content="உங்கள் தளத்துக்கு அருகிலுள்ள சரிபார்க்கப்பட்ட சப்ளையர்களிடம்');

    await page.goto(`${app.server.url}/`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Nirmaan — கட்டுமானப் பொருட்கள் சந்தை');
    expect(await descriptions()).toEqual([expect.stringMatching(/^பெங்களூரு, சென்னை, கோயம்புத்தூரில்/)]);
    // A page that says its own description replaces the server's: still one.
    await page.goto(`${app.server.url}/labour-force-calculator`);
    await page.getByRole('heading', { level: 1, name: 'தொழிலாளர் கணக்கீடு' }).waitFor();
    await expect.poll(descriptions, { timeout: 15_000 }).toEqual([expect.stringMatching(/^கொத்து வேலை, கான்கிரீட்/)]);
    await context.close();
  });

  it("follows the browser's languages on a first visit", async () => {
    const context = await app.browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/labour-force-calculator`);
    await page.getByRole('heading', { level: 1, name: 'लेबर कैलकुलेटर' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'e2e/artifacts/labour-hindi-375.png', fullPage: true });
    await context.close();
  });
});
