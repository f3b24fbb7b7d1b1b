import { $session, logout, refreshCart, signInBuyer } from '@nirmaan/core';
import { NavigateContext } from '@nirmaan/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { NirmaanSiteContext } from '../sign-in-prompt/nirmaanSite.ts';
import { FAKE_LOGIN, installFakeApi } from '../testing/fakeApi.ts';
import { Cart } from './Cart.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout();
  restore();
});

function signedInWith(cartItems: Array<[number, number]>, hasLocation = true) {
  restore = installFakeApi({ cartItems, hasLocation });
  signInBuyer(`token-${Math.random()}`);
  refreshCart();
}

describe('<Cart>', () => {
  it("shows 'Your cart is empty' with 'Browse Products' when there is nothing in it", async () => {
    signedInWith([]);
    render(<Cart />);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('lists items with the summary, the delivery estimate line and taxes included', async () => {
    signedInWith([
      [11, 10],
      [12, 2],
    ]);
    render(<Cart />);
    const items = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    // 10 x 400 + 2 x 390 = 4,780; delivery 350 + 500 = 850
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('₹4,780');
    expect(screen.getByText('Taxes').nextSibling).toHaveTextContent('Included');
    expect(screen.getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent('₹5,630');
    expect(screen.getByText('Delivery charges: ₹250 base + ₹25/km from seller location: ₹850')).toBeInTheDocument();
    // The summary's link, and the phone's checkout bar with the total (CSS shows one of them per width).
    expect(screen.getAllByRole('link', { name: 'Proceed to Checkout' }).map((link) => link.getAttribute('href'))).toEqual(['/checkout', '/checkout']);
    expect(screen.getByText('Total', { selector: 'span' })).toHaveTextContent('Total ₹5,630');
  });

  it('asks the suppliers serving the site for a better price on the whole cart: each product once, in its unit (issue 31)', async () => {
    signedInWith([
      [11, 10],
      [12, 2],
    ]);
    const user = userEvent.setup();
    render(<Cart />);
    await user.click(await screen.findByRole('button', { name: 'Ask for a better price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get prices from suppliers' });
    expect(within(dialog).getByText('UltraTech OPC 53 Grade Cement')).toBeInTheDocument();
    // Listings 11 and 12 are two sellers' offers of one product: asked for once, 10 + 2 bags.
    expect(within(dialog).getAllByRole('textbox', { name: /^Quantity of / })).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Quantity of UltraTech OPC 53 Grade Cement' })).toHaveValue('12');
    expect(within(dialog).getByText('Bag')).toBeInTheDocument();
  });

  it('changes quantities within the stock and removes items', async () => {
    signedInWith([[12, 2]]);
    const user = userEvent.setup();
    render(<Cart />);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of UltraTech OPC 53 Grade Cement' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of UltraTech OPC 53 Grade Cement' }));
    expect(await screen.findByDisplayValue('3')).toBe(quantity);
    await user.clear(quantity);
    await user.type(quantity, '99{Enter}');
    expect(await screen.findByDisplayValue('30')).toBe(quantity); // the stock of listing 12
    await user.click(screen.getByRole('button', { name: 'Remove UltraTech OPC 53 Grade Cement' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('links to /location-setup when the buyer has no stored coordinates', async () => {
    signedInWith([[11, 1]], false);
    render(<Cart />);
    expect(await screen.findByRole('link', { name: 'set your delivery location' })).toHaveAttribute('href', '/location-setup');
  });

  it('asks a visitor to log in inside the cart, and shows the cart once they have', async () => {
    restore = installFakeApi({ cartItems: [[11, 2]] });
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <NavigateContext value={navigate}>
        <Cart />
      </NavigateContext>,
    );
    expect(screen.getByRole('heading', { name: 'Please log in to see your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /log ?in/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const form = await screen.findByRole('region', { name: 'Buyer sign in' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Phone number/ })).toHaveFocus());
    await user.keyboard(FAKE_LOGIN.username.slice(3));
    await user.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), `${FAKE_LOGIN.password}{Enter}`);
    expect(await screen.findByRole('list', { name: 'Items in your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs the buyer out after a 401 (an expired token) and asks to log in inside the cart, without navigating', async () => {
    restore = installFakeApi({ cartItems: [[11, 2]], expiredToken: 'expired-token' });
    signInBuyer('expired-token');
    const navigate = vi.fn();
    render(
      <NavigateContext value={navigate}>
        <Cart />
      </NavigateContext>,
    );
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please log in to see your cart' })).toBeInTheDocument();
    expect($session.get().buyer).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("links to the site's /login page on Nirmaan's own site", () => {
    restore = installFakeApi();
    render(
      <NirmaanSiteContext value>
        <Cart />
      </NirmaanSiteContext>,
    );
    expect(screen.getByRole('heading', { name: 'Please log in to see your cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe('<Cart> in Kannada', () => {
  it("speaks its element's language, marks it with lang and writes its money in Indian grouping", async () => {
    signedInWith(
      [
        [11, 10],
        [12, 2],
      ],
      false,
    );
    render(
      <LangContext value="kn-IN">
        <Cart />
      </LangContext>,
    );
    const cart = await screen.findByRole('region', { name: 'ಶಾಪಿಂಗ್ ಕಾರ್ಟ್' });
    expect(cart).toHaveAttribute('lang', 'kn');
    const items = await screen.findByRole('list', { name: 'ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿರುವ ವಸ್ತುಗಳು' });
    expect(within(items).getAllByRole('spinbutton', { name: 'UltraTech OPC 53 Grade Cement ಪ್ರಮಾಣ' })).toHaveLength(2);
    expect(screen.getByText('ಉಪಮೊತ್ತ').nextSibling).toHaveTextContent('₹4,780');
    expect(screen.getByText('ತೆರಿಗೆಗಳು').nextSibling).toHaveTextContent('ಸೇರಿದೆ');
    // No stored coordinates: each seller's delivery at the base charge, 2 x ₹250.
    expect(screen.getByText('ಒಟ್ಟು', { selector: 'dt' }).nextSibling).toHaveTextContent('₹5,280');
    expect(screen.getByText('ಡೆಲಿವರಿ ಶುಲ್ಕ: ಮೂಲ ₹250 + ಮಾರಾಟಗಾರರ ಸ್ಥಳದಿಂದ ಪ್ರತಿ km ಗೆ ₹25: ₹500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ನಿಮ್ಮ ಡೆಲಿವರಿ ಸ್ಥಳ ಹೊಂದಿಸುವವರೆಗೆ' })).toHaveAttribute('href', '/location-setup');
    expect(screen.getAllByRole('link', { name: 'ಚೆಕ್‌ಔಟ್‌ಗೆ ಮುಂದುವರಿಯಿರಿ' })).toHaveLength(2);
  });
});
