import { logout } from '@nirmaan/core';
import { presetSiteInfo } from '@nirmaan/core/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { SIGN_IN_TAG } from './signInElement.tsx';
import { DEMO_SITE, PRODUCTION_SITE } from '@nirmaan/widgets/testing';

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector(SIGN_IN_TAG) as HTMLElement;
}

async function shadowOf(element: HTMLElement) {
  await waitFor(() => expect(element.shadowRoot?.querySelector('form')).toBeTruthy());
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('<nirmaan-sign-in>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    logout('buyer');
    vi.unstubAllGlobals();
  });

  it('opens on the variant its attribute names', async () => {
    defineNirmaanElement(SIGN_IN_TAG);
    const shadow = await shadowOf(mount(`<${SIGN_IN_TAG} variant="seller"></${SIGN_IN_TAG}>`));
    expect(shadow.getByRole('heading', { name: 'Seller sign in' })).toBeTruthy();
    expect(shadow.queryByRole('radio', { name: 'Buyer' })).toBeNull();
  });

  it('signs a buyer in on the partner page and fires nirmaan-signed-in', async () => {
    const fetchSpy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
      return new Response(JSON.stringify({ access_token: 'tok', token_type: 'bearer' }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchSpy);
    defineNirmaanElement(SIGN_IN_TAG);
    const element = mount(`<${SIGN_IN_TAG} stay-on-page></${SIGN_IN_TAG}>`);
    const listener = vi.fn();
    element.addEventListener('nirmaan-signed-in', listener);
    const shadow = await shadowOf(element);
    fireEvent.change(shadow.getByRole('textbox', { name: /Phone number/ }), { target: { value: '9876543210' } });
    fireEvent.change(element.shadowRoot!.querySelector('input[type="password"]')!, { target: { value: 'demo1234' } });
    fireEvent.click(shadow.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ role: 'buyer' });
    await waitFor(() => expect(element.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe('You are signed in as a buyer.'));
    expect(localStorage.getItem('access_token')).toBe('tok');
    const [input, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(input)).toMatch(/\/api\/v1\/users\/login$/);
    expect(String(init?.body)).toBe('username=%2B919876543210&password=demo1234');
  });

  it('shows the demo accounts GET /site lists with show-demo-accounts, and none on a production server', async () => {
    const site = { ...DEMO_SITE, demo_accounts: [{ role: 'Admin', login: 'admin@demo.test', password: 'from-the-server' }] };
    const fetchSpy = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/v1/site')
        ? new Response(JSON.stringify(site), { headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    defineNirmaanElement(SIGN_IN_TAG);
    const element = mount(`<${SIGN_IN_TAG} show-demo-accounts></${SIGN_IN_TAG}>`);
    const shadow = await shadowOf(element);
    const box = await shadow.findByRole('complementary', { name: 'Demo accounts' });
    expect(box.textContent).toContain('Admin: admin@demo.test / from-the-server');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    element.remove();

    presetSiteInfo(PRODUCTION_SITE);
    const production = await shadowOf(mount(`<${SIGN_IN_TAG} show-demo-accounts></${SIGN_IN_TAG}>`));
    expect(production.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(production.queryByRole('complementary', { name: 'Demo accounts' })).toBeNull();
  });
});
