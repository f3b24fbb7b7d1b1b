import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NO_SMS_SITE, onSite, PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { PasswordReset } from './PasswordReset.tsx';
import { createFakeAccountApi, FAKE_ACCOUNTS, FAKE_OTP } from './testing/fakeAccountApi.ts';

const meta = {
  title: 'Widgets/Password Reset',
  component: PasswordReset,
  parameters: { layout: 'padded' },
  args: { api: createFakeAccountApi({ delay: 300 }) },
  beforeEach: onSite(PRODUCTION_SITE),
} satisfies Meta<typeof PasswordReset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /forgot-password as a buyer first sees it: the account's phone number. */
export const PhoneStep: Story = {};

/** The code was verified: the new password, twice. */
export const NewPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone number/ }), FAKE_ACCOUNTS.buyer.phone);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /^OTP/ }), FAKE_OTP);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));
    await expect(await canvas.findByLabelText(/^New password/, { selector: 'input' })).toBeVisible();
  },
};

/** A site with no SMS provider: it says a password cannot be reset here, and offers no form. */
export const SmsUnavailable: Story = {
  beforeEach: onSite(NO_SMS_SITE),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/cannot send SMS codes at the moment/)).toBeVisible();
  },
};
