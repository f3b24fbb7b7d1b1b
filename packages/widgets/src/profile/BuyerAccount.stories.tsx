import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asBuyerWith, DEMO_ADDRESSES } from '../testing/asBuyer.ts';
import { BuyerAccount } from './BuyerAccount.tsx';

const meta = {
  title: 'Widgets/Account/My Account',
  component: BuyerAccount,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BuyerAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = { beforeEach: asBuyerWith({}) };

/** Edit Profile (issue 28): the name and e-mail; the phone, the account's sign-in, stays. */
export const EditProfile: Story = {
  beforeEach: asBuyerWith({}),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Profile' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Edit Profile' }));
    await expect(dialog.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ravi Kumar');
  },
};

/** Change Password after Change Password with nothing typed: what each box needs. */
export const ChangePasswordInvalid: Story = {
  beforeEach: asBuyerWith({}),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change Password' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Change Password' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));
    await expect(dialog.getByText('Enter your current password')).toBeVisible();
  },
};

export const NoLocation: Story = { beforeEach: asBuyerWith({ hasLocation: false }) };

export const Addresses: Story = { args: { tab: 'addresses' }, beforeEach: asBuyerWith({ addresses: DEMO_ADDRESSES }) };

export const NoAddresses: Story = { args: { tab: 'addresses' }, beforeEach: asBuyerWith({}) };

export const Visitor: Story = {};
