import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NO_SMS_SITE, onSite, PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { SignUp } from './SignUp.tsx';
import { createFakeAccountApi } from './testing/fakeAccountApi.ts';

const meta = {
  title: 'Widgets/Sign Up',
  component: SignUp,
  parameters: { layout: 'padded' },
  args: { api: createFakeAccountApi({ delay: 300 }) },
  beforeEach: onSite(PRODUCTION_SITE),
} satisfies Meta<typeof SignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /register as a visitor first sees it: buyer, with password. */
export const Buyer: Story = {};

/** Create Account pressed with nothing filled in: the spec's messages. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByText('Full name is required')).toBeVisible();
    await expect(canvas.getByText('Please confirm your password')).toBeVisible();
  },
};

/** The phone-verification sign-up after the code was sent. */
export const PhoneVerification: Story = {
  args: { variant: 'buyer-phone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Full name/), 'Anitha Raj');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'anitha@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone number/ }), '9123456782');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(await canvas.findByRole('button', { name: 'Back to form' })).toBeVisible();
  },
};

/** /seller/register. */
export const Seller: Story = { args: { variant: 'seller' } };

/** The seller form with the spec's messages. */
export const SellerValidationErrors: Story = {
  args: { variant: 'seller' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Seller Account' }));
    await expect(canvas.getByText('Business name is required')).toBeVisible();
  },
};

/** The buyer form in the dark theme. */
export const BuyerDark: Story = { globals: { theme: 'dark' } };

/** A site without an SMS provider: the phone-verification tab says so and leads to the password form. */
export const PhoneVerificationUnavailable: Story = {
  beforeEach: onSite(NO_SMS_SITE),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Verify phone with OTP' }));
    await expect(canvas.getByRole('button', { name: 'Sign up with a password' })).toBeVisible();
  },
};
