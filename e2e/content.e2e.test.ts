import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';

const app = useAppUnderTest();

/** The educational hub, the knowledge hub and guides, the information pages and /mobile-test. */
const ROUTES = [
  { path: '/toolkit', heading: 'Construction Educational Hub' },
  { path: '/knowledge', heading: 'Construction Knowledge Hub' },
  { path: '/knowledge/house-construction-process', heading: 'House Construction Process' },
  { path: '/knowledge/building-contractor-rates', heading: 'Building Contractor Rates' },
  { path: '/knowledge/plan-sanction', heading: 'Plan Sanction' },
  { path: '/knowledge/construction-materials', heading: 'Construction Materials' },
  { path: '/knowledge/flooring-options', heading: 'Flooring Options' },
  { path: '/about', heading: 'About Nirmaan' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/refund', heading: 'Refund Policy' },
  { path: '/mobile-test', heading: 'Mobile-Friendly Test' },
] as const;

async function open(path: string, heading: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const page = await app.newPage(viewport);
  await page.goto(`${app.server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

/** Chromium here has no network beyond localhost; these make it explicit and immediate. */
async function blockVideoPlatform(page: Page) {
  await page.route('**/*ytimg.com/**', (route) => route.abort());
  await page.route('**/*youtube.com/**', (route) => route.abort());
  await page.route('**/*youtube-nocookie.com/**', (route) => route.abort());
}

describe.each(Object.entries(VIEWPORTS))('content pages at %s width', (_name, viewport) => {
  // Their WCAG 2.1 A/AA check is routes.e2e.test.ts's, which walks every route at both widths.
  it.each(ROUTES)('$path has its heading and title and fits the width', async ({ path, heading }) => {
    const page = await open(path, heading, viewport);
    expect(await page.title()).toBe(`${heading} — Nirmaan`);
    expect(await page.locator('meta[name="description"]').first().getAttribute('content')).toBeTruthy();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('/toolkit', () => {
  it('opens the first phase and toggles another by keyboard; topics without a video are offered as YouTube searches, not as videos', async () => {
    const page = await open('/toolkit', 'Construction Educational Hub');
    await blockVideoPlatform(page);
    const phases = page.getByRole('list', { name: 'Construction phases' }).getByRole('heading', { level: 2 });
    expect(await phases.count()).toBe(18);
    const first = page.getByRole('button', { name: /^Phase 1: Site Marking & Layout/ });
    const excavation = page.getByRole('button', { name: /^Phase 2: Excavation/ });
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await excavation.getAttribute('aria-expanded')).toBe('false');
    // The shipped library has no video chosen yet: none is counted, none is drawn as one.
    expect(await page.locator('dl', { hasText: 'Free Access' }).textContent()).toBe('Phases18Free Access100%');
    expect(await page.locator('[data-video]').count()).toBe(0);
    expect(await page.getByText(/coming soon/i).count()).toBe(0);

    await excavation.focus();
    await page.keyboard.press('Enter');
    expect(await excavation.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    const topics = page.getByRole('list', { name: 'Excavation topics' });
    await topics.waitFor();
    const search = topics.getByRole('link', { name: /^Search YouTube for / }).first();
    expect(await search.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/results\?search_query=/);
    expect(await search.getAttribute('target')).toBe('_blank');
    await page.keyboard.press('Space');
    expect(await excavation.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('list', { name: 'Excavation topics' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('/knowledge', () => {
  it('links only to pages that exist, and does not advertise the guides not written yet', async () => {
    const page = await open('/knowledge', 'Construction Knowledge Hub');
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    const internal = hrefs.filter((href) => href.startsWith('/'));
    for (const guide of [
      'house-construction-process',
      'construction-cost-calculator',
      'building-contractor-rates',
      'plan-sanction',
      'construction-materials',
      'flooring-options',
    ]) {
      expect(internal).toContain(`/knowledge/${guide}`);
    }
    expect(internal).toContain('/contact');
    expect(hrefs.filter((href) => !href.startsWith('/'))).toEqual([]);
    expect(await page.getByText(/coming soon/i).count()).toBe(0);

    for (const href of internal) {
      await page.goto(`${app.server.url}${href}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Page not found' }).count(), href).toBe(0);
    }
    await page.context().close();
  });
});

describe('/faq', () => {
  it('answers open and close one by one, by keyboard', async () => {
    const page = await open('/faq', 'Frequently Asked Questions', VIEWPORTS.mobile);
    const question = page.getByRole('button', { name: 'How do I pay?' });
    const answer = page.getByText(/^Cash on delivery: you pay the seller/);
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await answer.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Which cities do you deliver to?' }).getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await answer.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('/mobile-test', () => {
  it('shows 375 at a 375 px viewport, and follows a resize', async () => {
    const page = await open('/mobile-test', 'Mobile-Friendly Test', VIEWPORTS.mobile);
    const width = page.locator('[data-figure="width"] dd');
    await expect.poll(() => width.textContent()).toBe('375 px');
    expect(await page.getByRole('row', { name: /^lg Not active 900 px/ }).count()).toBe(1);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => width.textContent()).toBe('1,024 px');
    expect(await page.getByRole('row', { name: /^lg Active 900 px/ }).count()).toBe(1);
    expect(await page.locator('[data-figure="orientation"] dd').textContent()).toBe('Landscape');
    await page.context().close();
  });
});

describe('site links', () => {
  it('the footer links to the information and policy pages', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/`);
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['FAQ', '/faq'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Refund Policy', '/refund'],
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href);
    }
    await page.context().close();
  });
});
