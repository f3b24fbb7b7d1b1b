import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { ProductDetail } from './ProductDetail.tsx';
import { FAKE_LISTINGS_WITH_DELIVERY, installFakeApi } from '../testing/fakeApi.ts';
import type { Listing } from '@nirmaan/core';

const meta = {
  title: 'Widgets/Catalogue/Product Detail',
  component: ProductDetail,
  argTypes: { productId: { control: 'number' } },
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-product-offers',
      `The product page: breadcrumb, photo, details and specifications, then the product's suppliers. The suppliers part is the \`<nirmaan-product-offers>\` element a partner embeds: the suppliers that deliver to the buyer (or to the visitor's pincode or city) with their unit price, delivery charge and landed price, sortable; those beyond their delivery radius behind a control; a quantity; and, for the supplier picked, the total, **Add to Cart** and **Get Quote** to that supplier.

**Use it** as a product's page, or (the element) beside a partner's article about the product. **Do not use it** for a list of products (Product Search) or to compare several materials' prices at once (a request for quotation).

**States** (the stories): UnitPrices (a visitor without a location; a seller without details; Limited Stock), LandedPrices (a buyer with a location, sortable), SuppliersFurtherAway and SuppliersFurtherAwayShown (they cannot be chosen, and say why), SupplierPicked, MoreThanInStock, QuoteToSupplier, LoginNeeded (a visitor's Add to Cart), NoSuppliers, NotFound and Dark. While loading, spinners (Loading product, Loading suppliers).

**Props**: \`productId\` (a number; the element's \`product-id\`); the element's \`partner-id\` is stored with its quotes and orders.

**Accessibility**: the page is an article named by the product's title, the suppliers a section named by its heading; the suppliers are a radio group (its legend visually hidden: "Choose a supplier") that is \`aria-busy\` while they reload; the quantity and the sort order are labelled fields; the further-away control is a button with \`aria-expanded\`; Get Quote opens a modal dialog.`,
    ),
  },
  args: { productId: 1 },
  beforeEach: () => installFakeApi({ delay: 100 }),
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One supplier near the buyer, one 216 km away beyond its 80 km radius. */
const LISTINGS_WITH_ONE_BEYOND_REACH: Listing[] = [
  ...FAKE_LISTINGS_WITH_DELIVERY.slice(0, 1),
  {
    ...(FAKE_LISTINGS_WITH_DELIVERY[1] as Listing),
    delivery: { distance_km: 216.2, delivery_charge: 5655, landed_total: 6045, delivery_radius_km: 80, within_reach: false },
  },
];

/** A visitor without a location: unit prices, fallbacks for a seller without details, Limited Stock. */
export const UnitPrices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unknown Seller')).toBeVisible();
    await expect(canvas.getByText('Address not available')).toBeVisible();
    await expect(canvas.getByText('Limited Stock')).toBeVisible();
  },
};

/** A buyer with a stored location: delivery charge and landed price per supplier, sortable. */
export const LandedPrices: Story = {
  beforeEach: () => installFakeApi({ listings: FAKE_LISTINGS_WITH_DELIVERY }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Sort suppliers by' })).toBeVisible();
  },
};

/** Suppliers whose delivery radius does not reach the buyer: hidden behind a control that says how far the nearest is and what its delivery costs. */
export const SuppliersFurtherAway: Story = {
  beforeEach: () => installFakeApi({ listings: LISTINGS_WITH_ONE_BEYOND_REACH }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Show 1 supplier further away (nearest 216.2 km, delivery ₹5,655)' })).toBeVisible();
  },
};

/** The suppliers further away, shown: they cannot be chosen, and say why. */
export const SuppliersFurtherAwayShown: Story = {
  beforeEach: () => installFakeApi({ listings: LISTINGS_WITH_ONE_BEYOND_REACH }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Show 1 supplier further away/ }));
    await expect(canvas.getByRole('radio', { name: /Chamundi Cement Depot/ })).toBeDisabled();
  },
};

/** A supplier picked at the typical 50 bags: the total, Add to Cart and Get Quote. */
export const SupplierPicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Sri Balaji Traders/ }));
    await expect(await canvas.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Get Quote' })).toBeVisible();
  },
};

/** A supplier with fewer than the 50 bags asked for: it says how many it has, and the cart waits for a quantity it can fill. */
export const MoreThanInStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Chamundi Cement Depot/ }));
    await expect(await canvas.findByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  },
};

/** Get Quote on a picked supplier: the quote form names that supplier and starts from the product's material, quantity and unit. */
export const QuoteToSupplier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Chamundi Cement Depot/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Get Quote' }));
    await expect(await canvas.findByText('Your request goes to Chamundi Cement Depot; they will reply with their best price.')).toBeVisible();
  },
};

/** A visitor presses Add to Cart. */
export const LoginNeeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Sri Balaji Traders/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please login to add items to cart');
  },
};

/** Nobody offers the product. */
export const NoSuppliers: Story = {
  args: { productId: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No suppliers available for this product at the moment.')).toBeVisible();
  },
};

/** An unknown product id. */
export const NotFound: Story = {
  args: { productId: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Product not found' })).toBeVisible();
  },
};

/** The dark theme, for contrast. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: () => installFakeApi({ listings: FAKE_LISTINGS_WITH_DELIVERY }),
};
