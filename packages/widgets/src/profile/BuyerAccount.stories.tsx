import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { asBuyerWith, DEMO_ADDRESSES } from '../testing/asBuyer.ts';
import { BuyerAccount } from './BuyerAccount.tsx';

const meta = {
  title: 'Widgets/Account/My Account',
  component: BuyerAccount,
  argTypes: { tab: { control: 'select', options: ['profile', 'orders', 'addresses', 'alerts'] }, onTabChange: { control: false } },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`My Account (/profile): the signed-in buyer's tabs Profile (name, e-mail and phone; Edit Profile, Change Password, the delivery location), Orders, Addresses (add, edit, remove, the default) and Price Alerts (the alerts watching a material's price, and those reached).

**Use it** as the buyer's account page. **Do not use it** for sellers or admins (their dashboards).

**States** (the stories): Profile, EditProfile (the phone, the account's sign-in, stays), ChangePasswordInvalid, NoLocation, Addresses, NoAddresses, PriceAlerts and NoPriceAlerts; signed out, the sign-in prompt.

**Props**: \`tab\` (profile, orders, addresses or alerts; Profile by default) with \`onTabChange\` (the host app keeps it in the address, e.g. /profile/addresses).

**Accessibility**: the tabs follow the WAI-ARIA tabs pattern (arrow keys, Home and End; the panel labelled by its tab); forms' fields are labelled with their messages tied to them; the editors and confirmations are modal dialogs that give focus back.`),
  },
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

/** The Price Alerts tab: a notification told, one alert watching, one reached. */
export const PriceAlerts: Story = {
  args: { tab: 'alerts' },
  beforeEach: asBuyerWith({
    priceAlerts: {
      alerts: [
        {
          id: 7,
          product: { id: 1, name: 'UltraTech OPC 53 Grade Cement – 50 kg Bag', unit: 'Bag' },
          city: 'Bangalore',
          target_price: 400,
          created_at: '2026-11-20T09:00:00Z',
          fired_at: null,
          fired_price: null,
        },
        {
          id: 8,
          product: { id: 4, name: 'JSW Neosteel Fe 550D TMT Bar 12 mm', unit: 'Kg' },
          city: 'Chennai',
          target_price: 70,
          created_at: '2026-11-21T09:00:00Z',
          fired_at: '2026-11-27T06:00:00Z',
          fired_price: 68.5,
        },
      ],
      notifications: [
        {
          id: 3,
          text: 'JSW Neosteel Fe 550D TMT Bar 12 mm is now ₹68.50 per Kg in Chennai, at or below your target of ₹70.',
          link: '/products/4',
          created_at: '2026-11-27T06:00:00Z',
          read_at: null,
        },
      ],
    },
  }),
};

/** The Price Alerts tab before any alert. */
export const NoPriceAlerts: Story = { args: { tab: 'alerts' }, beforeEach: asBuyerWith({}) };

export const Visitor: Story = {};
