import { NavigateContext } from '@nirmaan/ui';
import { $preferences, logout, signInBuyer } from '@nirmaan/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './SiteHeader.tsx';

function setup() {
  const navigate = vi.fn();
  const user = userEvent.setup();
  render(
    <NavigateContext value={navigate}>
      <SiteHeader />
    </NavigateContext>,
  );
  return { navigate, user };
}

describe('<SiteHeader>', () => {
  it('does not submit an empty search, and searches products otherwise', async () => {
    const { navigate, user } = setup();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, '   {Enter}');
    expect(navigate).not.toHaveBeenCalled();
    await user.clear(search);
    await user.type(search, ' TMT bars {Enter}');
    expect(navigate).toHaveBeenCalledWith('/products?search=TMT%20bars');
  });

  it('opens the Tools menu and closes it with Escape, returning focus', async () => {
    const { user } = setup();
    const tools = screen.getByRole('button', { name: 'Tools' });
    await user.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Labour Force Calculator' })).toHaveAttribute('href', '/labour-force-calculator');
    await user.keyboard('{Escape}');
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    expect(tools).toHaveFocus();
  });

  it('keeps the chosen city in the shared store and browser storage', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Chennai');
    expect($preferences.get().city).toBe('Chennai');
    expect(localStorage.getItem('city')).toBe('Chennai');
  });

  it('offers Home, Menu, Cart and Login in the mobile bar, the menu in a dialog', async () => {
    const { user } = setup();
    const bar = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(bar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Cart', 'Login']);
    await user.click(within(bar).getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'BOQ Calculator' })).toHaveAttribute('href', '/boq-calculator');
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  describe('signed in', () => {
    afterEach(() => {
      logout('buyer');
      vi.unstubAllGlobals();
    });

    it('shows the account menu with Profile, My Orders and Logout; Logout signs out and goes to /', async () => {
      const profile = { id: 7, phone: '+919876543210', email: null, first_name: 'Ravi', last_name: 'Kumar', latitude: null, longitude: null, is_admin: false, is_active: true, created_at: '2026-01-01T00:00:00Z' };
      const fetchSpy = vi.fn(async () => new Response(JSON.stringify(profile), { status: 200, headers: { 'content-type': 'application/json' } }));
      vi.stubGlobal('fetch', fetchSpy);
      signInBuyer('buyer-token');
      const { navigate, user } = setup();
      expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
      const menu = await screen.findByRole('button', { name: 'Account menu, Ravi' });
      await user.click(menu);
      expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect(navigate).toHaveBeenCalledWith('/');
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    });
  });
});
