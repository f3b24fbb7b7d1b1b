import { logout } from '@nirmaan/core';
import { NavigateContext } from '@nirmaan/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetSiteInfo } from '@nirmaan/core/testing';
import { NO_SMS_SITE, PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { PartnerIdContext } from '../partner-shared/partnerIdContext.ts';
import { SignUp, type SignUpProps } from './SignUp.tsx';
import { createFakeAccountApi, FAKE_ACCOUNTS, FAKE_OTP, WRONG_OTP } from './testing/fakeAccountApi.ts';

function signOutEverywhere() {
  logout('buyer');
  logout('seller');
  localStorage.clear();
  // A site that sends codes by SMS, unless a test says otherwise.
  presetSiteInfo(PRODUCTION_SITE);
}

function setup(props: SignUpProps = {}) {
  const navigate = vi.fn();
  const api = createFakeAccountApi();
  const user = userEvent.setup();
  render(
    <NavigateContext value={navigate}>
      <SignUp api={api} {...props} />
    </NavigateContext>,
  );
  return { user, navigate, api };
}

const box = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function fillBuyer(
  user: ReturnType<typeof userEvent.setup>,
  values: { fullName?: string; phone?: string; email?: string; password?: string; confirm?: string },
) {
  if (values.fullName) await user.type(box(/^Full name/), values.fullName);
  if (values.phone) await user.type(box(/^Phone number/), values.phone);
  if (values.email) await user.type(box(/^Email/), values.email);
  if (values.password) await user.type(box(/^Password/), values.password);
  if (values.confirm) await user.type(box(/^Confirm password/), values.confirm);
}

describe('<SignUp> buyer with password', () => {
  beforeEach(signOutEverywhere);
  afterEach(signOutEverywhere);

  it("shows the spec's messages for an empty form and focuses the first field", async () => {
    const { user, api } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(box(/^Full name/)).toHaveAccessibleDescription('Full name is required');
    expect(box(/^Full name/)).toHaveFocus();
    expect(box(/^Phone number/)).toHaveAccessibleDescription('Phone number is required');
    expect(box(/^Password/)).toHaveAccessibleDescription('At least 6 characters Password must be at least 6 characters');
    expect(box(/^Confirm password/)).toHaveAccessibleDescription('Please confirm your password');
    expect(api.calls).toEqual([]);
  });

  it('checks the phone length, the e-mail and that the passwords match', async () => {
    const { user } = setup();
    await fillBuyer(user, { fullName: 'Lakshmi Narayanan', phone: '98765', email: 'lakshmi@', password: 'secret1', confirm: 'secret2' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(box(/^Phone number/)).toHaveAccessibleDescription('Phone number must be exactly 10 digits');
    expect(box(/^Email/)).toHaveAccessibleDescription('Email is invalid');
    expect(box(/^Confirm password/)).toHaveAccessibleDescription('Passwords do not match');
    expect(box(/^Phone number/)).toHaveFocus();
  });

  it('registers, signs in (token stored) and goes to / replacing history', async () => {
    const { user, navigate, api } = setup();
    await fillBuyer(user, { fullName: 'Lakshmi Narayanan', phone: '9123456780', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(api.calls).toEqual(['register', 'login']);
    expect(localStorage.getItem('access_token')).toMatch(/^buyer-token-/);
  });

  it('sends the partner of the page it is on with the registration', async () => {
    const api = createFakeAccountApi();
    const register = vi.spyOn(api, 'register');
    const user = userEvent.setup();
    render(
      <PartnerIdContext value="dealer-blr">
        <NavigateContext value={vi.fn()}>
          <SignUp api={api} />
        </NavigateContext>
      </PartnerIdContext>,
    );
    await fillBuyer(user, { fullName: 'Lakshmi Narayanan', phone: '9123456781', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ phone: '+919123456781', partner_id: 'dealer-blr' }));
  });

  it("says 'This account already exists. Please try logging in instead.' for a registered phone", async () => {
    const { user, navigate } = setup();
    await fillBuyer(user, { fullName: 'Ravi Kumar', phone: FAKE_ACCOUNTS.buyer.phone, password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account already exists. Please try logging in instead.');
    expect(box(/^Full name/)).toHaveValue('Ravi Kumar');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says 'Network error. Please check your connection.' when nothing answers", async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(
      <NavigateContext value={navigate}>
        <SignUp api={createFakeAccountApi({ offline: true })} />
      </NavigateContext>,
    );
    await fillBuyer(user, { fullName: 'Ravi Kumar', phone: '9123456781', password: 'secret1', confirm: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
  });
});

describe('<SignUp> buyer with phone verification', () => {
  beforeEach(signOutEverywhere);
  afterEach(signOutEverywhere);

  it("asks for the page's own texts: a valid e-mail, a 10-digit phone, a 6-character password", async () => {
    const { user } = setup({ variant: 'buyer-phone' });
    await user.type(box(/^Full name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(box(/^Full name/)).toHaveAccessibleDescription('Full name is required');
    expect(box(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(box(/^Phone number/)).toHaveAccessibleDescription('We will send a 6-digit code by SMS. Please enter a valid 10-digit phone number');
    expect(box(/^Password/)).toHaveAccessibleDescription('At least 6 characters Password must be at least 6 characters long');
  });

  it("sends a code, refuses a wrong one, keeps the form on 'Back to form', and signs up with the right code", async () => {
    const { user, navigate, api } = setup();
    await user.click(screen.getByRole('tab', { name: 'Verify phone with OTP' }));
    await fillBuyer(user, { fullName: 'Anitha Raj', email: 'anitha@example.com', phone: '9123456782', password: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByRole('textbox', { name: /^OTP/ });

    await user.click(screen.getByRole('button', { name: 'Back to form' }));
    expect(box(/^Email/)).toHaveValue('anitha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('textbox', { name: /^OTP/ });

    await user.type(screen.getByRole('textbox', { name: /^OTP/ }), WRONG_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByText('Invalid OTP. Please enter the correct 6-digit code.')).toBeVisible();
    expect(otp).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /^OTP/ }));
    await user.type(screen.getByRole('textbox', { name: /^OTP/ }), FAKE_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(api.calls).toEqual(['sendOtp', 'sendOtp', 'verifyOtp', 'verifyOtp', 'firebaseRegister']);
    expect(localStorage.getItem('access_token')).toMatch(/^buyer-token-/);
  });

  it('returns to the form with the reason when the phone is already registered', async () => {
    const { user, navigate } = setup({ variant: 'buyer-phone' });
    await fillBuyer(user, { fullName: 'Ravi Kumar', email: 'ravi@example.com', phone: FAKE_ACCOUNTS.buyer.phone, password: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByRole('textbox', { name: /^OTP/ }), FAKE_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account already exists. Please try logging in instead.');
    expect(box(/^Full name/)).toHaveValue('Ravi Kumar');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says that sign-up by SMS code is not available when the site cannot send codes, and switches to the password form', async () => {
    presetSiteInfo(NO_SMS_SITE);
    const { user, api } = setup();
    await user.click(screen.getByRole('tab', { name: 'Verify phone with OTP' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sign-up with an SMS code is not available at the moment. Please create your account with a password.',
    );
    expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up with a password' }));
    expect(screen.getByRole('tab', { name: 'With password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('links to the password sign-up from the phone-only page when the site cannot send codes', () => {
    presetSiteInfo(NO_SMS_SITE);
    setup({ variant: 'buyer-phone' });
    expect(screen.getByRole('status')).toHaveTextContent(/not available at the moment/);
    expect(screen.getByRole('link', { name: 'Sign up with a password' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('textbox', { name: /Full name/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason when sending the code fails with 503", async () => {
    presetSiteInfo('failed');
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(
      <NavigateContext value={navigate}>
        <SignUp api={createFakeAccountApi({ smsUnavailable: true })} variant="buyer-phone" />
      </NavigateContext>,
    );
    await fillBuyer(user, { fullName: 'Anitha Raj', email: 'anitha@example.com', phone: '9123456782', password: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in by SMS code is not available at the moment. Please sign in with your password.');
  });
});

describe('<SignUp> seller', () => {
  beforeEach(signOutEverywhere);
  afterEach(signOutEverywhere);

  it('shows the seller texts, then creates the account and opens the seller dashboard', async () => {
    const { user, navigate } = setup();
    await user.click(screen.getByRole('radio', { name: 'Seller' }));
    await user.click(screen.getByRole('button', { name: 'Create Seller Account' }));
    expect(box(/^Business name/)).toHaveAccessibleDescription('Business name is required');
    expect(box(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(box(/^Password/)).toHaveAccessibleDescription('At least 6 characters Password must be at least 6 characters long');
    expect(box(/^Confirm password/)).toHaveAccessibleDescription('Please confirm your password');

    await user.type(box(/^Business name/), 'Sri Balaji Traders');
    await user.type(box(/^Email/), 'balaji@example.com');
    await user.type(box(/^Password/), 'secret12');
    await user.type(box(/^Confirm password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Seller Account' }));
    expect(navigate).toHaveBeenCalledWith('/seller/dashboard');
    expect(localStorage.getItem('seller_access_token')).toMatch(/^seller-token-/);
  });

  it('refuses an e-mail that is already registered', async () => {
    const { user } = setup({ variant: 'seller' });
    await user.type(box(/^Business name/), 'Demo Building Supplies');
    await user.type(box(/^Email/), FAKE_ACCOUNTS.seller.email);
    await user.type(box(/^Password/), 'secret12');
    await user.type(box(/^Confirm password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Seller Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account already exists. Please try logging in instead.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/seller/login');
  });
});
