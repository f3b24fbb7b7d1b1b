import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PincodeCheck } from './PincodeCheck.tsx';
import { installFakeApi } from '../testing/fakeApi.ts';

const meta = {
  title: 'Widgets/Catalogue/Pincode Check',
  component: PincodeCheck,
  parameters: { layout: 'padded' },
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
