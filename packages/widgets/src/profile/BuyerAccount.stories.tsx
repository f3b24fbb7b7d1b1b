import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const NoLocation: Story = { beforeEach: asBuyerWith({ hasLocation: false }) };

export const Addresses: Story = { args: { tab: 'addresses' }, beforeEach: asBuyerWith({ addresses: DEMO_ADDRESSES }) };

export const NoAddresses: Story = { args: { tab: 'addresses' }, beforeEach: asBuyerWith({}) };

export const Visitor: Story = {};
