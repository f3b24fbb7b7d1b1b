import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { ADMIN_CATALOGUE_MESSAGES as M, SEARCH_SYNONYM_MESSAGES } from '@nirmaan/core';
import { expect, userEvent, within } from 'storybook/test';
import { asAdminWith, DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { CatalogueTab } from './CatalogueTab.tsx';

const meta = {
  title: 'Widgets/Admin/Catalogue',
  component: CatalogueTab,
  parameters: {
    layout: 'padded',
    ...widgetDocs(`The Admin Dashboard's Catalogue tab: the storefront's products (search and filters; add, edit with specifications and photos, deactivate and reactivate), its categories (the tree with counts: add, rename, move, delete an empty one) and the search words builders type. Every change shows on the storefront at once.

**Use it** inside the Admin Dashboard only (signed-in admins). **Do not use it** for a seller's own listings (the Seller Dashboard's My Listings).

**States** (the stories): Default, Empty, LoadFailed (Retry), AddProductInvalid (what is required), EditProduct, ConfirmDeactivate (asked first, saying what it does) and EditCategory (a category with sub-categories cannot move, and the dialog says why).

**Props**: none.

**Accessibility**: tables have captions, fields labels with their messages tied to them; the editors and confirmations are modal dialogs that keep focus inside and give it back.`),
  },
  beforeEach: asAdminWith(DEMO_ADMIN_DATA),
} satisfies Meta<typeof CatalogueTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The products (one deactivated) with search and filters, the category tree with its counts, and the search words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Catalogue products' })).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Category tree' })).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'Search word list' })).toBeInTheDocument();
  },
};

/** No product, no category and no search word yet. */
export const Empty: Story = {
  beforeEach: asAdminWith({ ...DEMO_ADMIN_DATA, catalogue: { categories: [], products: [] }, searchSynonyms: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: M.noProducts })).toBeInTheDocument();
    await expect(await canvas.findByText(M.noCategories)).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: SEARCH_SYNONYM_MESSAGES.empty })).toBeInTheDocument();
  },
};

/** The lists could not be loaded: Retry. */
export const LoadFailed: Story = {
  beforeEach: asAdminWith(DEMO_ADMIN_DATA, { failing: ['/admin/catalogue', '/admin/search'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(M.loadProductsFailed)).toBeInTheDocument();
    await expect(await canvas.findByText(M.loadCategoriesFailed)).toBeInTheDocument();
    await expect(await canvas.findByText(SEARCH_SYNONYM_MESSAGES.loadFailed)).toBeInTheDocument();
  },
};

/** Add product sent empty: what is required. */
export const AddProductInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add product' }));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: M.addProductTitle }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add product' }));
    await expect(dialog.getByText(M.sku)).toBeVisible();
  },
};

/** A product's editor: its fields, its specifications in order and its photos. */
export const EditProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit UltraTech OPC 53 Grade Cement (50 kg)' }));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: M.editProductTitle }));
    await expect(dialog.getByRole('textbox', { name: 'Specification 3 value' })).toHaveValue('IS 269:2015');
    await expect(await dialog.findByText(/has no photo yet/)).toBeInTheDocument();
  },
};

/** Deactivate asks first and says what it does. */
export const ConfirmDeactivate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate Wire-cut Red Brick' }));
    await expect(body(canvasElement).getByRole('dialog', { name: M.deactivateTitle('Wire-cut Red Brick') })).toBeInTheDocument();
  },
};

/** A top-level category with sub-categories: its parent cannot change, and the dialog says why. */
export const EditCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Cement' }));
    const dialog = within(body(canvasElement).getByRole('dialog', { name: M.editCategoryTitle }));
    await expect(dialog.getByText(M.keepsChildren('Cement'))).toBeInTheDocument();
  },
};
