import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asBuyerWith, DEMO_ADDRESSES } from '../testing/asBuyer.ts';
import { Checkout } from './Checkout.tsx';

const meta = {
  title: 'Widgets/Cart/Checkout',
  component: Checkout,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAddresses: Story = {
  beforeEach: asBuyerWith({
    cartItems: [
      [11, 20],
      [12, 5],
    ],
    addresses: DEMO_ADDRESSES,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Whitefield/ })).toBeChecked();
  },
};

export const NoAddressYet: Story = { beforeEach: asBuyerWith({ cartItems: [[11, 2]] }) };
