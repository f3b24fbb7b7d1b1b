import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeNameOf as attributeName } from '../packages/elements/src/embed/elementProperties.ts';
import { ELEMENT_METADATA } from '../packages/elements/src/registry.ts';
import { chunkOf, readEmbedChunks } from '../scripts/embedChunks.mjs';
import { elementModuleName } from '../scripts/elementModules.mjs';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { liveInstancesAfterGc } from './support/liveInstances.ts';

const app = useAppUnderTest();

/** Budgets of issue 10, gzip: the loader, and each widget added to a page that already has one. */
const LOADER_BUDGET = 5 * 1024;
const FURTHER_WIDGET_BUDGET = 15 * 1024;

/** A partner site on its own origin serving the pages these tests write. */
const partner = Fastify();
const pages = new Map<string, string>();
const policies = new Map<string, string>();
let partnerUrl = '';
beforeAll(async () => {
  partner.get('/:page', (request, reply) => {
    const name = (request.params as { page: string }).page;
    const policy = policies.get(name);
    if (policy) void reply.header('content-security-policy', policy);
    return reply.type('text/html').send(pages.get(name) ?? 'missing');
  });
  partnerUrl = await partner.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => partner.close());

function partnerPage(name: string, body: string, head = '', contentSecurityPolicy?: string): string {
  if (contentSecurityPolicy) policies.set(name, contentSecurityPolicy);
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

/** The file holding an element's module ('pincodeCheckElement'), as the build recorded it: chunks are named by their hash alone. */
const EMBED_CHUNKS = readEmbedChunks('packages/elements/dist/embed');
const fileOf = (module: string) => `/embed/${chunkOf(EMBED_CHUNKS, module)}`;
const ELEMENT_MODULES: string[] = Object.keys(ELEMENT_METADATA).map((tag) => elementModuleName(tag));
/** The elements' own modules among the fetched files. */
const elementModulesIn = (paths: Iterable<string>) => {
  const fetched = new Set(paths);
  return ELEMENT_MODULES.filter((module) => fetched.has(fileOf(module)));
};

const total = (sizes: Iterable<number>) => [...sizes].reduce((sum, size) => sum + size, 0);

describe('embed.js, the loader', () => {
  it('loads only the code of the widgets on the page, within the size budgets', async () => {
    const page = await app.browser.newPage();
    const fetched = watchEmbedFiles(page);
    await page.goto(partnerPage('pincode-only', '<h1>Dealer</h1><nirmaan-pincode-check></nirmaan-pincode-check>'));
    await page.getByRole('textbox', { name: /Pincode/ }).waitFor();
    expect(fetched.get('/embed/embed.js')).toBeLessThanOrEqual(LOADER_BUDGET);
    expect(elementModulesIn(fetched.keys())).toEqual(['pincodeCheckElement']);
    const firstWidget = total(fetched.values());

    // A single-page app adds a widget later: only its own code arrives, within its budget.
    const before = new Set(fetched.keys());
    await page.evaluate(() => document.body.append(document.createElement('nirmaan-quote-request')));
    await page.getByRole('button', { name: 'Get a Quote' }).waitFor();
    const added = [...fetched].filter(([path]) => !before.has(path));
    expect(elementModulesIn(added.map(([path]) => path))).toEqual(['quoteRequestElement']);
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
    expect(fetched.has(fileOf('labourCalculatorElement'))).toBe(false);
    const reserved = await page.locator('nirmaan-labour-calculator').evaluate((element) => element.getBoundingClientRect().height);
    expect(reserved).toBeGreaterThanOrEqual(400);
    await page.locator('nirmaan-labour-calculator').scrollIntoViewIfNeeded();
    await page
      .getByRole('button', { name: /Calculate/ })
      .first()
      .waitFor();
    expect(fetched.has(fileOf('labourCalculatorElement'))).toBe(true);
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

  it('works under a strict Content-Security-Policy: no inline style or script needed, no violation', async () => {
    const page = await app.browser.newPage();
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const api = app.server.url;
    const policy = `default-src 'self'; script-src ${api}; connect-src ${api}; img-src ${api} data:; style-src 'self'; font-src ${api}`;
    await page.goto(
      partnerPage('strict-csp', '<nirmaan-labour-calculator></nirmaan-labour-calculator><nirmaan-pincode-check></nirmaan-pincode-check>', '', policy),
    );
    await page
      .getByRole('button', { name: /Calculate/ })
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: /Pincode/ }).waitFor();
    // Styled: the widget's CSS was adopted (a blocked <style> would leave the button unstyled).
    const calculate = page.getByRole('button', { name: /Calculate/ }).first();
    expect(await calculate.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await page.close();
  });

  it('never writes on the page’s own element, and takes properties a framework set before embed.js arrived', async () => {
    const page = await app.browser.newPage();
    await page.addInitScript(() => {
      const written: string[] = [];
      (window as unknown as { written: string[] }).written = written;
      new MutationObserver((records) => {
        for (const record of records)
          if (record.type === 'attributes' && (record.target as Element).localName.startsWith('nirmaan-'))
            written.push(`${(record.target as Element).localName} ${record.attributeName}`);
      }).observe(document, { subtree: true, attributes: true });
    });
    // The property is set by a script that runs before the module script embed.js.
    const setProperty = `<script>document.addEventListener('DOMContentLoaded', () => { document.querySelector('nirmaan-labour-calculator').workType = 'painting'; });</script>`;
    await page.goto(
      partnerPage(
        'page-owned',
        '<nirmaan-labour-calculator></nirmaan-labour-calculator><nirmaan-pincode-check theme="dark"></nirmaan-pincode-check>',
        setProperty,
      ),
    );
    await page.locator('nirmaan-labour-calculator').evaluate((element) => (element as HTMLElement & { ready: Promise<void> }).ready);
    await page.locator('nirmaan-pincode-check').evaluate((element) => (element as HTMLElement & { ready: Promise<void> }).ready);
    expect(await page.getByRole('combobox', { name: /Work type/ }).inputValue()).toBe('painting');
    // The only attribute written is the one the page's own property set.
    expect(await page.evaluate(() => (window as unknown as { written: string[] }).written)).toEqual(['nirmaan-labour-calculator work-type']);
    await page.close();
  });

  it('keeps no removed element alive: each element added and removed 20 times, none is left after garbage collection', { timeout: 180_000 }, async () => {
    const page = await app.browser.newPage();
    await page.goto(partnerPage('spa-churn', '<main></main>'));
    const tags = Object.keys(ELEMENT_METADATA);
    await page.waitForFunction((all) => all.every((tag) => customElements.get(tag) !== undefined), tags);
    for (const tag of tags) {
      // A single-page app's route shows the widget, then leaves: 20 times over.
      await page.evaluate(async (name) => {
        for (let round = 0; round < 20; round += 1) {
          const element = document.createElement(name) as HTMLElement & { ready: Promise<void> };
          document.querySelector('main')?.append(element);
          await element.ready;
          element.remove();
        }
      }, tag);
    }
    const liveInstances = await liveInstancesAfterGc(page);
    // Removed at once, every element and the React widget inside it (`<tag>-widget`, defined once the widget's code came).
    for (const tag of tags) {
      await expect.poll(() => liveInstances(tag), { timeout: 10_000, message: `${tag} instances left` }).toBe(0);
      await expect.poll(() => liveInstances(`${tag}-widget`), { timeout: 10_000, message: `${tag}-widget instances left` }).toBe(0);
    }
    await page.close();
  });

  it('answers a bad attribute value with its default, a message naming the attribute and its values, and a console warning', async () => {
    // Every element with a fixed set of values, each such attribute given a value outside it.
    const withFixedSets = Object.entries(ELEMENT_METADATA).flatMap(([tag, entry]) => {
      const fixed = Object.entries(entry.attributes as Record<string, { values?: readonly unknown[] }>).filter(([, metadata]) => metadata.values);
      return fixed.length > 0 ? [{ tag, attributes: fixed.map(([name, metadata]) => ({ name: attributeName(name), values: metadata.values! })) }] : [];
    });
    expect(withFixedSets.length).toBeGreaterThanOrEqual(10);
    const markup = withFixedSets.map(({ tag, attributes }) => `<${tag} ${attributes.map(({ name }) => `${name}="Bogus"`).join(' ')}></${tag}>`).join('\n');
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(partnerPage('bad-values', markup));
    for (const { tag, attributes } of withFixedSets) {
      const element = page.locator(tag);
      await element.scrollIntoViewIfNeeded();
      await element.evaluate((node) => (node as HTMLElement & { ready: Promise<void> }).ready);
      const notice = element.getByRole('status').filter({ hasText: "This widget's settings need a fix" });
      for (const { name, values } of attributes) {
        const text = `${name}="Bogus" is not one of ${values.join(', ')}: the default is shown instead.`;
        await notice.getByText(text).waitFor();
        await expect
          .poll(() => warnings.some((warning) => warning.startsWith(`<${tag}>:`) && warning.includes(text)), { message: `${tag} warns about ${name}` })
          .toBe(true);
      }
      // Never an empty box: the widget itself is there below the message (a heading, a tab, a form field or a button of its own).
      const widgetControls = element.locator('h1, h2, h3, [role="tab"], input, select, button');
      expect(await widgetControls.count(), `${tag} shows its widget`).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.locator('nirmaan-labour-calculator').screenshot({ path: 'e2e/artifacts/bad-attribute-values-1280.png' });
    await page.close();
  });
});
