import { logout, refreshAdmin, signInAdmin } from '@nirmaan/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { AdminDashboard, type AdminDashboardTab } from './AdminDashboard.tsx';

let restore = () => {};
afterEach(() => {
  logout('admin');
  restore();
});

/** The dashboard on a Hindi page, signed in as the demo admin. */
function inHindi(initialTab: AdminDashboardTab = 'dashboard') {
  restore = installFakeApi({ admin: DEMO_ADMIN_DATA });
  signInAdmin('admin-token');
  refreshAdmin();
  const user = userEvent.setup();
  render(
    <LangContext value="hi">
      <AdminDashboard initialTab={initialTab} />
    </LangContext>,
  );
  return { user };
}

const rowOf = (table: HTMLElement, name: RegExp | string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('<AdminDashboard> in Hindi', () => {
  it('asks for the admin sign-in in Hindi', async () => {
    render(
      <LangContext value="hi">
        <AdminDashboard />
      </LangContext>,
    );
    const heading = await screen.findByRole('heading', { name: 'एडमिन के रूप में लॉग इन करें' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('link', { name: 'एडमिन लॉग इन' })).toHaveAttribute('href', '/admin/login');
  });

  it('welcomes the admin, names the tabs and shows totals, recent activity and the leads in Hindi', async () => {
    inHindi();
    const title = await screen.findByRole('heading', { level: 1, name: 'एडमिन डैशबोर्ड' });
    expect(title.closest('section')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('स्वागत है, Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पिनकोड प्रबंधन' })).toHaveAttribute('href', '/admin/pincodes');
    expect(
      within(screen.getByRole('tablist', { name: 'एडमिन विभाग' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['डैशबोर्ड', 'ऑर्डर', 'यूज़र', 'विक्रेता', 'कैटलॉग', 'उत्पाद', 'फ़ोटो', 'ब्लॉग', 'एफ़िलिएट पार्टनर', 'पार्टनर साइटें', 'टैक्स दरें']);
    const totals = await screen.findByRole('list', { name: 'मार्केटप्लेस के कुल आँकड़े' });
    expect(within(totals).getAllByRole('listitem')[0]).toHaveTextContent('कुल यूज़र6');
    const orders = await screen.findByRole('table', { name: 'हाल के ऑर्डर' });
    expect(rowOf(orders, '#118')).toHaveTextContent('डिलीवर हो गया');
    expect(rowOf(orders, '#120')).toHaveTextContent('₹8,350');
    expect(rowOf(await screen.findByRole('table', { name: 'हाल के यूज़र' }), 'नाम पता नहीं')).toBeInTheDocument();
    const inquiries = await screen.findByRole('list', { name: 'चैटबॉट पूछताछ' });
    expect(inquiries.closest('[lang]')).toHaveAttribute('lang', 'hi');
  });

  it('switches a user off in Hindi', async () => {
    const { user } = inHindi('users');
    const table = await screen.findByRole('table', { name: 'यूज़र' });
    expect(rowOf(table, /Meena Iyer/)).toHaveTextContent('चालू');
    await user.click(within(table).getByRole('button', { name: 'Meena Iyer का खाता बंद करें' }));
    expect(await screen.findByRole('button', { name: 'Meena Iyer का खाता चालू करें' })).toBeInTheDocument();
  });

  it('reviews sellers in Hindi: the waiting list, the reject dialog and its reason, the notice', async () => {
    const { user } = inHindi('sellers');
    const pending = await screen.findByRole('region', { name: 'मंज़ूरी बाकी' });
    expect(await within(pending).findByText('2 इंतज़ार में')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'विक्रेता' });
    expect(rowOf(table, /Kovai Steel Centre/)).toHaveTextContent('अस्वीकारकारण: The GST certificate is for another business.');

    const chamundi = within(pending).getByRole('article', { name: 'Chamundi Cement Depot' });
    await user.click(within(chamundi).getByRole('button', { name: 'Chamundi Cement Depot को अस्वीकार करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chamundi Cement Depot को अस्वीकार करें?' });
    const reason = within(dialog).getByRole('textbox', { name: /अस्वीकार करने का कारण/ });
    await user.click(within(dialog).getByRole('button', { name: 'विक्रेता को अस्वीकार करें' }));
    expect(reason).toHaveAccessibleDescription(/अस्वीकार करने का कारण लिखें/);
    await user.type(reason, 'ट्रेड लाइसेंस नहीं भेजा गया।');
    await user.click(within(dialog).getByRole('button', { name: 'विक्रेता को अस्वीकार करें' }));
    expect(await screen.findByText('Chamundi Cement Depot अस्वीकार कर दिया गया।')).toBeInTheDocument();
    await waitFor(() => expect(within(pending).queryByRole('article', { name: 'Chamundi Cement Depot' })).not.toBeInTheDocument());
  });

  it("shows a partner's card and the partner id's error in Hindi", async () => {
    const { user } = inHindi('partners');
    const partners = await screen.findByRole('list', { name: 'पार्टनर साइटें' });
    const dealer = within(partners).getAllByRole('listitem')[0]!;
    expect(within(dealer).getByText('साइन-अप').nextElementSibling).toHaveTextContent('12');
    expect(within(dealer).getByText('ऑर्डर की रक़म').nextElementSibling).toHaveTextContent('₹1,84,250.50');
    expect(within(dealer).getByText(/आख़िरी गतिविधि/)).toHaveTextContent('आख़िरी गतिविधि 20 नव॰ 2026');
    await user.click(screen.getByRole('button', { name: 'वेबहुक दिखाएँ' }));
    expect(screen.getByRole('textbox', { name: /पार्टनर आईडी/ })).toHaveAccessibleDescription(/पार्टनर आईडी 1 से \d+ अक्षरों की होनी चाहिए/);
  });
});
