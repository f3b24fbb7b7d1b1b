import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asAdminWith, asVisitor, DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { DEMO_CONTENT } from '../testing/fakeContent.ts';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { ADMIN_DASHBOARD_TABS, AdminDashboard } from './AdminDashboard.tsx';

const meta = {
  title: 'Widgets/Admin/Admin Dashboard',
  component: AdminDashboard,
  argTypes: {
    tab: { control: 'select', options: ADMIN_DASHBOARD_TABS },
    initialTab: { control: 'select', options: ADMIN_DASHBOARD_TABS },
    onTabChange: { control: false },
  },
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-admin-dashboard',
      `The admin's dashboard, for a signed-in admin only (anyone else is asked to sign in as an admin): a welcome with Manage Pincodes and Logout, and the tabs Dashboard (stat cards, recent orders, users and sellers, the leads with their status and notes), Orders (filters, an order's page, CSV export), Users, Sellers (approval and review), Catalogue, Products (default products), Photos, Blog, Affiliates, Partners (what partner sites' widgets brought) and Tax rates (HSN codes and GST rates).

**Use it** as the admin's work area. **Do not use it** on a buyer's or partner's page, nor for a seller (the Seller Dashboard).

**States** (the stories, shorter here: each tab's own): Overview, LeadNotes, Orders, OrdersEmpty, OrderPage, Users, Sellers, SellersNonePending, RejectSellerDialog (a reason is required), Products, ProductDialogInvalid, Blog, Affiliates, AffiliatesEmpty, Partners, PartnersEmpty, TaxRates, Photos, LoadFailed (Retry) and SignedOut.

**Props**: \`tab\` with \`onTabChange\` (the page owns the tab), or \`initialTab\` (Dashboard when omitted; the element's \`tab\`): one of ${ADMIN_DASHBOARD_TABS.join(', ')}.

**Accessibility**: the tabs follow the WAI-ARIA tabs pattern (arrow keys, Home and End; the panel labelled by its tab); tables have captions; status changes are labelled selects named with their lead; dialogs are modal and give focus back.`,
      (args) => ({ tab: args['tab'] ?? args['initialTab'] }),
    ),
  },
  beforeEach: asAdminWith(DEMO_ADMIN_DATA, { content: DEMO_CONTENT }),
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a story's loaded state, so the a11y sweep checks it rather than the spinner. */
function shows(find: (canvas: ReturnType<typeof within>) => Promise<HTMLElement>): Story['play'] {
  return async ({ canvasElement }) => {
    await expect(await find(within(canvasElement))).toBeInTheDocument();
  };
}

/** Stat cards, recent orders, users and sellers, and the leads with their partner (loaded when scrolled near). */
export const Overview: Story = {
  play: shows(async (canvas) => {
    (await canvas.findByRole('table', { name: 'Recent Sellers' })).scrollIntoView();
    // Below the two lists of lead cards, which load when scrolled near: on a phone they take a moment.
    return canvas.findByRole('table', { name: 'Real-estate Submissions' }, { timeout: 5000 });
  }),
};

/** The leads with their status to change in place, and one quote request's notes opened: each dated with its author, and the form to add one. */
export const LeadNotes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('table', { name: 'Recent Sellers' })).scrollIntoView();
    const quotes = await canvas.findByRole('list', { name: 'Quote Requests' });
    await userEvent.click(within(quotes).getByRole('button', { name: 'Notes (2): Suresh Gowda' }));
    const notes = await within(quotes).findByRole('list', { name: 'Notes on Suresh Gowda' });
    notes.scrollIntoView({ block: 'center' });
    await expect(within(quotes).getByRole('combobox', { name: 'Status of Suresh Gowda' })).toHaveValue('quoted');
  },
};

/** Every order with its filters, buyer names, partner, total and status; paging below. */
export const Orders: Story = { args: { initialTab: 'orders' }, play: shows((canvas) => canvas.findByRole('region', { name: 'Matching orders' })) };

/** No order matches the filters. */
export const OrdersEmpty: Story = {
  args: { initialTab: 'orders' },
  beforeEach: asAdminWith({ ...DEMO_ADMIN_DATA, orders: [] }),
  play: shows((canvas) => canvas.findByRole('heading', { name: 'No orders match these filters' })),
};

/** One order opened from the list: buyer, seller, address, items, charges with GST, status history. */
export const OrderPage: Story = {
  args: { initialTab: 'orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open order #119' }));
    await expect(await canvas.findByRole('region', { name: 'Status history' })).toBeInTheDocument();
  },
};

export const Users: Story = { args: { initialTab: 'users' }, play: shows((canvas) => canvas.findByRole('table', { name: 'Users' })) };

/** The sellers waiting for approval above the table, which shows every seller's review. */
export const Sellers: Story = {
  args: { initialTab: 'sellers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Sellers' })).toBeInTheDocument();
    await expect(await canvas.findByRole('article', { name: 'Chennai Build Mart' })).toBeInTheDocument();
  },
};

/** No seller is waiting for approval. */
export const SellersNonePending: Story = {
  args: { initialTab: 'sellers' },
  beforeEach: asAdminWith({
    ...DEMO_ADMIN_DATA,
    sellers: DEMO_ADMIN_DATA.sellers?.map((seller) => ({ ...seller, status: 'approved' as const, status_reason: null })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No sellers are waiting for approval.')).toBeInTheDocument();
    await expect(await canvas.findByRole('table', { name: 'Sellers' })).toBeInTheDocument();
  },
};

/** Reject on a pending seller, then Reject seller with no reason: the reason is required. */
export const RejectSellerDialog: Story = {
  args: { initialTab: 'sellers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Chamundi Cement Depot' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject Chamundi Cement Depot' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Reject Chamundi Cement Depot?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject seller' }));
    await expect(dialog.getByText('Please give the reason for the rejection')).toBeVisible();
  },
};

export const Products: Story = { args: { initialTab: 'products' }, play: shows((canvas) => canvas.findByRole('table', { name: 'Default products' })) };

/** The add dialog after Create Product with nothing filled in: the spec's three messages. */
export const ProductDialogInvalid: Story = {
  args: { initialTab: 'products' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Product' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add New Default Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await expect(within(dialog).getByText('Product name is required')).toBeVisible();
  },
};

export const Blog: Story = { args: { initialTab: 'blog' }, play: shows((canvas) => canvas.findByRole('link', { name: 'Create Blog Post' })) };

export const Affiliates: Story = {
  args: { initialTab: 'affiliates' },
  play: shows((canvas) => canvas.findByRole('button', { name: 'Edit Jaquar Bath Fittings' })),
};

/** No affiliates yet. */
export const AffiliatesEmpty: Story = {
  args: { initialTab: 'affiliates' },
  beforeEach: asAdminWith(DEMO_ADMIN_DATA),
  play: shows((canvas) => canvas.findByText('No affiliates yet.')),
};

/** What partner sites' widgets brought, per partner id, with Export CSV. */
export const Partners: Story = {
  args: { initialTab: 'partners' },
  play: shows((canvas) => canvas.findByRole('heading', { name: 'chennai-builders-blog' })),
};

/** No partner has brought anything yet: how partners get here. */
export const PartnersEmpty: Story = {
  args: { initialTab: 'partners' },
  beforeEach: asAdminWith({ ...DEMO_ADMIN_DATA, partners: [] }),
  play: shows((canvas) => canvas.findByText('No partner has brought a lead, sign-up or order yet')),
};

/** Each category's HSN code and GST rate for the tax invoices; a subcategory says what it takes from its parent. */
export const TaxRates: Story = {
  args: { initialTab: 'tax-rates' },
  play: shows((canvas) => canvas.findByText('From Cement: HSN 2523, 18%')),
};

/** Product photos: find a catalogue product, then add, order and remove its photos. */
export const Photos: Story = {
  args: { initialTab: 'photos' },
  play: shows((canvas) => canvas.findByRole('textbox', { name: 'Product name or SKU' })),
};

/** The lists could not be loaded: Retry. */
export const LoadFailed: Story = {
  beforeEach: asAdminWith(DEMO_ADMIN_DATA, { failing: ['/admin/dashboard'] }),
  play: shows((canvas) => canvas.findByText('Could not load the dashboard.')),
};

/** Not signed in as an admin. */
export const SignedOut: Story = {
  beforeEach: asVisitor(),
  play: shows((canvas) => canvas.findByRole('heading', { name: 'Please sign in as an admin' })),
};
