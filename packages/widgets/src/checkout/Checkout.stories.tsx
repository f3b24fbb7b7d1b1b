import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asBuyerWith, DEMO_ADDRESSES } from '../testing/asBuyer.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
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

/** The chosen site is beyond one supplier's delivery radius: checkout says so before Place Order, which waits. */
export const SupplierBeyondReach: Story = {
  beforeEach: asBuyerWith({
    cartItems: [
      [11, 20],
      [12, 5],
    ],
    addresses: [
      ...DEMO_ADDRESSES.map((address) => ({ ...address, is_default: false })),
      { address_line1: 'Survey 41, Hosur Road', city: 'Bangalore', state: 'Karnataka', postal_code: '562107', country: 'India' },
      { address_line1: 'Quarry Road, Attibele', city: 'Bangalore', state: 'Karnataka', postal_code: '562107', country: 'India', is_default: true },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/this address is 86 km away/);
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  },
};

export const NoAddressYet: Story = { beforeEach: asBuyerWith({ cartItems: [[11, 2]] }) };

/** The chosen address is at a pincode Nirmaan does not deliver to: the header's words, and Place Order waits. */
export const AddressNotServed: Story = {
  beforeEach: asBuyerWith({
    cartItems: [[11, 20]],
    addresses: [{ address_line1: 'Connaught Place', city: 'New Delhi', state: 'Delhi', postal_code: '110001', country: 'India', is_default: true }],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sorry, we do not deliver to 110001 yet')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  },
};

/** "Add a new address" opens the form over checkout: India only, the state filled in from the pincode, the site's details. */
export const AddNewAddress: Story = {
  beforeEach: asBuyerWith({ cartItems: [[11, 20]] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a new address' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add New Address' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Postal code/ }), '560035');
    await expect(dialog.getByRole('textbox', { name: /State/ })).toHaveValue('Karnataka');
  },
};

/** A visitor, or a buyer whose session ended (a 401), on a partner page: the sign-in prompt in the widget's box. */
export const Visitor: Story = {
  beforeEach: () => installFakeApi({ cartItems: [[11, 2]] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

/** An empty cart on a partner page: said in the box, with a link (Nirmaan's own site redirects to /cart). */
export const EmptyCart: Story = {
  beforeEach: asBuyerWith({}),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Browse Products' })).toBeVisible();
  },
};

/** No stored coordinates on a partner page: a link to set them (Nirmaan's own site redirects to /location-setup). */
export const NoLocation: Story = {
  beforeEach: asBuyerWith({ cartItems: [[11, 2]], hasLocation: false }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Set Location' })).toBeVisible();
  },
};
