import { $session, logout } from '@nirmaan/core';
import { NavigateContext } from '@nirmaan/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetSiteInfo } from '@nirmaan/core/testing';
import { DEMO_SITE, NO_SMS_SITE, PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { AdminSignIn } from './AdminSignIn.tsx';
import { SignIn, type SignInProps } from './SignIn.tsx';
import { createFakeAccountApi, FAKE_ACCOUNTS, FAKE_OTP, WRONG_OTP } from './testing/fakeAccountApi.ts';
import { PartnerIdContext } from '../partner-shared/partnerIdContext.ts';
import { LangContext } from '../locale-shared/langContext.ts';

function signOutEverywhere() {
  logout('buyer');
  logout('seller');
  logout('admin');
  localStorage.clear();
  // The demo server, unless a test says otherwise.
  presetSiteInfo(DEMO_SITE);
}

function setup(props: SignInProps = {}, api = createFakeAccountApi()) {
  const navigate = vi.fn();
  const user = userEvent.setup();
  render(
    <NavigateContext value={navigate}>
      <SignIn api={api} {...props} />
    </NavigateContext>,
  );
  return { user, navigate, api };
}

const phoneBox = () => screen.getByRole('textbox', { name: /Phone number/ });
const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('<SignIn>', () => {
  beforeEach(signOutEverywhere);
  afterEach(() => {
    vi.useRealTimers();
    signOutEverywhere();
  });

  it("carries its element's partner to the sign-up page, so the sign-up is credited to the partner", () => {
    render(
      <PartnerIdContext value="Sri Ram Traders">
        <SignIn api={createFakeAccountApi()} />
      </PartnerIdContext>,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?partner=Sri%20Ram%20Traders');
  });

  it('asks for a 10-digit phone and a password, and focuses the phone box', async () => {
    const { user, api } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(phoneBox()).toHaveAccessibleDescription('Please enter a valid 10-digit phone number');
    expect(phoneBox()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneBox()).toHaveFocus();
    expect(passwordBox()).toHaveAccessibleDescription('Please enter your password');
    expect(api.calls).toEqual([]);
  });

  it('keeps only digits in the phone box, at most 10', async () => {
    const { user } = setup();
    await user.type(phoneBox(), '+91 98765-432109');
    expect(phoneBox()).toHaveValue('9198765432');
    await user.clear(phoneBox());
    await user.type(phoneBox(), '98a7b6');
    expect(phoneBox()).toHaveValue('9876');
  });

  it('signs a buyer in by password, stores the token and returns to the page they came from, replacing history', async () => {
    const { user, navigate } = setup({ returnTo: '/products?category_id=3' });
    await user.type(phoneBox(), FAKE_ACCOUNTS.buyer.phone);
    await user.type(passwordBox(), FAKE_ACCOUNTS.buyer.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(navigate).toHaveBeenCalledWith('/products?category_id=3', { replace: true });
    expect(localStorage.getItem('access_token')).toMatch(/^buyer-token-/);
    expect($session.get().buyer).toMatch(/^buyer-token-/);
  });

  it('goes to / when the page they came from was another sign-in page or another site', async () => {
    const { user, navigate } = setup({ returnTo: '//evil.example/phish' });
    await user.type(phoneBox(), FAKE_ACCOUNTS.buyer.phone);
    await user.type(passwordBox(), FAKE_ACCOUNTS.buyer.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it("says 'Invalid phone number or password' to a wrong password, and keeps what was typed", async () => {
    const { user, navigate } = setup();
    await user.type(phoneBox(), FAKE_ACCOUNTS.buyer.phone);
    await user.type(passwordBox(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid phone number or password$/);
    expect(phoneBox()).toHaveValue(FAKE_ACCOUNTS.buyer.phone);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('shows the longer wording on /login-simple', async () => {
    const { user } = setup({ variant: 'buyer-simple' });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    await user.type(phoneBox(), FAKE_ACCOUNTS.buyer.phone);
    await user.type(passwordBox(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid phone number or password. Please check your credentials.');
  });

  it("says 'Network error. Please check your connection.' when nothing answers", async () => {
    const { user } = setup({ api: createFakeAccountApi({ offline: true }) });
    await user.type(phoneBox(), FAKE_ACCOUNTS.buyer.phone);
    await user.type(passwordBox(), FAKE_ACCOUNTS.buyer.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
  });

  describe('OTP sign-in', () => {
    /** The OTP tab's code arrives when the tab is chosen. */
    async function openOtpTab(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole('tab', { name: 'OTP' }));
      await screen.findByRole('button', { name: 'Send OTP' });
    }

    async function toOtpStep(user: ReturnType<typeof userEvent.setup>, phone: string = FAKE_ACCOUNTS.buyer.phone) {
      await openOtpTab(user);
      await user.type(phoneBox(), phone);
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      return screen.findByRole('textbox', { name: /^OTP/ });
    }

    it('needs a 10-digit phone before sending', async () => {
      const { user, api } = setup();
      await openOtpTab(user);
      await user.type(phoneBox(), '98765');
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(phoneBox()).toHaveAccessibleDescription(/Please enter a valid 10-digit phone number/);
      expect(api.calls).toEqual([]);
    });

    it('checks the code is 6 digits, then tells a wrong code from the server, then signs in with the right one', async () => {
      const { user, navigate, api } = setup();
      const otp = await toOtpStep(user);
      expect(screen.getByText(/sent to/)).toHaveTextContent('+91 9876543210');
      expect(otp).toHaveFocus();
      await user.type(otp, '12ab3');
      expect(otp).toHaveValue('123');
      await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
      expect(otp).toHaveAccessibleDescription('Please enter a valid 6-digit OTP');
      expect(api.calls).toEqual(['sendOtp']);

      await user.clear(otp);
      await user.type(otp, WRONG_OTP);
      await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
      expect(await screen.findByText('Invalid OTP. Please enter the correct 6-digit code.')).toBeVisible();

      await user.clear(otp);
      await user.type(otp, FAKE_OTP);
      await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
      expect(navigate).toHaveBeenCalledWith('/', { replace: true });
      expect(localStorage.getItem('access_token')).toMatch(/^buyer-token-/);
    });

    it("shows the server's reason when no account has that phone", async () => {
      const { user } = setup();
      const otp = await toOtpStep(user, '9000000009');
      await user.type(otp, FAKE_OTP);
      await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
      expect(await screen.findByText('No account is registered with this phone number. Please sign up first.')).toBeVisible();
    });

    it("goes back to the phone step with 'Change Number', keeping the number", async () => {
      const { user } = setup();
      await toOtpStep(user);
      await user.click(screen.getByRole('button', { name: 'Change Number' }));
      expect(phoneBox()).toHaveValue(FAKE_ACCOUNTS.buyer.phone);
      expect(screen.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    });

    it('offers a resend only when the 30-second countdown reaches zero', async () => {
      // Only the countdown's clock is fake (Date and setInterval): however slow the machine, it stands
      // still until the test moves it, while timeouts (user events, findBy) run in real time.
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      const { user, api } = setup();
      await toOtpStep(user);
      expect(screen.getByText('Resend OTP in 30s')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(screen.getByText(/Resend OTP in [12]s/)).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
      expect(await screen.findByText('A new code was sent to +91 9876543210.')).toBeVisible();
      expect(screen.getByText('Resend OTP in 30s')).toBeVisible();
      expect(api.calls).toEqual(['sendOtp', 'sendOtp']);
    });
  });

  describe('sellers', () => {
    it('resets to the password tab and clears errors when the role changes', async () => {
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(phoneBox()).toHaveAttribute('aria-invalid', 'true');
      await user.click(screen.getByRole('tab', { name: 'OTP' }));
      await user.click(screen.getByRole('radio', { name: 'Seller' }));
      expect(screen.getByRole('textbox', { name: /Email/ })).not.toHaveAttribute('aria-invalid');
      await user.click(screen.getByRole('radio', { name: 'Buyer' }));
      expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
      expect(phoneBox()).not.toHaveAttribute('aria-invalid');
    });

    it("asks for the e-mail ('Please enter your email') and signs a seller in to the dashboard", async () => {
      const { user, navigate } = setup({ variant: 'seller' });
      expect(screen.getByRole('heading', { name: 'Seller sign in' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Sign In as Seller' }));
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Please enter your email');
      await user.type(screen.getByRole('textbox', { name: /Email/ }), FAKE_ACCOUNTS.seller.email);
      await user.type(passwordBox(), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Sign In as Seller' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
      await user.clear(passwordBox());
      await user.type(passwordBox(), FAKE_ACCOUNTS.seller.password);
      await user.click(screen.getByRole('button', { name: 'Sign In as Seller' }));
      expect(navigate).toHaveBeenCalledWith('/seller/dashboard');
      expect(localStorage.getItem('seller_access_token')).toMatch(/^seller-token-/);
      expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/seller/register');
    });
  });

  describe('sign-in by SMS code not available', () => {
    it('says so on the OTP tab, with no form, and leads to the password tab', async () => {
      presetSiteInfo(NO_SMS_SITE);
      const { user, api } = setup();
      await user.click(screen.getByRole('tab', { name: 'OTP' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Sign-in by SMS code is not available at the moment. Please sign in with your password.');
      expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /Phone number/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
      expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
      expect(passwordBox()).toBeInTheDocument();
      expect(api.calls).toEqual([]);
    });

    it('opens /login-enhanced on the notice', async () => {
      presetSiteInfo(NO_SMS_SITE);
      setup({ variant: 'otp-first' });
      expect(await screen.findByRole('button', { name: 'Sign in with password' })).toBeInTheDocument();
    });

    it('waits for the site info before offering the form', async () => {
      presetSiteInfo('loading');
      const { user } = setup();
      await user.click(screen.getByRole('tab', { name: 'OTP' }));
      expect(await screen.findByText('Loading...')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send OTP' })).not.toBeInTheDocument();
      act(() => presetSiteInfo(PRODUCTION_SITE));
      expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    });

    it("offers the form when the site info could not be loaded, and shows the server's reason for a 503", async () => {
      presetSiteInfo('failed');
      const { user } = setup({}, createFakeAccountApi({ smsUnavailable: true }));
      await user.click(screen.getByRole('tab', { name: 'OTP' }));
      await user.type(await screen.findByRole('textbox', { name: /Phone number/ }), FAKE_ACCOUNTS.buyer.phone);
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in by SMS code is not available at the moment. Please sign in with your password.');
    });
  });

  describe('demo accounts', () => {
    it('shows the accounts the demo server lists when asked', async () => {
      setup({ showDemoAccounts: true });
      const box = await screen.findByRole('complementary', { name: 'Demo accounts' });
      expect(
        within(box)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        `Buyer: ${FAKE_ACCOUNTS.buyer.phone} / ${FAKE_ACCOUNTS.buyer.password}`,
        `Seller: ${FAKE_ACCOUNTS.seller.email} / ${FAKE_ACCOUNTS.seller.password}`,
        `Admin: ${FAKE_ACCOUNTS.admin.email} / ${FAKE_ACCOUNTS.admin.password}`,
      ]);
    });

    it('says the box and the roles in the page’s language, the logins and passwords marked as written', async () => {
      render(
        <LangContext value="ta">
          <SignIn api={createFakeAccountApi()} showDemoAccounts />
        </LangContext>,
      );
      const box = await screen.findByRole('complementary', { name: 'டெமோ கணக்குகள்' });
      expect(box).toHaveAttribute('lang', 'ta');
      const [buyer] = within(box).getAllByRole('listitem');
      expect(buyer).toHaveTextContent(`வாங்குபவர்: ${FAKE_ACCOUNTS.buyer.phone} / ${FAKE_ACCOUNTS.buyer.password}`);
      expect(within(box).getByText(FAKE_ACCOUNTS.buyer.phone).closest('[lang]')).toHaveAttribute('lang', 'en');
      expect(
        within(box)
          .getAllByRole('listitem')
          .map((item) => item.textContent?.split(':')[0]),
      ).toEqual(['வாங்குபவர்', 'விற்பவர்', 'நிர்வாகி']);
    });

    it('shows none unless asked', () => {
      setup();
      expect(screen.queryByRole('complementary', { name: 'Demo accounts' })).not.toBeInTheDocument();
    });

    it.each([
      ['in production', PRODUCTION_SITE] as const,
      ['while the site info loads', 'loading'] as const,
      ['when it could not be loaded', 'failed'] as const,
    ])('shows none %s', (_when, site) => {
      presetSiteInfo(site);
      setup({ showDemoAccounts: true });
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.queryByRole('complementary', { name: 'Demo accounts' })).not.toBeInTheDocument();
      expect(screen.queryByText(/Demo accounts/)).not.toBeInTheDocument();
    });

    it('appears once the demo server has answered', () => {
      presetSiteInfo('loading');
      setup({ showDemoAccounts: true });
      expect(screen.queryByRole('complementary', { name: 'Demo accounts' })).not.toBeInTheDocument();
      act(() => presetSiteInfo(DEMO_SITE));
      expect(screen.getByRole('complementary', { name: 'Demo accounts' })).toBeInTheDocument();
    });
  });
});

describe('<AdminSignIn>', () => {
  beforeEach(signOutEverywhere);
  afterEach(signOutEverywhere);

  function setupAdmin(api = createFakeAccountApi(), showDemoAccounts = false) {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(
      <NavigateContext value={navigate}>
        <AdminSignIn api={api} showDemoAccounts={showDemoAccounts} />
      </NavigateContext>,
    );
    return { user, navigate };
  }

  it('shows the demo accounts of a demo server only', () => {
    setupAdmin(createFakeAccountApi(), true);
    expect(within(screen.getByRole('complementary', { name: 'Demo accounts' })).getByText(FAKE_ACCOUNTS.admin.email)).toBeInTheDocument();
    cleanup();
    presetSiteInfo(PRODUCTION_SITE);
    setupAdmin(createFakeAccountApi(), true);
    expect(screen.getByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Demo accounts' })).not.toBeInTheDocument();
  });

  it("shows the server's message for wrong credentials and signs the admin in to the dashboard", async () => {
    const { user, navigate } = setupAdmin();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), FAKE_ACCOUNTS.admin.email);
    await user.type(passwordBox(), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await user.clear(passwordBox());
    await user.type(passwordBox(), FAKE_ACCOUNTS.admin.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(navigate).toHaveBeenCalledWith('/admin/dashboard', { replace: true });
    expect(localStorage.getItem('admin_access_token')).toBe('admin-token-1');
  });
});

describe('<SignIn> in Tamil', () => {
  beforeEach(signOutEverywhere);
  afterEach(signOutEverywhere);

  it('asks for the phone and password in Tamil and says a wrong password in Tamil', async () => {
    const user = userEvent.setup();
    render(
      <NavigateContext value={vi.fn()}>
        <LangContext value="ta">
          <SignIn api={createFakeAccountApi()} />
        </LangContext>
      </NavigateContext>,
    );
    const panel = await screen.findByRole('region', { name: 'உள்நுழைக' });
    expect(panel).toHaveAttribute('lang', 'ta');
    expect(within(panel).getByRole('group', { name: 'யாராக உள்நுழைகிறீர்கள்' })).toHaveTextContent('வாங்குபவர்விற்பவர்');
    const submit = screen.getByRole('button', { name: 'உள்நுழை' });
    await user.click(submit);
    const phone = screen.getByRole('textbox', { name: /போன் எண்/ });
    expect(phone).toHaveAccessibleDescription('சரியான 10 இலக்க போன் எண்ணை உள்ளிடவும்');
    expect(phone).toHaveAttribute('placeholder', '10 இலக்க எண்');
    await user.type(phone, FAKE_ACCOUNTS.buyer.phone);
    await user.type(screen.getByLabelText(/^பாஸ்வேர்டு/, { selector: 'input' }), 'wrong-password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('போன் எண் அல்லது பாஸ்வேர்டு தவறு');
    expect(screen.getByRole('link', { name: 'கணக்கைத் தொடங்குங்கள்' })).toHaveAttribute('href', '/register');
  });

  it('sends and checks the OTP in Tamil: the hint, the code step with its countdown, a wrong code in Tamil', async () => {
    const user = userEvent.setup();
    render(
      <NavigateContext value={vi.fn()}>
        <LangContext value="ta">
          <SignIn api={createFakeAccountApi()} />
        </LangContext>
      </NavigateContext>,
    );
    await user.click(await screen.findByRole('tab', { name: 'OTP' }));
    const send = await screen.findByRole('button', { name: 'OTP அனுப்பு' });
    expect(send.closest('form')).toHaveAttribute('lang', 'ta');
    const phone = screen.getByRole('textbox', { name: /போன் எண்/ });
    expect(phone).toHaveAccessibleDescription('SMS மூலம் 6 இலக்க OTP அனுப்புவோம்.');
    await user.click(send);
    expect(phone).toHaveAccessibleDescription(/சரியான 10 இலக்க போன் எண்ணை உள்ளிடவும்/);
    await user.type(phone, FAKE_ACCOUNTS.buyer.phone);
    await user.click(send);

    const code = await screen.findByRole('textbox', { name: /^OTP/ });
    expect(screen.getByText(`+91 ${FAKE_ACCOUNTS.buyer.phone}`).closest('p')).toHaveTextContent(
      `+91 ${FAKE_ACCOUNTS.buyer.phone} எண்ணுக்கு வந்த 6 இலக்க OTP-ஐ உள்ளிடவும்.`,
    );
    expect(screen.getByText('மீண்டும் அனுப்ப 30 விநாடி')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'எண்ணை மாற்று' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'சரிபார்த்து உள்நுழை' }));
    expect(code).toHaveAccessibleDescription('சரியான 6 இலக்க OTP-ஐ உள்ளிடவும்');
    await user.type(code, WRONG_OTP);
    await user.click(screen.getByRole('button', { name: 'சரிபார்த்து உள்நுழை' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('OTP தவறு. சரியான 6 இலக்க OTP-ஐ உள்ளிடவும்.'));
  });
});
