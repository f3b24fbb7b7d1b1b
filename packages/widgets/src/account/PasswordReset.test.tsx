import { $session, logout } from '@nirmaan/core';
import { presetSiteInfo } from '@nirmaan/core/testing';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SITE, NO_SMS_SITE } from '../testing/fakeSite.ts';
import { LangContext } from '../locale-shared/langContext.ts';
import { PasswordReset } from './PasswordReset.tsx';
import { createFakeAccountApi, FAKE_ACCOUNTS, FAKE_OTP, WRONG_OTP } from './testing/fakeAccountApi.ts';

function setup(api = createFakeAccountApi()) {
  const user = userEvent.setup();
  render(<PasswordReset api={api} />);
  return { user, api };
}

async function toCodeStep(user: ReturnType<typeof userEvent.setup>, phone: string = FAKE_ACCOUNTS.buyer.phone) {
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), phone);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByRole('textbox', { name: /^OTP/ });
}

describe('<PasswordReset>', () => {
  beforeEach(() => {
    logout('buyer');
    presetSiteInfo(DEMO_SITE);
  });
  afterEach(() => {
    cleanup();
    logout('buyer');
  });

  it('sends a code to the phone, and after the code sets the new password and signs the buyer in', async () => {
    const { user, api } = setup();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    const otp = await toCodeStep(user);
    await user.type(otp, WRONG_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid OTP. Please enter the correct 6-digit code.')).toBeVisible();
    await user.clear(otp);
    await user.type(otp, FAKE_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));

    const newPassword = await screen.findByLabelText(/^New password/, { selector: 'input' });
    expect(newPassword).toHaveFocus();
    expect(screen.getByText(`Choose a new password for +91 ${FAKE_ACCOUNTS.buyer.phone}.`)).toBeVisible();
    await user.type(newPassword, 'brand-new');
    await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'brand-nwe');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(api.calls).not.toContain('resetPassword');

    await user.clear(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(/Your new password is set and you are signed in/)).toBeVisible();
    expect($session.get().buyer).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/profile');
    // The new password now signs in; the old one does not.
    await expect(api.login(FAKE_ACCOUNTS.buyer.phone, 'brand-new')).resolves.toBeTruthy();
    await expect(api.login(FAKE_ACCOUNTS.buyer.phone, FAKE_ACCOUNTS.buyer.password)).rejects.toThrow();
  });

  it("says a wrong code in the page's language", async () => {
    const user = userEvent.setup();
    render(
      <LangContext value="ta">
        <PasswordReset api={createFakeAccountApi()} />
      </LangContext>,
    );
    await user.type(await screen.findByRole('textbox', { name: /போன் எண்/ }), FAKE_ACCOUNTS.buyer.phone);
    await user.click(screen.getByRole('button', { name: 'OTP அனுப்பு' }));
    await user.type(await screen.findByRole('textbox', { name: /^OTP/ }), WRONG_OTP);
    await user.click(screen.getByRole('button', { name: 'குறியீட்டை உறுதிசெய்' }));
    expect(await screen.findByText('OTP தவறு. சரியான 6 இலக்க OTP-ஐ உள்ளிடவும்.')).toBeVisible();
  });

  it('says when the phone has no account, and keeps what was typed for another try', async () => {
    const { user } = setup();
    await user.type(await toCodeStep(user, '9000000009'), FAKE_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await user.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), 'brand-new');
    await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('No account found for this phone number. Please register first.')).toBeVisible();
    expect(screen.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue('brand-new');
    expect($session.get().buyer).toBeFalsy();
  });

  it('goes back to change the number from the code step', async () => {
    const { user } = setup();
    await toCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Change Number' }));
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue(FAKE_ACCOUNTS.buyer.phone);
  });

  it('says a password cannot be reset here when the site cannot send SMS, with no form that cannot work', () => {
    presetSiteInfo(NO_SMS_SITE);
    setup();
    expect(screen.getByText('We cannot send SMS codes at the moment, so a password cannot be reset here. Please try again later.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
