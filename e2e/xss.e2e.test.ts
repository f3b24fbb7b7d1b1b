import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { field } from './support/journeys.ts';
import { payload, payloadsFor, shownAsText, watchForScripts } from './support/xss.ts';
import { storePayloads, XSS_BLOG_SLUG, XSS_PINCODE, XSS_PRODUCT_MARKER, type StoredPayloads } from './support/xssData.ts';

/*
 * Script-injection payloads stored in every free-text field users can write (e2e/support/xssData.ts)
 * never run in any page that shows them: each page is opened as the role that sees it, its tabs
 * clicked so the texts render, and each must show the payloads as literal text while no payload
 * runs (window.__xss), no dialog opens, the Content-Security-Policy reports no violation and no
 * event-handler attribute, script, srcdoc frame or javascript: address carrying one is in the DOM.
 */

const app = useAppUnderTest();
let stored: StoredPayloads;

beforeAll(async () => {
  stored = await storePayloads(app.server.url);
}, 60_000);

/** A 1x1 PNG for every outside image (the payload addresses point at example.com): this machine has no network. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mPk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Role = 'visitor' | 'buyer' | 'seller' | 'admin';
const TOKEN_KEYS = { buyer: 'access_token', seller: 'seller_access_token', admin: 'admin_access_token' } as const;

/** Waits until the page shows each tag's payload as text. */
async function showsAsText(page: Page, ...tags: string[]): Promise<void> {
  for (const tag of tags) await page.getByText(shownAsText(tag)).first().waitFor();
}

/**
 * Opens `path` as `role` (its token in storage before the app starts), lets `show` bring the
 * payloads on screen, and answers what ran or tried to.
 */
async function findingsOn(role: Role, path: string, show: (page: Page) => Promise<void>): Promise<string[]> {
  const page = await app.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.request().resourceType() === 'image' ? route.fulfill({ contentType: 'image/png', body: PIXEL_PNG }) : route.fulfill({ status: 204 }),
  );
  if (role !== 'visitor') {
    const token = { buyer: stored.buyerToken, seller: stored.sellerToken, admin: stored.adminToken }[role];
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEYS[role], token] as const);
  }
  const watch = await watchForScripts(page);
  await page.goto(`${app.server.url}${path}`);
  await show(page);
  await page.waitForLoadState('networkidle');
  const findings = await watch.findings();
  await page.context().close();
  return findings;
}

async function openTab(page: Page, name: string, ...tags: string[]): Promise<void> {
  // A tab may carry a count ('Orders (2)').
  await page.getByRole('tab', { name: new RegExp(`^${name}( \\(\\d+\\))?$`) }).click();
  await showsAsText(page, ...tags);
}

describe('stored script payloads never run', () => {
  it('(the watch itself sees payloads that run, and those the policy stops)', async () => {
    for (const policy of [null, "script-src 'self'"]) {
      const page = await app.newPage();
      const watch = await watchForScripts(page);
      await page.route(`${app.server.url}/xss-watch-check`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          headers: policy ? { 'content-security-policy': policy } : {},
          body: `<!doctype html><title>check</title><body>${payloadsFor('check').join('')}<a href="javascript:void 0">x</a></body>`,
        }),
      );
      await page.goto(`${app.server.url}/xss-watch-check`);
      await page.waitForLoadState('load');
      const findings = (await watch.findings()).join('\n');
      if (policy) expect(findings).toContain('CSP violation script-src');
      else expect(findings).toContain('__xss(check)');
      expect(findings).toContain('an <iframe srcdoc> in the DOM');
      expect(findings).toContain('<img onerror> in the DOM');
      expect(findings).toContain('<a> with a javascript: address');
      await page.context().close();
    }
  });

  it('in the catalogue, the product page and the price board', async () => {
    expect(await findingsOn('visitor', `/products?search=${XSS_PRODUCT_MARKER}`, (page) => showsAsText(page, 'product.name'))).toEqual([]);
    expect(
      await findingsOn('visitor', `/products/${stored.productId}`, (page) =>
        showsAsText(page, 'product.name', 'product.description', 'seller.name', 'seller.address'),
      ),
    ).toEqual([]);
    expect(
      await findingsOn('visitor', '/price-today', async (page) => {
        // The board shows its first rows; the payload's row may be among the rest.
        await page.getByRole('button', { name: /^Show all \d+ materials$/ }).click();
        await showsAsText(page, 'product.name');
      }),
    ).toEqual([]);
  }, 120_000);

  it('in the blog, a post and the affiliates', async () => {
    expect(await findingsOn('visitor', '/blog', (page) => showsAsText(page, 'blog.title', 'blog.excerpt', 'blog.category'))).toEqual([]);
    expect(await findingsOn('visitor', `/blog/${XSS_BLOG_SLUG}`, (page) => showsAsText(page, 'blog.title', 'blog.content.text'))).toEqual([]);
    expect(await findingsOn('visitor', '/affiliates', (page) => showsAsText(page, 'affiliate.title', 'affiliate.description'))).toEqual([]);
  }, 120_000);

  it('in the pincode check and the chatbot, where a visitor types a payload as their name', async () => {
    const findings = await findingsOn('visitor', '/', async (page) => {
      await field(page, /^Pincode/).fill(XSS_PINCODE);
      await page.getByRole('button', { name: 'Set pincode' }).click();
      await showsAsText(page, 'pincode.area');
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await page.getByRole('button', { name: 'Get started' }).click();
      await page.getByRole('textbox', { name: 'Your name' }).fill(payload('chatbot.typed_name', 120));
      await page.keyboard.press('Enter');
      await showsAsText(page, 'chatbot.typed_name');
    });
    expect(findings).toEqual([]);
  }, 120_000);

  it("in the buyer's cart, checkout, orders and profile", async () => {
    expect(await findingsOn('buyer', '/cart', (page) => showsAsText(page, 'product.name', 'seller.name'))).toEqual([]);
    expect(await findingsOn('buyer', '/checkout', (page) => showsAsText(page, 'address.line1', 'product.name'))).toEqual([]);
    expect(await findingsOn('buyer', '/orders', (page) => showsAsText(page, 'seller.name'))).toEqual([]);
    expect(
      await findingsOn('buyer', `/orders/${stored.orderId}`, (page) => showsAsText(page, 'product.name', 'address.line1', 'address.line2', 'address.state')),
    ).toEqual([]);
    expect(await findingsOn('buyer', '/profile', (page) => showsAsText(page, 'buyer.first_name', 'buyer.last_name'))).toEqual([]);
    expect(
      await findingsOn('buyer', '/profile/addresses', (page) => showsAsText(page, 'address.line1', 'address.line2', 'address.city', 'address.state')),
    ).toEqual([]);
  }, 120_000);

  it("in every tab of the seller's dashboard, the CRM included", async () => {
    const findings = await findingsOn('seller', '/seller/dashboard', async (page) => {
      await openTab(page, 'Profile', 'seller.name');
      await openTab(page, 'My Listings', 'product.name', 'listing.sku');
      await openTab(page, 'Orders', 'product.name', 'buyer.first_name', 'address.line1', 'address.city');
      await openTab(
        page,
        'CRM',
        'crm.contact.name',
        'crm.contact.company',
        'crm.lead.title',
        'crm.task.title',
        'chatbot.buyer_name',
        'quote.name',
        'quote.company',
        'crm.csv.contact_name',
        'crm.csv.company',
        'crm.csv.lead_title',
      );
    });
    expect(findings).toEqual([]);
  }, 120_000);

  it("in every tab of the admin's dashboard and the pincode manager", async () => {
    const findings = await findingsOn('admin', '/admin/dashboard', async (page) => {
      await openTab(page, 'Dashboard', 'buyer.first_name');
      // The leads load when scrolled near, as a reader would scroll to them.
      await page.getByRole('table', { name: 'Recent Sellers' }).scrollIntoViewIfNeeded();
      await showsAsText(
        page,
        'chatbot.buyer_name',
        'chatbot.category_name',
        'quote.name',
        'realestate.project_name',
        'realestate.location',
        'realestate.builder_name',
      );
      await openTab(page, 'Users', 'buyer.first_name', 'buyer.last_name');
      await openTab(page, 'Sellers', 'seller.name');
      await openTab(page, 'Products', 'product.name', 'product.brands');
      await openTab(page, 'Affiliates', 'affiliate.title', 'affiliate.url', 'affiliate.description');
    });
    expect(findings).toEqual([]);
    const pincodes = await findingsOn('admin', '/admin/pincodes', async (page) => {
      await page.getByRole('searchbox', { name: /Search pincodes/ }).fill(XSS_PINCODE);
      await showsAsText(page, 'pincode.area', 'pincode.city', 'pincode.state');
    });
    expect(pincodes).toEqual([]);
  }, 120_000);
});
