import { logout, signInBuyer } from '@nirmaan/core';
import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../widgets/src/testing/fakeApi.ts';
import { CART_BUTTON_TAG, CART_TAG, defineShopElements, ORDERS_TAG } from './index.ts';

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

  it('<nirmaan-cart-button> shows the signed-in buyer\'s item count, and <nirmaan-cart> the same cart', async () => {
    restore = installFakeApi({ cartItems: [[11, 2], [12, 1]] });
    signInBuyer('t1');
    defineShopElements();
    const button = mount(CART_BUTTON_TAG);
    const cart = mount(CART_TAG);
    await waitFor(() => expect(shadowOf(button).getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy());
    await waitFor(() => expect(shadowOf(cart).getByRole('link', { name: 'Proceed to Checkout' })).toBeTruthy());
    expect(shadowOf(cart).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
  });

  it("<nirmaan-cart> and <nirmaan-orders> ask a visitor to log in", async () => {
    defineShopElements();
    const cart = mount(CART_TAG);
    const orders = mount(ORDERS_TAG);
    await waitFor(() => expect(shadowOf(cart).getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy());
    await waitFor(() => expect(shadowOf(orders).getByRole('heading', { name: 'Please Log In' })).toBeTruthy());
  });
});
