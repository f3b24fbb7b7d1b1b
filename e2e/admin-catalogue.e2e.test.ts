import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { signInAsDemoAdmin } from './support/journeys.ts';

const app = useAppUnderTest();

interface ListedProduct {
  id: number;
  name: string;
  display_name: string | null;
  master_sku: string;
}

describe('an admin runs the storefront catalogue (issue 28)', () => {
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
});
