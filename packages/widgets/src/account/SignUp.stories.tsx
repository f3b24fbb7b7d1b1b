import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { NO_SMS_SITE, onSite, PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { SignUp } from './SignUp.tsx';
import { createFakeAccountApi } from './testing/fakeAccountApi.ts';

const meta = {
  title: 'Widgets/Sign Up',
  component: SignUp,
  argTypes: {
    variant: { control: 'select', options: ['full', 'seller', 'buyer-simple', 'buyer-phone'] },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
    onSignedUp: { control: false },
    api: { table: { disable: true } },
  },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`Create an account (/register, /seller/register): a buyer with a password or by verifying the phone with an OTP, or a seller with the business's details; "Already have an account? Sign in" below.

**Use it** on Nirmaan's sign-up pages. **Do not use it** on a partner page for a buyer mid-task: the widgets' sign-in prompt and the request dialogs open an account by phone code without leaving the page.

**States** (the stories): Buyer (the default), ValidationErrors (the spec's messages), PhoneVerification (the code sent), Seller, SellerValidationErrors, and the buyer form in the dark theme.

**Props**: \`variant\`: full (Buyer/Seller choice, and for a buyer With password or Verify phone with OTP; the default), seller, buyer-simple (the password form only) or buyer-phone (the OTP sign-up only); \`headingLevel\` 1 | 2; \`onSignedUp\` (called with the new account's role); \`api\` (stories and tests pass a fake).

**Accessibility**: "Sign up as" is a radio group drawn as a segmented control (arrow keys switch); the buyer's two methods are tabs (WAI-ARIA tabs pattern); every field is labelled with its message tied to it, and a failed submit moves the focus to the first field with a message.`),
  },
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
