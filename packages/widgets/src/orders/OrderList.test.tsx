import { $session, logout, signInBuyer } from '@nirmaan/core';
import { NavigateContext } from '@nirmaan/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { NirmaanSiteContext } from '../sign-in-prompt/nirmaanSite.ts';
import { installFakeApi, type FakeApiOptions } from '../testing/fakeApi.ts';
import { sampleOrders } from '../testing/fakeOrders.ts';
import { signInInTheBox } from '../testing/signInInTheBox.ts';
import { OrderList } from './OrderList.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout();
  restore();
});

function renderOrders(options: FakeApiOptions = {}) {
  restore = installFakeApi({ orders: sampleOrders(), ...options });
  const navigate = vi.fn();
  render(
    <NavigateContext value={navigate}>
      <OrderList />
    </NavigateContext>,
  );
  return navigate;
}

describe('<OrderList>', () => {
  it("lists the signed-in buyer's orders with View Details", async () => {
    signInBuyer('t1');
    renderOrders();
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details of order #120' })).toHaveAttribute('href', '/orders/120');
  });

  it("asks a visitor to log in ('Please Log In') inside the widget, then shows their orders", async () => {
    const navigate = renderOrders();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
    await signInInTheBox(user);
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Please Log In' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs the buyer out after a 401 and asks to log in inside the widget, without navigating; signing in again loads the orders', async () => {
    signInBuyer('expired-token');
    const navigate = renderOrders({ expiredToken: 'expired-token' });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
    expect($session.get().buyer).toBeNull();
    await signInInTheBox(user);
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByText(/Could not load your orders/)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("links to the site's /login page on Nirmaan's own site", () => {
    restore = installFakeApi();
    render(
      <NirmaanSiteContext value>
        <OrderList />
      </NirmaanSiteContext>,
    );
    expect(screen.getByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});

describe('<OrderList> in Tamil', () => {
  it("speaks its element's language, marks it with lang and names each order's status in Tamil", async () => {
    signInBuyer('t1');
    restore = installFakeApi({ orders: sampleOrders() });
    render(
      <LangContext value="ta">
        <OrderList />
      </LangContext>,
    );
    const list = await screen.findByRole('list', { name: 'ஆர்டர்கள்' });
    expect(screen.getByRole('region', { name: 'என் ஆர்டர்கள்' })).toHaveAttribute('lang', 'ta');
    const pending = within(list).getAllByRole('listitem')[0]!;
    expect(within(pending).getByText('ஆர்டர் #120')).toBeInTheDocument();
    expect(within(pending).getByText('நிலுவையில்')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'ஆர்டர் #120 விவரம் பார்' })).toHaveAttribute('href', '/orders/120');
    expect(within(list).getByText('ரத்து செய்யப்பட்டது')).toBeInTheDocument();
  });
});
