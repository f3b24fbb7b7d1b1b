import { $session, logout, signInBuyer } from '@nirmaan/core';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { CART_BUTTON_TAG } from './cartButtonElement.tsx';
import { FAKE_LOGIN, installFakeApi, sampleOrders } from '@nirmaan/widgets/testing';

/** The shop elements: the cart, the cart button, checkout and orders. */
function defineShopElements(): void {
  for (const tag of ['nirmaan-cart', CART_BUTTON_TAG, 'nirmaan-checkout', 'nirmaan-orders'] as const) defineNirmaanElement(tag);
}

let restore: () => void = () => {};

function mount(tag: string): HTMLElement {
  const element = document.createElement(tag);
  document.body.append(element);
  return element;
}

const shadowOf = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('shop elements', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    logout('buyer');
    restore();
  });

  it("<nirmaan-cart-button> shows the signed-in buyer's item count, and <nirmaan-cart> the same cart", async () => {
    restore = installFakeApi({
      cartItems: [
        [11, 2],
        [12, 1],
      ],
    });
    signInBuyer('t1');
    defineShopElements();
    const button = mount(CART_BUTTON_TAG);
    const cart = mount('nirmaan-cart');
    await waitFor(() => expect(shadowOf(button).getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy());
    // The summary's and the phone's checkout bar's (CSS shows one per width).
    await waitFor(() => expect(shadowOf(cart).getAllByRole('link', { name: 'Proceed to Checkout' })).toHaveLength(2));
    expect(shadowOf(cart).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
  });

  it('<nirmaan-cart> and <nirmaan-orders> ask a visitor to log in inside their own boxes', async () => {
    defineShopElements();
    const cart = mount('nirmaan-cart');
    const orders = mount('nirmaan-orders');
    await waitFor(() => expect(shadowOf(cart).getByRole('heading', { name: 'Please log in to see your cart' })).toBeTruthy());
    expect(shadowOf(cart).getByRole('button', { name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(shadowOf(orders).getByRole('heading', { name: 'Please Log In' })).toBeTruthy());
    expect(shadowOf(orders).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('after a 401 (an expired token) every shop element shows the visitor its sign-in prompt, and signing in inside the cart fills them all', async () => {
    restore = installFakeApi({
      cartItems: [
        [11, 2],
        [12, 1],
      ],
      orders: sampleOrders(),
      expiredToken: 'expired-token',
    });
    signInBuyer('expired-token');
    const pageUrl = window.location.href;
    defineShopElements();
    const button = mount(CART_BUTTON_TAG);
    const cart = mount('nirmaan-cart');
    const orders = mount('nirmaan-orders');
    await waitFor(() => expect(shadowOf(cart).getByRole('button', { name: 'Log in' })).toBeTruthy());
    await waitFor(() => expect(shadowOf(orders).getByRole('button', { name: 'Log in' })).toBeTruthy());
    expect(shadowOf(button).getByRole('link', { name: 'Cart' })).toBeTruthy(); // the compact one: no count, no prompt
    expect($session.get().buyer).toBeNull();

    const user = userEvent.setup();
    await user.click(shadowOf(cart).getByRole('button', { name: 'Log in' }));
    const form = await shadowOf(cart).findByRole('region', { name: 'Buyer sign in' });
    const phone = within(form).getByRole('textbox', { name: /Phone number/ });
    await waitFor(() => expect(cart.shadowRoot?.activeElement).toBe(phone));
    // Filled as the sign-in element's test does: user-event's typing does not reliably reach React inside a shadow root in jsdom.
    fireEvent.change(phone, { target: { value: FAKE_LOGIN.username.slice(3) } });
    fireEvent.change(within(form).getByLabelText(/^Password/, { selector: 'input' }), { target: { value: FAKE_LOGIN.password } });
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    // The summary's and the phone's checkout bar's (CSS shows one per width).
    await waitFor(() => expect(shadowOf(cart).getAllByRole('link', { name: 'Proceed to Checkout' })).toHaveLength(2));
    await waitFor(() => expect(shadowOf(button).getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy());
    await waitFor(() => expect(shadowOf(orders).getByRole('list', { name: 'Orders' })).toBeTruthy());
    expect(window.location.href).toBe(pageUrl);
  });
});
