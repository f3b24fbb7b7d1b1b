import { logout, refreshAdmin, signInAdmin } from '@nirmaan/core';
import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { ADMIN_DASHBOARD_TAG } from './adminDashboardElement.tsx';
import { DEMO_ADMIN_DATA, installFakeApi } from '@nirmaan/widgets/testing';

let restore: () => void = () => {};

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector(ADMIN_DASHBOARD_TAG) as HTMLElement;
}

const shadowOf = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<nirmaan-admin-dashboard>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    logout('admin');
    restore();
  });

  it('asks anyone but an admin to sign in as one', async () => {
    defineNirmaanElement(ADMIN_DASHBOARD_TAG);
    const element = mount(`<${ADMIN_DASHBOARD_TAG}></${ADMIN_DASHBOARD_TAG}>`);
    await waitFor(() => expect(shadowOf(element).getByRole('link', { name: 'Admin sign in' }).getAttribute('href')).toBe('/admin/login'));
  });

  it('opens on the tab its attribute names, for a signed-in admin', async () => {
    restore = installFakeApi({ admin: DEMO_ADMIN_DATA });
    signInAdmin('element-admin');
    refreshAdmin();
    defineNirmaanElement(ADMIN_DASHBOARD_TAG);
    const element = mount(`<${ADMIN_DASHBOARD_TAG} tab="sellers"></${ADMIN_DASHBOARD_TAG}>`);
    await waitFor(() => expect(shadowOf(element).getByRole('table', { name: 'Sellers' })).toBeTruthy());
    expect(shadowOf(element).getByRole('tab', { name: 'Sellers' }).getAttribute('aria-selected')).toBe('true');
  });
});
