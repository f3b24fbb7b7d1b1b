import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { RFQ_MESSAGES } from '@nirmaan/core';
import { expect, userEvent, within } from 'storybook/test';
import { asSellerWith, DEMO_SELLER_DATA } from '../testing/asSeller.ts';
import { SELLER_DASHBOARD_TABS, SellerDashboard } from './SellerDashboard.tsx';

const meta = {
  title: 'Widgets/Seller/Seller Dashboard',
  component: SellerDashboard,
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-seller-dashboard',
      `The seller's dashboard: tabs Profile, My Listings, Orders, Quote requests and CRM, for a signed-in seller only; anyone else is asked to sign in as a seller.

**Use it** as the seller's home, on Nirmaan or on a partner's seller portal. **Do not use it** for buyers or admins: they have My Account and the Admin Dashboard.

**States** (the stories): the profile (pending approval, no depot, no GST registration, rejected), listings (with photos, a withdrawn product), orders, quote requests and an offer, the CRM, empty and failing lists, and a visitor's sign-in prompt.

**Props**: \`tab\` with \`onTabChange\` (the page owns the tab, e.g. in its address), or \`initialTab\` (the dashboard switches tabs by itself; Orders when omitted; the element's \`tab\` attribute).

**Accessibility**: the tabs follow the WAI-ARIA tabs pattern: Tab reaches the selected tab, the arrow keys (wrapping), Home and End move between tabs, and the panel is labelled by its tab.`,
      (args) => ({ tab: args['tab'] ?? args['initialTab'] }),
    ),
  },
  argTypes: {
    tab: { control: 'select', options: SELLER_DASHBOARD_TABS },
    initialTab: { control: 'select', options: SELLER_DASHBOARD_TABS },
    onTabChange: { control: false },
  },
} satisfies Meta<typeof SellerDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a story's loaded state, so the a11y sweep checks it rather than the spinner. */
function shows(find: (canvas: ReturnType<typeof within>) => Promise<HTMLElement>): Story['play'] {
  return async ({ canvasElement }) => {
    await expect(await find(within(canvasElement))).toBeInTheDocument();
  };
}

export const Profile: Story = {
  args: { initialTab: 'profile' },
  beforeEach: asSellerWith(DEMO_SELLER_DATA),
  play: shows((canvas) => canvas.findByRole('button', { name: 'Update Profile' })),
};

/** A new seller an admin has not approved yet: the notice above the tabs. */
export const PendingApproval: Story = {
  args: { initialTab: 'profile' },
  beforeEach: asSellerWith({ ...DEMO_SELLER_DATA, status: 'pending' }),
  play: shows((canvas) => canvas.findByText(/Your account is waiting for approval/)),
};

/** A new seller that has not said where it delivers from: the notice above the tabs, the depot form under the profile. */
export const NoDepot: Story = {
  args: { initialTab: 'profile' },
  beforeEach: asSellerWith({ ...DEMO_SELLER_DATA, status: 'pending', noDepot: true }),
  play: shows((canvas) => canvas.findByText('Where do you deliver from?')),
};

/** A seller without a GSTIN: under Profile, the GST registration form says its orders get no invoice yet. */
export const NoGstRegistration: Story = {
  args: { initialTab: 'profile' },
  beforeEach: asSellerWith({ ...DEMO_SELLER_DATA, noGst: true }),
  play: shows((canvas) => canvas.findByText('Not registered yet: your orders get no tax invoice.')),
};

/** A seller an admin rejected: the notice with the admin's reason. */
export const Rejected: Story = {
  args: { initialTab: 'profile' },
  beforeEach: asSellerWith({
    ...DEMO_SELLER_DATA,
    status: 'rejected',
    statusReason: 'The GST certificate is for another business. Please upload your own and write to sellers@nirmaan.test.',
  }),
  play: shows((canvas) => canvas.findByText('Your account was not approved')),
};

export const Listings: Story = {
  args: { initialTab: 'listings' },
  beforeEach: asSellerWith(DEMO_SELLER_DATA),
  play: shows((canvas) => canvas.findByRole('table', { name: 'Your product listings' })),
};

/** A listed product Nirmaan has withdrawn from the catalogue: Withdrawn, and why buyers no longer see the listing. */
export const ListingOfWithdrawnProduct: Story = {
  args: { initialTab: 'listings' },
  beforeEach: asSellerWith({
    ...DEMO_SELLER_DATA,
    listings: (DEMO_SELLER_DATA.listings ?? []).map((listing, index) =>
      index === 1 ? { ...listing, product: { ...listing.product, is_active: false } } : listing,
    ),
  }),
  play: shows((canvas) => canvas.findByText('Withdrawn')),
};

/** Add Listing from one of the admins' default products: its reference rate fills in the price. */
export const AddListingFromDefaultProduct: Story = {
  args: { initialTab: 'listings' },
  beforeEach: asSellerWith(DEMO_SELLER_DATA),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Listing' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add Listing' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'From a default product' }));
    await userEvent.selectOptions(
      await dialog.findByRole('combobox', { name: /Default product/ }),
      'OPC 53 Grade Cement (50 kg) — per Bag, reference rate ₹420',
    );
    await expect(dialog.getByRole('spinbutton', { name: /Price/ })).toHaveValue(420);
  },
};

/** Photos of a listed product: the seller adds photos buyers then see; none yet here. */
export const ListingPhotos: Story = {
  args: { initialTab: 'listings' },
  beforeEach: asSellerWith(DEMO_SELLER_DATA),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [photos] = await canvas.findAllByRole('button', { name: /^Photos of / });
    await userEvent.click(photos!);
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: /^Photos of / }));
    await expect(await dialog.findByText(/has no photo yet\.$/)).toBeInTheDocument();
  },
};

export const Orders: Story = {
  args: { initialTab: 'orders' },
  beforeEach: asSellerWith(DEMO_SELLER_DATA),
  play: shows((canvas) => canvas.findByRole('button', { name: /Mark as Processing/ })),
};

/** Requests for quotation sent to the seller: one to price, one with an offer sent, one the buyer cancelled (issue 31). */
export const QuoteRequests: Story = {
  args: { initialTab: 'rfqs' },
  beforeEach: asSellerWith(DEMO_SELLER_DATA),
  play: shows((canvas) => canvas.findByRole('button', { name: 'Make offer' })),
};

/**
 * The offer form: a price per item (blank: cannot supply) and the listing that supplies it
 * ("Supplied as", preselected with the listing of the item's product), the delivery charge and
 * dates, terms; the sand priced without a listing is named.
 */
export const QuoteRequestOffer: Story = {
  args: { initialTab: 'rfqs' },
  beforeEach: asSellerWith(DEMO_SELLER_DATA),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make offer' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Make an offer' }));
    await dialog.findAllByRole('option', { name: 'UltraTech OPC 53 Grade Cement (₹400/Bag)' });
    await userEvent.type(dialog.getByRole('textbox', { name: /River sand: 3 Tons/ }), '1800');
    await userEvent.click(dialog.getByRole('button', { name: 'Send offer' }));
    await expect(await dialog.findByText(RFQ_MESSAGES.listingNeeded('River sand'))).toBeInTheDocument();
  },
};

export const EmptyQuoteRequests: Story = {
  args: { initialTab: 'rfqs' },
  beforeEach: asSellerWith({}),
  play: shows((canvas) => canvas.findByRole('heading', { name: 'No quote requests yet' })),
};

export const Crm: Story = {
  args: { initialTab: 'crm' },
  beforeEach: asSellerWith(DEMO_SELLER_DATA),
  play: shows((canvas) => canvas.findByRole('list', { name: 'CRM stats' })),
};

/** Delete on a CRM card asks first: 'Delete this contact?' with the contact's name. */
export const CrmDeleteQuestion: Story = {
  args: { initialTab: 'crm' },
  beforeEach: asSellerWith(DEMO_SELLER_DATA),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Anand Builders' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Delete this contact?' })).toHaveAccessibleDescription('Anand Builders');
  },
};

export const Empty: Story = {
  args: { initialTab: 'listings' },
  beforeEach: asSellerWith({}),
  play: shows((canvas) => canvas.findByRole('heading', { name: 'No listings yet' })),
};

export const EmptyOrders: Story = {
  args: { initialTab: 'orders' },
  beforeEach: asSellerWith({}),
  play: shows((canvas) => canvas.findByRole('heading', { name: 'No orders yet' })),
};

export const LoadFailed: Story = {
  args: { initialTab: 'listings' },
  beforeEach: asSellerWith({}, { failing: ['/sellers/me/listings'] }),
  play: shows((canvas) => canvas.findByRole('button', { name: 'Retry' })),
};

export const Visitor: Story = {};

export const ListingsDark: Story = { ...Listings, globals: { theme: 'dark' } };

export const OrdersDark: Story = { ...Orders, globals: { theme: 'dark' } };

export const CrmDark: Story = { ...Crm, globals: { theme: 'dark' } };
