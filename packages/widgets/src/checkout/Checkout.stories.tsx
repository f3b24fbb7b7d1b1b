import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { asBuyerWith, DEMO_ADDRESSES } from '../testing/asBuyer.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { Checkout } from './Checkout.tsx';

const meta = {
  title: 'Widgets/Cart/Checkout',
  component: Checkout,
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-checkout',
      `Checkout: the shipping address (the buyer's addresses as a choice, or a new one), the items, the summary with each seller's delivery charge, the business details for a GST invoice, and Place Order, which places one order per seller.

**Use it** after the cart, on Nirmaan or on a partner page (the orders keep the partner's id). **Do not use it** to show an order once placed: My Orders and Order Detail do.

**States** (the stories): WithAddresses (the default address chosen), SupplierBeyondReach (a supplier does not deliver to the chosen site: said before Place Order, which waits), NoAddressYet, AddressNotServed (a pincode Nirmaan does not deliver to), AddNewAddress (the form over checkout: India only, the state from the pincode), Visitor (the sign-in prompt), EmptyCart and NoLocation (on a partner page, a link to the cart or to set the location; Nirmaan's own site redirects instead).

**Props**: \`onPlaced\` (called with \`{ orderIds }\`; the element's \`nirmaan-order-placed\` event); the element's \`partner-id\` is stored with the orders.

**Accessibility**: the addresses are a radio group with a (visually hidden) legend, and an address error is an alert tied to the group; each part is a section named by its heading; the new-address form is a modal dialog that keeps focus inside and gives it back; Place Order says when it is busy.`,
    ),
  },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resolves after `count` frames have been drawn. */
const nextFrames = (count: number): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => (count <= 1 ? resolve() : void nextFrames(count - 1).then(resolve))));

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
    // Checkout settled first (the delivery charge from the buyer's location priced): nothing behind the dialog changes later.
    await expect(await canvas.findByText(/Delivery from Sri Balaji Traders/)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a new address' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add New Address' }));
    const postalCode = dialog.getByRole('textbox', { name: /Postal code/ });
    await userEvent.type(postalCode, '560035');
    await expect(dialog.getByRole('textbox', { name: /State/ })).toHaveValue('Karnataka');
    // The dialog scrolled the field into view while typing, by an amount that depends on when the
    // parts above it settled and on the dialog's height then (a full story run found it 56 px off
    // where a short run put it): after the frames that may still scroll it, put the field 200 px
    // below the dialog's top, the same in every run (the visual baseline).
    await nextFrames(2);
    const box = postalCode.closest('dialog') as HTMLDialogElement;
    box.scrollTop += postalCode.getBoundingClientRect().top - box.getBoundingClientRect().top - 200;
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
