import Fastify from 'fastify';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';

// The Kannada, Tamil and Devanagari fonts (issue 32): a page downloads a script's font only when it
// shows that script, in the host app (@font-face) and in embedded widgets (FontFace from the loader).

const app = useAppUnderTest();

/** The font files a page requested, by file name ('noto-sans-tamil-tamil-400-normal-….woff2'). */
function watchFontFiles(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').at(-1) ?? '';
    if (name.endsWith('.woff2')) requested.push(name);
  });
  return requested;
}

/** Which scripts' fonts were requested: 'tamil', 'kannada', 'devanagari'. */
const scriptsOf = (files: readonly string[]) => [...new Set(files.map((file) => /^noto-sans-([a-z]+)-/.exec(file)?.[1] ?? file))];

/** The page's faces of the Indic family that have loaded, by their unicode-range. */
const loadedIndicRanges = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Indic' && face.status === 'loaded')
      .map((face) => face.unicodeRange);
  });

/** The fonts Chromium drew a light-DOM element's text with (DevTools protocol), e.g. ['Noto Sans Tamil']. */
async function fontsDrawing(page: Page, element: Locator): Promise<string[]> {
  await element.evaluate((node) => node.setAttribute('data-fonts-drawing', ''));
  const selector = '[data-fonts-drawing]';
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

const TAMIL_SEARCH = 'தொட்டி';

describe('the host app', () => {
  it('downloads only the Tamil font for a page with Tamil text, and draws the text with it', async () => {
    const page = await app.newPage();
    const requested = watchFontFiles(page);
    await page.goto(`${app.server.url}/products?search=${encodeURIComponent(TAMIL_SEARCH)}`);
    const countLine = page.getByRole('status').filter({ hasText: `for “${TAMIL_SEARCH}”` });
    await countLine.waitFor();
    expect(await loadedIndicRanges(page)).toEqual(['U+B80-BFF']);
    expect(scriptsOf(requested)).toEqual(['tamil']);
    expect(await page.evaluate((text) => document.fonts.check('16px "Noto Sans Indic"', text), TAMIL_SEARCH)).toBe(true);
    expect(await fontsDrawing(page, countLine)).toContain('Noto Sans Tamil');
    await page.close();
  });

  it('downloads no Indian-script font for an English page, prices in ₹ included', async () => {
    const page = await app.newPage();
    const requested = watchFontFiles(page);
    await page.goto(`${app.server.url}/products?search=cement`);
    await page.getByText(/₹/).first().waitFor();
    expect(await loadedIndicRanges(page)).toEqual([]);
    expect(requested).toEqual([]);
    await page.close();
  });
});

describe('embedded widgets, under a strict Content-Security-Policy', () => {
  const partner = Fastify();
  let partnerUrl = '';
  const pages = new Map<string, string>();
  beforeAll(async () => {
    const api = app.server.url;
    const policy = `default-src 'self'; script-src ${api}; connect-src ${api}; img-src ${api} data:; style-src 'self'; font-src ${api}`;
    partner.get('/:page', (request, reply) =>
      reply
        .header('content-security-policy', policy)
        .type('text/html')
        .send(pages.get((request.params as { page: string }).page) ?? 'missing'),
    );
    partnerUrl = await partner.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => partner.close());

  /** A partner page with one product search, counting CSP violations. */
  async function partnerPageSearching(name: string, search: string): Promise<{ page: Page; requested: string[] }> {
    pages.set(
      name,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><script type="module" src="${app.server.url}/embed/embed.js"></script></head><body><nirmaan-product-search search="${search}"></nirmaan-product-search></body></html>`,
    );
    const page = await app.newPage();
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const requested = watchFontFiles(page);
    await page.goto(`${partnerUrl}/${name}`);
    return { page, requested };
  }

  it('download only the Tamil font, from the embed’s own origin, for a widget showing Tamil', async () => {
    const { page, requested } = await partnerPageSearching('tamil', TAMIL_SEARCH);
    await page
      .getByRole('status')
      .filter({ hasText: `for “${TAMIL_SEARCH}”` })
      .waitFor();
    await expect.poll(() => loadedIndicRanges(page)).toEqual(['U+B80-BFF']);
    expect(scriptsOf(requested)).toEqual(['tamil']);
    expect(await page.evaluate((text) => document.fonts.check('16px "Noto Sans Indic"', text), TAMIL_SEARCH)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await page.close();
  });

  it('download no Indian-script font for a widget in English', async () => {
    const { page, requested } = await partnerPageSearching('english', 'cement');
    await page.getByText(/₹/).first().waitFor();
    expect(await loadedIndicRanges(page)).toEqual([]);
    expect(requested).toEqual([]);
    await page.close();
  });
});
