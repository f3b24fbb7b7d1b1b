import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { signInAsDemoAdmin } from './support/journeys.ts';
import { layoutShiftsOf, MAX_LAYOUT_SHIFT, recordLayoutShifts, totalShift } from './support/layoutShifts.ts';

const app = useAppUnderTest();

interface ListedProduct {
  id: number;
  name: string;
  display_name: string | null;
  master_sku: string;
}

/** A phone's JPEG of a stack of white cement bags. */
const bagsPhoto = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#ece9e2"/><rect x="300" y="250" width="600" height="400" fill="#f8f8f4" stroke="#333" stroke-width="8"/></svg>',
    ),
  )
    .jpeg()
    .toBuffer();

/** The photo named `alt` has loaded from the API's image route. */
async function expectPhotoShown(page: Page, alt: string): Promise<void> {
  const img = page.getByRole('img', { name: alt }).first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/api\/v1\/images\/[0-9a-f]{32}\.(avif|webp|jpg)$/);
}

describe('an admin runs the storefront catalogue (issue 28)', () => {
  it('adds a product and then its photo; the storefront search and product page show both at 360 and 1280 px', { timeout: 180_000 }, async () => {
    const name = 'Birla White Cement 40 kg';
    const alt = 'Bags of Birla White cement on a pallet';
    const admin = await app.newPage();
    await signInAsDemoAdmin(admin, app.server.url);
    await admin.getByRole('tab', { name: 'Catalogue' }).click();
    await admin.getByRole('button', { name: 'Add product' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add product' });
    await dialog.getByRole('textbox', { name: /Product name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^SKU/ }).fill('CEM-WHT-BIRLA-40');
    await dialog.getByRole('textbox', { name: /^Brand/ }).fill('Birla White');
    await dialog.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Cement › OPC 53 Grade' });
    await dialog.getByRole('combobox', { name: /Unit/ }).selectOption('Bag');
    await dialog.getByRole('textbox', { name: /Description/ }).fill('White cement for putty, grouting and decorative finishes.');
    await dialog.getByRole('button', { name: 'Add product' }).click();

    const editor = admin.getByRole('dialog', { name: 'Edit product' });
    await editor.getByText(`Saved ${name}. You can add its photos below.`).waitFor();
    const form = editor.getByRole('form', { name: `Add a photo of ${name}` });
    await form.getByLabel(/^Photo/).setInputFiles({ name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: await bagsPhoto() });
    await form.getByRole('textbox', { name: /What the photo shows/ }).fill(alt);
    await form.getByRole('button', { name: 'Upload photo' }).click();
    await editor.getByText(`Main photo: ${alt}`).waitFor();
    await admin.context().close();

    const [created] = (await (await fetch(`${app.server.url}/api/v1/products/?search=${encodeURIComponent('CEM-WHT-BIRLA-40')}`)).json()) as ListedProduct[];
    expect(created?.name).toBe(name);
    for (const width of [360, 1280]) {
      const context = await app.browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript(recordLayoutShifts);
      const page = await context.newPage();
      await page.goto(`${app.server.url}/products?search=${encodeURIComponent('Birla White')}`);
      await page.getByRole('article', { name }).waitFor();
      await expectPhotoShown(page, alt);
      expect(totalShift(await layoutShiftsOf(page)), `${width} ${page.url()} ${JSON.stringify(await layoutShiftsOf(page))}`).toBeLessThanOrEqual(
        MAX_LAYOUT_SHIFT,
      );
      await page.goto(`${app.server.url}/products/${created!.id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await expectPhotoShown(page, alt);
      expect(totalShift(await layoutShiftsOf(page)), `${width} ${page.url()} ${JSON.stringify(await layoutShiftsOf(page))}`).toBeLessThanOrEqual(
        MAX_LAYOUT_SHIFT,
      );
      await context.close();
    }
  });

  it('deactivates a product on a phone: the storefront search and its page lose it at once; reactivated, it is back', { timeout: 180_000 }, async () => {
    const api = `${app.server.url}/api/v1`;
    const search = 'Robo M-Sand';
    const [product] = (await (await fetch(`${api}/products/?search=${encodeURIComponent(search)}&limit=1`)).json()) as ListedProduct[];
    const title = product!.display_name ?? product!.name;
    const foundInStorefront = async () =>
      ((await (await fetch(`${api}/products/?search=${encodeURIComponent(product!.master_sku)}`)).json()) as ListedProduct[]).some(
        (item) => item.id === product!.id,
      );
    expect(await foundInStorefront()).toBe(true);

    const admin = await app.newPage({ width: 360, height: 800 });
    await signInAsDemoAdmin(admin, app.server.url);
    await admin.getByRole('tab', { name: 'Catalogue' }).click();
    await admin.getByRole('searchbox', { name: /Search products/ }).fill(product!.master_sku);
    const table = admin.getByRole('region', { name: 'Catalogue products' });
    await table.getByRole('rowheader', { name: new RegExp(product!.master_sku) }).waitFor();
    await table.getByRole('button', { name: `Deactivate ${title}` }).click();
    await admin
      .getByRole('dialog', { name: `Deactivate ${title}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await admin.getByText(`${title} is hidden from the storefront`).waitFor();
    expect(await foundInStorefront()).toBe(false);

    const visitor = await app.newPage({ width: 360, height: 800 });
    await visitor.goto(`${app.server.url}/products/${product!.id}`);
    await visitor.getByRole('heading', { name: 'Product not found' }).waitFor();

    await table.getByRole('button', { name: `Reactivate ${title}` }).click();
    await admin
      .getByRole('dialog', { name: `Reactivate ${title}?` })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await admin.getByText(`${title} is back on the storefront`).waitFor();
    expect(await foundInStorefront()).toBe(true);
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await admin.context().close();
    await visitor.context().close();
  });

  it('adds a sub-category in the tree, which the storefront lists at once', { timeout: 120_000 }, async () => {
    const admin = await app.newPage();
    await signInAsDemoAdmin(admin, app.server.url);
    await admin.getByRole('tab', { name: 'Catalogue' }).click();
    const tree = admin.getByRole('list', { name: 'Category tree' });
    await tree.getByRole('button', { name: 'Add sub-category to Cement' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add category' });
    await dialog.getByRole('textbox', { name: /Category name/ }).fill('White Cement');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await admin.getByText('Saved the category White Cement').waitFor();
    const categories = (await (await fetch(`${app.server.url}/api/v1/categories/`)).json()) as Array<{ name: string; parent_id: number | null; id: number }>;
    const cement = categories.find((category) => category.name === 'Cement' && category.parent_id === null);
    expect(categories.find((category) => category.name === 'White Cement')?.parent_id).toBe(cement!.id);
    await admin.context().close();
  });

  it('adds a search word builders type, which the next search understands, and deletes it (issue 29)', { timeout: 120_000 }, async () => {
    const ids = async (path: string) => ((await (await fetch(`${app.server.url}/api/v1${path}`)).json()) as Array<{ id: number }>).map((item) => item.id);
    const suggested = () => ids('/products/search-suggestions?q=zuko');
    expect(await suggested()).toEqual([]);
    const admin = await app.newPage();
    await signInAsDemoAdmin(admin, app.server.url);
    await admin.getByRole('tab', { name: 'Catalogue' }).click();
    await admin.getByRole('button', { name: 'Add search word' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add search word' });
    await dialog.getByRole('textbox', { name: /^Word/ }).fill('Zuko');
    await dialog.getByRole('textbox', { name: /^Also finds/ }).fill('cement');
    await dialog.getByRole('textbox', { name: /^Note/ }).fill('Invented for this test');
    await dialog.getByRole('button', { name: 'Add word' }).click();
    await admin.getByText('Saved the search word “zuko”').waitFor();
    const found = await suggested();
    expect(found.length).toBeGreaterThan(0);
    expect(await ids('/products/?search=cement&limit=100')).toEqual(expect.arrayContaining(found));

    await admin.getByRole('region', { name: 'Search word list' }).getByRole('button', { name: 'Delete zuko' }).click();
    await admin.getByRole('dialog', { name: 'Delete the search word “zuko”?' }).getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Deleted the search word “zuko”').waitFor();
    expect(await suggested()).toEqual([]);
    await admin.context().close();
  });
});
