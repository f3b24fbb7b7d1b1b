import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asBuyerWith } from '../testing/asBuyer.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { Cart } from './Cart.tsx';

const meta = {
  title: 'Widgets/Cart/Cart',
  component: Cart,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  beforeEach: asBuyerWith({
    cartItems: [
      [11, 10],
      [12, 4],
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  },
};

export const NoLocation: Story = { beforeEach: asBuyerWith({ cartItems: [[11, 2]], hasLocation: false }) };

export const Empty: Story = {
  beforeEach: asBuyerWith({}),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  },
};

export const Visitor: Story = { beforeEach: () => installFakeApi() };

export const Dark: Story = { globals: { theme: 'dark' }, beforeEach: asBuyerWith({ cartItems: [[11, 3]] }) };
