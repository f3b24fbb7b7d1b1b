import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductDetail } from './ProductDetail.tsx';
import { FAKE_LISTINGS_WITH_DELIVERY, installFakeApi } from '../testing/fakeApi.ts';

const meta = {
  title: 'Widgets/Catalogue/Product Detail',
  component: ProductDetail,
  parameters: { layout: 'padded' },
  args: { productId: 1 },
  beforeEach: () => installFakeApi({ delay: 100 }),
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

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

/** A supplier picked: quantity, total, Add to Cart and Get Quote. */
export const SupplierPicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Chamundi Cement Depot/ }));
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Quote' })).toBeVisible();
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
