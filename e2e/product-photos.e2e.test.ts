import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { signInAsDemoAdmin } from './support/journeys.ts';
import { layoutShiftsOf, MAX_LAYOUT_SHIFT, recordLayoutShifts, totalShift } from './support/layoutShifts.ts';

const app = useAppUnderTest();

const ALT = 'Stacked 50 kg bags of UltraTech OPC 53 cement';

/** A camera-sized JPEG (with EXIF, as phones write it). */
async function photoFile(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#d9d4c7"/><rect x="400" y="300" width="800" height="600" fill="#c0392b"/></svg>`;
  return sharp(Buffer.from(svg))
    .withExif({ IFD0: { Make: 'PhoneCam' } })
    .jpeg()
    .toBuffer();
}

/** The photo's <img> has loaded (naturalWidth > 0) from the API's image route. */
async function expectLoaded(page: Page, name: string): Promise<void> {
  const img = page.getByRole('img', { name }).first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/api\/v1\/images\/[0-9a-f]{32}\.(avif|webp|jpg)$/);
  expect(await img.getAttribute('width')).toBe('960');
  expect(await img.getAttribute('height')).toBe('720');
}

describe('an admin adds a product photo that the storefront shows', () => {
  it(
    'uploads it in the admin dashboard; the product card and the product page show it at 360 and 1280 px without moving the page',
    { timeout: 180_000 },
    async () => {
      const [product] = (await (await fetch(`${app.server.url}/api/v1/products/?search=UltraTech%20OPC%2053&limit=1`)).json()) as Array<{
        id: number;
        name: string;
        display_name: string | null;
      }>;
      const title = product!.display_name ?? product!.name;

      const admin = await app.newPage();
      await signInAsDemoAdmin(admin, app.server.url);
      await admin.getByRole('tab', { name: 'Photos' }).click();
      await admin.getByRole('textbox', { name: 'Product name or SKU' }).fill('UltraTech OPC 53');
      await admin.getByRole('button', { name: 'Find products' }).click();
      await admin.getByRole('button', { name: `Photos of ${title}` }).click();
      const form = admin.getByRole('form', { name: `Add a photo of ${title}` });
      await form.getByLabel(/^Photo/).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await photoFile() });
      await form.getByRole('textbox', { name: /What the photo shows/ }).fill(ALT);
      await form.getByRole('button', { name: 'Upload photo' }).click();
      await admin.getByRole('status').filter({ hasText: 'Photo added.' }).waitFor();
      const photos = admin.getByRole('list', { name: `Photos of ${title}` });
      await expect.poll(() => photos.getByText(`Main photo: ${ALT}`).count()).toBe(1);
      await expectLoaded(admin, ALT);

      // A file that is not a photo, named as one, is refused with the server's reason.
      await form.getByLabel(/^Photo/).setInputFiles({
        name: 'cement.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      });
      await form.getByRole('button', { name: 'Upload photo' }).click();
      await admin.getByRole('alert').filter({ hasText: 'This file is not a JPEG, PNG, WebP or AVIF photo' }).waitFor();
      await admin.context().close();

      for (const width of [360, 1280]) {
        const context = await app.browser.newContext({ viewport: { width, height: 800 } });
        await context.addInitScript(recordLayoutShifts);
        const page = await context.newPage();
        await page.goto(`${app.server.url}/products?search=${encodeURIComponent('UltraTech OPC 53')}`);
        const card = page.getByRole('article', { name: title });
        await card.waitFor();
        await expectLoaded(page, ALT);
        expect(totalShift(await layoutShiftsOf(page))).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
        await page.goto(`${app.server.url}/products/${product!.id}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await expectLoaded(page, ALT);
        expect(totalShift(await layoutShiftsOf(page))).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
        await context.close();
      }
    },
  );
});
