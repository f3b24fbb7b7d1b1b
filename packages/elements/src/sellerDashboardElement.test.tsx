import { logout, signInSeller } from '@nirmaan/core';
import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { SELLER_DASHBOARD_TAG } from './sellerDashboardElement.tsx';
import { installFakeApi, sampleSellerOrder } from '@nirmaan/widgets/testing';

let restore: () => void = () => {};

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector(SELLER_DASHBOARD_TAG) as HTMLElement;
}

const shadowOf = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<nirmaan-seller-dashboard>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    logout('seller');
    restore();
  });

  it('asks a visitor to sign in as a seller', async () => {
    defineNirmaanElement(SELLER_DASHBOARD_TAG);
    const element = mount(`<${SELLER_DASHBOARD_TAG}></${SELLER_DASHBOARD_TAG}>`);
    await waitFor(() => expect(shadowOf(element).getByRole('link', { name: 'Seller Login' })).toBeTruthy());
    expect(shadowOf(element).getByRole('link', { name: 'Seller Login' }).getAttribute('href')).toBe('/seller/login');
  });

  it('opens on the tab its attribute names, for a signed-in seller', async () => {
    restore = installFakeApi({ seller: { orders: [sampleSellerOrder(77, 'pending')] } });
    signInSeller('element-seller');
    defineNirmaanElement(SELLER_DASHBOARD_TAG);
    const element = mount(`<${SELLER_DASHBOARD_TAG} tab="orders"></${SELLER_DASHBOARD_TAG}>`);
    await waitFor(() => expect(shadowOf(element).getByRole('heading', { name: 'Order #77' })).toBeTruthy());
    expect(
      shadowOf(element)
        .getByRole('tab', { name: /^Orders/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
  });
});
