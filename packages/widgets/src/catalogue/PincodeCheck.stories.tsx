import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { PincodeCheck } from './PincodeCheck.tsx';
import { installFakeApi } from '../testing/fakeApi.ts';

const meta = {
  title: 'Widgets/Catalogue/Pincode Check',
  component: PincodeCheck,
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-pincode-check',
      `The pincode box with Set: says whether Nirmaan delivers to a pincode (and the city and area when it does). It keeps digits only, at most 6; it checks on Set and when the box loses focus; a valid pincode is remembered for the visit even when the check fails.

**Use it** where a buyer decides whether to buy: a product page, the cart, the site header (\`compact\`: the label read by screen readers only). **Do not use it** to collect a delivery address: checkout's address form does that.

**States** (the stories): empty, deliverable, not deliverable, an invalid pincode, a check that failed, and the compact header form.

**Props**: \`compact\` (the header form), \`onChecked\` (called with each answer: pincode, serviceable, message, city, area).

**Accessibility**: the box has a label (visible unless compact); the answer is a status message (\`role="status"\`) tied to the box, so a screen reader says it without moving focus.`,
    ),
  },
  argTypes: { onChecked: { control: false }, className: { table: { disable: true } } },
  beforeEach: () => installFakeApi({ delay: 100 }),
} satisfies Meta<typeof PincodeCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

async function setPincode(canvasElement: HTMLElement, pincode: string) {
  const canvas = within(canvasElement);
  const field = canvas.getByRole('textbox', { name: 'Pincode' });
  await userEvent.clear(field);
  await userEvent.type(field, pincode);
  await userEvent.click(canvas.getByRole('button', { name: 'Set pincode' }));
  return canvas;
}

export const Empty: Story = {};

export const Serviceable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setPincode(canvasElement, '560001');
    await expect(await canvas.findByText('Delivery available in MG Road, Bangalore')).toBeVisible();
  },
};

export const NotServiceable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setPincode(canvasElement, '110001');
    await expect(await canvas.findByText('Sorry, we do not deliver to 110001 yet')).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await setPincode(canvasElement, '56a00');
    await expect(canvas.getByText('Enter a valid 6-digit pincode')).toBeVisible();
  },
};

export const CheckFailed: Story = {
  beforeEach: () => installFakeApi({ failing: ['/pincodes/'] }),
  play: async ({ canvasElement }) => {
    const canvas = await setPincode(canvasElement, '600001');
    await expect(await canvas.findByText('Could not validate pincode')).toBeVisible();
  },
};

export const Compact: Story = { args: { compact: true } };
