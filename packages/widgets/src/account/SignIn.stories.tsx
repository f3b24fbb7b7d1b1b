import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_SITE, NO_SMS_SITE, onSite, PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { SignIn, type SignInVariant } from './SignIn.tsx';
import { createFakeAccountApi, FAKE_ACCOUNTS, WRONG_OTP } from './testing/fakeAccountApi.ts';

const meta = {
  title: 'Widgets/Sign In',
  component: SignIn,
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-sign-in',
      `The sign-in form: password or a one-time code by SMS for buyers, password for sellers. After signing in a buyer goes back to \`returnTo\` (or stays on the page with \`stayOnPage\`, as a partner page wants).

**Use it** wherever a visitor must sign in: the login page, or a partner page before an order or a quote. **Do not use it** for registration (Sign Up) or a forgotten password (Password Reset), which it links to.

**States** (the stories): the buyer, seller and buyer-simple forms, validation errors, a wrong password, the code step and a wrong code, offline, a production server (no demo accounts), and a server that cannot send codes.

**Props**: \`variant\` (full: password and OTP tabs, the default; otp-first; buyer-simple; seller), \`returnTo\`, \`stayOnPage\`, \`showDemoAccounts\` (only what a demo server lists; none in production), \`headingLevel\`, \`onSignedIn\` (called with the role).

**Accessibility**: every box is labelled; a wrong password or code is an error alert (\`role="alert"\`), read out at once; the password and OTP tabs follow the WAI-ARIA tabs pattern (arrow keys, Home, End).`,
    ),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [1, 2] },
    variant: { control: 'inline-radio', options: ['full', 'otp-first', 'buyer-simple', 'seller'] satisfies SignInVariant[] },
    onSignedIn: { control: false },
    api: { table: { disable: true } },
  },
  args: { api: createFakeAccountApi({ delay: 300 }), showDemoAccounts: true },
  // The demo server (GET /site): its accounts in the demo box, codes sent by SMS.
  beforeEach: onSite(DEMO_SITE),
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login as a visitor first sees it: buyer, password tab. */
export const Buyer: Story = {};

/** Sign in pressed with nothing filled in: the spec's phone message. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  },
};

/** A wrong password for the demo buyer. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone number/ }), FAKE_ACCOUNTS.buyer.phone);
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid phone number or password');
  },
};

/** The OTP tab after a code was sent: the code box and the resend countdown. */
export const OtpStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'OTP' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Phone number/ }), FAKE_ACCOUNTS.buyer.phone);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(await canvas.findByRole('textbox', { name: /OTP/ })).toBeVisible();
    await expect(await canvas.findByText(/Resend OTP in \d+s/)).toBeVisible();
  },
};

/** A wrong code in the OTP step. */
export const OtpWrongCode: Story = {
  play: async (context) => {
    await OtpStep.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /OTP/ }), WRONG_OTP);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Sign In' }));
    await expect(await canvas.findByText('Invalid OTP. Please enter the correct 6-digit code.')).toBeVisible();
  },
};

/** The seller side of /login: e-mail and password. */
export const Seller: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Seller' }));
  },
};

/** /seller/login: sellers only, no role selector. */
export const SellerOnly: Story = { args: { variant: 'seller' } };

/** /login-simple: buyer password only. */
export const BuyerSimple: Story = { args: { variant: 'buyer-simple', showDemoAccounts: false } };

/** No network: the spec's network text. */
export const Offline: Story = {
  args: { api: createFakeAccountApi({ offline: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone number/ }), FAKE_ACCOUNTS.buyer.phone);
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), FAKE_ACCOUNTS.buyer.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
  },
};

/** The buyer form in the dark theme. */
export const BuyerDark: Story = { globals: { theme: 'dark' } };

/** A production server: no demo accounts box, even where the page asks for one. */
export const Production: Story = { beforeEach: onSite(PRODUCTION_SITE) };

/** A server without an SMS provider: the OTP tab says sign-in by code is not available and leads to the password tab. */
export const OtpUnavailable: Story = {
  beforeEach: onSite(NO_SMS_SITE),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'OTP' }));
    await expect(await canvas.findByRole('button', { name: 'Sign in with password' })).toBeVisible();
  },
};

/** Sending the code answered 503 (no SMS provider; the site info could not say so first): the server's reason. */
export const OtpSendUnavailable: Story = {
  args: { api: createFakeAccountApi({ delay: 300, smsUnavailable: true }) },
  beforeEach: onSite('failed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'OTP' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Phone number/ }), FAKE_ACCOUNTS.buyer.phone);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sign-in by SMS code is not available at the moment. Please sign in with your password.');
  },
};
