import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { NO_SMS_SITE, onSite, PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { PasswordReset } from './PasswordReset.tsx';
import { createFakeAccountApi, FAKE_ACCOUNTS, FAKE_OTP } from './testing/fakeAccountApi.ts';

const meta = {
  title: 'Widgets/Password Reset',
  component: PasswordReset,
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, api: { table: { disable: true } } },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`Forgot password (/forgot-password): the account's phone number, Send OTP, the 6-digit code (Verify Code; a new code once the 30-second countdown ends), then the new password twice. It first checks that the site can send SMS codes; where it cannot, it says so and offers no form.

**Use it** behind every "Forgot password?" link of the sign-in forms. **Do not use it** to change a known password (My Account) or to sign in by code (the sign-in's OTP tab).

**States** (the stories): PhoneStep, NewPassword (the code verified) and SmsUnavailable. While it checks, a spinner.

**Props**: \`headingLevel\` 1 | 2 (1 as a page of its own), \`api\` (stories and tests pass a fake).

**Accessibility**: every field is labelled, with its message tied to it; after a failed submit the focus moves to the first field with a message; the code box takes digits only; busy buttons say what they are doing.`),
  },
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
