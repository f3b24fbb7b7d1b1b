import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, within } from 'storybook/test';
import { asBuyerWith } from '../testing/asBuyer.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { Cart } from './Cart.tsx';

const meta = {
  title: 'Widgets/Cart/Cart',
  component: Cart,
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-cart',
      `The signed-in buyer's cart (Shopping Cart): each item with its seller, unit price, a quantity stepper, the line total and Remove; Clear cart and Continue shopping; the summary (subtotal, delivery from each seller, taxes, total) and Proceed to Checkout. Below it, **Ask for a better price** sends the cart's products as a request for quotation to the suppliers serving the site.

**Use it** as the cart page, or on a partner page where a buyer reviews what the widgets added. **Do not use it** as a count in a header: \`<nirmaan-cart-button>\` is the link with the item-count badge.

**States** (the stories): WithItems, NoLocation (delivery estimated at the base charge, with a link to set the delivery location), Empty ("Your cart is empty" and a link to the products), Visitor (the sign-in prompt in the widget's box; also after a 401) and Dark. An item no longer available is badged and checkout waits until it is removed; a failed change says so and reloads the cart.

**Props**: none; the cart is the signed-in buyer's, from the core store every widget shares (an add anywhere on the page shows here).

**Accessibility**: the cart is a section named by its heading; the items are a list; each stepper's buttons and box are named with the product ("Decrease quantity of …", "Quantity of …"), Enter or leaving the box commits a typed quantity (kept between 1 and the stock); Remove is named with the product; the section is \`aria-busy\` while a change is saved; errors are alerts.`,
    ),
  },
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
