import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';

const app = useAppUnderTest();

/** Budgets of issue 10, gzip: the loader, and each widget added to a page that already has one. */
const LOADER_BUDGET = 5 * 1024;
const FURTHER_WIDGET_BUDGET = 15 * 1024;

/** A partner site on its own origin serving the pages these tests write. */
const partner = Fastify();
const pages = new Map<string, string>();
let partnerUrl = '';
beforeAll(async () => {
  partner.get('/:page', (request, reply) => reply.type('text/html').send(pages.get((request.params as { page: string }).page) ?? 'missing'));
  partnerUrl = await partner.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => partner.close());

function partnerPage(name: string, body: string, head = ''): string {
  pages.set(
    name,
    `<!doctype html><html lang="en"><head><title>${name}</title>${head}<script type="module" src="${app.server.url}/embed/embed.js"></script></head><body>${body}</body></html>`,
  );
  return `${partnerUrl}/${name}`;
}

/** The embed files a page fetched, by path, and their gzip size on disk. */
function watchEmbedFiles(page: Page): Map<string, number> {
  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/embed/')) return;
    fetched.set(path, gzipSync(readFileSync(`packages/elements/dist${path}`), { level: 9 }).length);
  });
  return fetched;
}

const total = (sizes: Iterable<number>) => [...sizes].reduce((sum, size) => sum + size, 0);

describe('embed.js, the loader', () => {
  it('loads only the code of the widgets on the page, within the size budgets', async () => {
    const page = await app.browser.newPage();
    const fetched = watchEmbedFiles(page);
    await page.goto(partnerPage('pincode-only', '<h1>Dealer</h1><nirmaan-pincode-check></nirmaan-pincode-check>'));
    await page.getByRole('textbox', { name: /Pincode/ }).waitFor();
    expect(fetched.get('/embed/embed.js')).toBeLessThanOrEqual(LOADER_BUDGET);
    const paths = [...fetched.keys()].join(' ');
    expect(paths).toMatch(/pincodeCheckElement/);
    expect(paths).not.toMatch(/labourCalculator|signIn|productSearch|cartElement|checkoutElement|quoteRequest/);
    const firstWidget = total(fetched.values());

    // A single-page app adds a widget later: only its own code arrives, within its budget.
    const before = new Set(fetched.keys());
    await page.evaluate(() => document.body.append(document.createElement('nirmaan-quote-request')));
    await page.getByRole('button', { name: 'Get a Quote' }).waitFor();
    const added = [...fetched].filter(([path]) => !before.has(path));
    expect(added.map(([path]) => path).join(' ')).toMatch(/quoteRequest/);
    expect(total(added.map(([, size]) => size))).toBeLessThanOrEqual(FURTHER_WIDGET_BUDGET);
    console.info(
      `embed: loader ${fetched.get('/embed/embed.js')} B, first widget ${firstWidget} B, a further widget ${total(added.map(([, size]) => size))} B (gzip)`,
    );
    await page.close();
  });

  it('keeps the space of a widget below the fold and loads it only when scrolled to', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const fetched = watchEmbedFiles(page);
    await page.goto(partnerPage('below-fold', '<div style="height: 3000px">Article</div><nirmaan-labour-calculator></nirmaan-labour-calculator>'));
    await page.waitForTimeout(500);
    expect([...fetched.keys()].join(' ')).not.toMatch(/labourCalculator/);
    const reserved = await page.locator('nirmaan-labour-calculator').evaluate((element) => element.getBoundingClientRect().height);
    expect(reserved).toBeGreaterThanOrEqual(400);
    await page.locator('nirmaan-labour-calculator').scrollIntoViewIfNeeded();
    await page
      .getByRole('button', { name: /Calculate/ })
      .first()
      .waitFor();
    expect([...fetched.keys()].join(' ')).toMatch(/labourCalculator/);
    await page.close();
  });

  it('takes configuration queued before it loaded: the partner id goes with a quote request', async () => {
    const page = await app.browser.newPage();
    const stub = `<script>window.nirmaan = window.nirmaan || function () { (window.nirmaan.q = window.nirmaan.q || []).push(arguments); }; nirmaan('config', { partnerId: 'blog-7', theme: 'dark' });</script>`;
    await page.goto(partnerPage('queued-config', '<nirmaan-quote-request material="Cement"></nirmaan-quote-request>', stub));
    await page.getByRole('button', { name: 'Get a Quote' }).click();
    await page.getByRole('textbox', { name: /Full name/ }).fill('Meena Iyer');
    await page.getByRole('textbox', { name: /Phone number/ }).fill('9123400002');
    await page.getByRole('textbox', { name: /Email/ }).fill('meena@example.com');
    await page.getByRole('textbox', { name: /Quantity/ }).fill('150');
    await page.getByRole('combobox', { name: /Unit/ }).selectOption('Bags');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/quotes') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ partner_id: 'blog-7', material: 'Cement', quantity: 150 });
    await page.getByText(/Thank you! Your quote request has been sent/).waitFor();
    expect(await page.locator('nirmaan-quote-request-widget').getAttribute('theme')).toBe('dark');
    await page.close();
  });

  it('keeps a widget working after it is removed and added again, and two of them apart', async () => {
    const page = await app.browser.newPage();
    await page.goto(
      partnerPage('two-pincodes', '<nirmaan-pincode-check id="a"></nirmaan-pincode-check><nirmaan-pincode-check id="b"></nirmaan-pincode-check>'),
    );
    const boxes = page.getByRole('textbox', { name: /Pincode/ });
    await expect.poll(() => boxes.count()).toBe(2);
    await page.evaluate(() => {
      const first = document.getElementById('a')!;
      first.remove();
      document.body.prepend(first);
    });
    await boxes.first().fill('560034');
    await page.getByRole('button', { name: 'Set pincode' }).first().click();
    await expect.poll(() => page.getByText(/^Delivery available in .+, Bangalore$/).count()).toBeGreaterThan(0);
    await page.close();
  });
});
