import { logout, signInAdmin } from '@nirmaan/core';
import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { PINCODE_MANAGER_TAG } from './pincodeManagerElement.tsx';
import { DEMO_ADMIN_DATA, installFakeApi } from '@nirmaan/widgets/testing';

let restore: () => void = () => {};

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector(PINCODE_MANAGER_TAG) as HTMLElement;
}

const shadowOf = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<nirmaan-pincode-manager>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    logout('admin');
    restore();
  });

  it('asks anyone but an admin to sign in as one', async () => {
    defineNirmaanElement(PINCODE_MANAGER_TAG);
    const element = mount(`<${PINCODE_MANAGER_TAG}></${PINCODE_MANAGER_TAG}>`);
    await waitFor(() => expect(shadowOf(element).getByRole('link', { name: 'Admin sign in' }).getAttribute('href')).toBe('/admin/login'));
  });

  it('shows a signed-in admin the pincodes of the city its attribute names', async () => {
    restore = installFakeApi({ admin: DEMO_ADMIN_DATA });
    signInAdmin('element-admin');
    defineNirmaanElement(PINCODE_MANAGER_TAG);
    const element = mount(`<${PINCODE_MANAGER_TAG} city="Coimbatore"></${PINCODE_MANAGER_TAG}>`);
    await waitFor(() => expect(shadowOf(element).getByText('Showing 1–3 of 3')).toBeTruthy());
    expect((shadowOf(element).getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe('Coimbatore');
    expect(
      shadowOf(element)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['641002', '641004', '641012']);
  });
});
