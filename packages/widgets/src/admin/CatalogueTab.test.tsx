import { ADMIN_CATALOGUE_MESSAGES as M, logout, refreshAdmin, signInAdmin } from '@nirmaan/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { installFakeApi, type FakeApiOptions } from '../testing/fakeApi.ts';
import { AdminDashboard } from './AdminDashboard.tsx';

let restore = () => {};
afterEach(() => {
  logout('admin');
  restore();
});

/** The demo admin on the Catalogue tab. */
function onCatalogueTab(admin: FakeApiOptions['admin'] = DEMO_ADMIN_DATA, options: Omit<FakeApiOptions, 'admin'> = {}) {
  restore = installFakeApi({ admin, ...options });
  signInAdmin('admin-token');
  refreshAdmin();
  const user = userEvent.setup();
  render(<AdminDashboard initialTab="catalogue" />);
  return { user };
}

const productNames = () =>
  within(screen.getByRole('region', { name: 'Catalogue products' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });

describe('<AdminDashboard> catalogue', () => {
  it('lists every product by name with its SKU, category, listings and state, and searches by SKU or brand', async () => {
    const { user } = onCatalogueTab();
    await screen.findByRole('region', { name: 'Catalogue products' });
    expect(productNames()).toEqual([
      'ACC Suraksha PPC',
      'River Sand',
      'Robo M-Sand for Concrete',
      'Tata Tiscon Fe 550D 12 mm',
      'UltraTech OPC 53 Grade Cement (50 kg)',
      'Wire-cut Red Brick',
    ]);
    const river = screen.getByRole('rowheader', { name: /River Sand/ }).closest('tr') as HTMLElement;
    expect(river).toHaveTextContent('SND-RIVER');
    expect(within(river).getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /UltraTech/ }).closest('tr')).toHaveTextContent('Cement › OPC');
    expect(screen.getByText('Showing 1–6 of 6')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: /Search products/ }), 'tata');
    await waitFor(() => expect(productNames()).toEqual(['Tata Tiscon Fe 550D 12 mm']));
    await user.clear(screen.getByRole('searchbox', { name: /Search products/ }));
    await user.type(screen.getByRole('searchbox', { name: /Search products/ }), 'nothing-like-this');
    expect(await screen.findByRole('heading', { name: M.noMatch })).toBeInTheDocument();
  });

  it('filters by category (with its sub-categories) and state', async () => {
    const { user } = onCatalogueTab();
    await screen.findByRole('region', { name: 'Catalogue products' });
    const filters = screen.getByRole('search', { name: 'Find catalogue products' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Category' }), 'Cement');
    await waitFor(() => expect(productNames()).toEqual(['ACC Suraksha PPC', 'UltraTech OPC 53 Grade Cement (50 kg)']));
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Category' }), 'Every category');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'Deactivated only');
    await waitFor(() => expect(productNames()).toEqual(['River Sand']));
  });

  it('adds a product with ordered specifications; the form says what is missing; it stays open for its photos', async () => {
    const { user } = onCatalogueTab();
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    let dialog = within(dialogNamed(M.addProductTitle));
    await user.click(dialog.getByRole('button', { name: 'Add product' }));
    expect(dialog.getByText(M.name)).toBeVisible();
    expect(dialog.getByText(M.sku)).toBeVisible();
    expect(dialog.getByText(M.category)).toBeVisible();

    await user.type(dialog.getByRole('textbox', { name: /Product name/ }), 'Birla A1 PPC');
    await user.type(dialog.getByRole('textbox', { name: /SKU/ }), 'CEM-PPC-BIRLA');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Category/ }), 'Cement › PPC');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Unit/ }), 'Bag');
    await user.click(dialog.getByRole('button', { name: 'Add specification' }));
    await user.type(dialog.getByRole('textbox', { name: 'Specification 1 name' }), 'Weight');
    await user.type(dialog.getByRole('textbox', { name: 'Specification 1 value' }), '50 kg');
    await user.click(dialog.getByRole('button', { name: 'Add specification' }));
    await user.type(dialog.getByRole('textbox', { name: 'Specification 2 name' }), 'Standard');
    await user.type(dialog.getByRole('textbox', { name: 'Specification 2 value' }), 'IS 1489');
    await user.click(dialog.getByRole('button', { name: 'Move specification 2 up' }));
    expect(dialog.getByRole('textbox', { name: 'Specification 1 name' })).toHaveValue('Standard');
    await user.click(dialog.getByRole('button', { name: 'Add product' }));

    dialog = within(await screen.findByRole('dialog', { name: M.editProductTitle }));
    expect(dialog.getByText(/Saved Birla A1 PPC/)).toBeInTheDocument();
    expect(await dialog.findByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(productNames()).toContain('Birla A1 PPC'));
  });

  it('shows the server’s reason for a SKU another product has, and keeps the dialog open', async () => {
    const { user } = onCatalogueTab();
    await user.click(await screen.findByRole('button', { name: 'Edit ACC Suraksha PPC' }));
    const dialog = within(dialogNamed(M.editProductTitle));
    await user.clear(dialog.getByRole('textbox', { name: /SKU/ }));
    await user.type(dialog.getByRole('textbox', { name: /SKU/ }), 'SND-RIVER');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText(M.skuTaken('SND-RIVER'))).toBeInTheDocument();
  });

  it('deactivates a product after a confirmation, and reactivates it', async () => {
    const { user } = onCatalogueTab();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Wire-cut Red Brick' }));
    const confirm = within(dialogNamed(M.deactivateTitle('Wire-cut Red Brick')));
    expect(confirm.getByText(M.deactivateDescription)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(M.deactivated('Wire-cut Red Brick'))).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reactivate Wire-cut Red Brick' }));
    await user.click(within(dialogNamed(M.reactivateTitle('Wire-cut Red Brick'))).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText(M.reactivated('Wire-cut Red Brick'))).toBeInTheDocument();
  });

  it('shows the category tree with counts; adds a sub-category, refuses deleting one with products', async () => {
    const { user } = onCatalogueTab();
    const tree = await screen.findByRole('list', { name: 'Category tree' });
    const cement = within(tree).getByRole('listitem', { name: 'Cement' });
    expect(cement).toHaveTextContent('2 products with its 2 sub-categories');
    expect(within(cement).getByRole('list', { name: 'Sub-categories of Cement' })).toBeInTheDocument();

    await user.click(within(cement).getByRole('button', { name: 'Add sub-category to Cement' }));
    let dialog = within(dialogNamed(M.addCategoryTitle));
    expect(dialog.getByRole('combobox', { name: /Parent category/ })).toHaveValue('1');
    await user.type(dialog.getByRole('textbox', { name: /Category name/ }), 'White Cement');
    await user.click(dialog.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText(M.categorySaved('White Cement'))).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Sub-categories of Cement' })).getByRole('listitem', { name: 'White Cement' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Bricks' }));
    dialog = within(dialogNamed(M.deleteCategoryTitle('Bricks')));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText(M.deleteHasProducts('Bricks', 1))).toBeInTheDocument();
  });

  it('says why a move is refused: a category with sub-categories stays top level', async () => {
    const { user } = onCatalogueTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Cement' }));
    const dialog = within(dialogNamed(M.editCategoryTitle));
    expect(dialog.getByRole('combobox', { name: /Parent category/ })).toBeDisabled();
    expect(dialog.getByText(M.keepsChildren('Cement'))).toBeInTheDocument();
  });

  it('says when the catalogue is empty or could not be loaded', async () => {
    onCatalogueTab({ ...DEMO_ADMIN_DATA, catalogue: { categories: [], products: [] } });
    expect(await screen.findByRole('heading', { name: M.noProducts })).toBeInTheDocument();
    expect(await screen.findByText(M.noCategories)).toBeInTheDocument();
  });

  it('holds the search words below the categories', async () => {
    onCatalogueTab();
    const panel = await screen.findByRole('region', { name: 'Search words' });
    expect(await within(panel).findByRole('rowheader', { name: 'saria' })).toBeInTheDocument();
  });

  it('offers Retry when the lists fail', async () => {
    onCatalogueTab(DEMO_ADMIN_DATA, { failing: ['/admin/catalogue'] });
    expect(await screen.findByText(M.loadProductsFailed)).toBeInTheDocument();
    expect(await screen.findByText(M.loadCategoriesFailed)).toBeInTheDocument();
  });
});
