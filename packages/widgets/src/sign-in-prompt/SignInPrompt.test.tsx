import { $session, logout } from '@nirmaan/core';
import { NavigateContext } from '@nirmaan/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { FAKE_LOGIN, installFakeApi } from '../testing/fakeApi.ts';
import { signInInTheBox } from '../testing/signInInTheBox.ts';
import { NirmaanSiteContext } from './nirmaanSite.ts';
import { SignInPrompt } from './SignInPrompt.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout();
  restore();
});

function renderPrompt() {
  restore = installFakeApi();
  const navigate = vi.fn();
  render(
    <NavigateContext value={navigate}>
      <SignInPrompt title="Please Log In" description="Log in to see and track your orders." />
    </NavigateContext>,
  );
  return navigate;
}

describe('<SignInPrompt>', () => {
  it('says why, with a Log in button and no link away from the page', () => {
    renderPrompt();
    expect(screen.getByRole('heading', { level: 2, name: 'Please Log In' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see and track your orders.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens the sign-in form in its own box, a labelled region, and moves the focus to its first field', async () => {
    renderPrompt();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const form = await screen.findByRole('region', { name: 'Buyer sign in' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Phone number/ })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
  });

  it('signs the buyer in without leaving the page', async () => {
    const navigate = renderPrompt();
    await signInInTheBox(userEvent.setup());
    await waitFor(() => expect($session.get().buyer).toBe(FAKE_LOGIN.token));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a failed sign-in inside the box', async () => {
    renderPrompt();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const form = await screen.findByRole('region', { name: 'Buyer sign in' });
    await user.type(within(form).getByRole('textbox', { name: /Phone number/ }), FAKE_LOGIN.username.slice(3));
    await user.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), 'not-the-password{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent(/Invalid phone number or password/);
    expect($session.get().buyer).toBeNull();
  });

  it("links to the site's /login page on Nirmaan's own site, which may send the visitor there", () => {
    render(
      <NirmaanSiteContext value>
        <SignInPrompt title="Please Log In" />
      </NirmaanSiteContext>,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe('<SignInPrompt> in Hindi', () => {
  it('says Log in in Hindi, marked with lang, and opens the sign-in form in Hindi', async () => {
    restore = installFakeApi();
    const user = userEvent.setup();
    render(
      <LangContext value="hi">
        <SignInPrompt title="अपना कार्ट देखने के लिए कृपया लॉग इन करें" />
      </LangContext>,
    );
    const logIn = await screen.findByRole('button', { name: 'लॉग इन करें' });
    expect(logIn).toHaveAttribute('lang', 'hi');
    await user.click(logIn);
    const form = await screen.findByRole('region', { name: 'खरीदार लॉग इन' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /फ़ोन नंबर/ })).toHaveFocus());
  });

  it("links to the site's /login page in Hindi on Nirmaan's own site", async () => {
    render(
      <LangContext value="hi">
        <NirmaanSiteContext value>
          <SignInPrompt title="अपना कार्ट देखने के लिए कृपया लॉग इन करें" />
        </NirmaanSiteContext>
      </LangContext>,
    );
    expect(await screen.findByRole('link', { name: 'लॉग इन' })).toHaveAttribute('lang', 'hi');
  });
});
