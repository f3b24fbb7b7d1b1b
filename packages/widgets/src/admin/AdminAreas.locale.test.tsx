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

/** The dashboard on a Tamil page, signed in as the demo admin, on `tab`. */
function inTamil(tab: AdminDashboardTab) {
  restore = installFakeApi({ admin: DEMO_ADMIN_DATA });
  signInAdmin('admin-token');
  refreshAdmin();
  const user = userEvent.setup();
  render(
    <LangContext value="ta">
      <AdminDashboard initialTab={tab} />
    </LangContext>,
  );
  return { user };
}

describe('<AdminDashboard> areas in Tamil', () => {
  it('shows the leads with their statuses, facts and notes, and filters them by status', async () => {
    const { user } = inTamil('dashboard');
    const inquiries = await screen.findByRole('list', { name: 'சாட்பாட் விசாரணைகள்' }, { timeout: 5000 });
    expect(inquiries.closest('[lang]')).toHaveAttribute('lang', 'ta');
    const bot = within(inquiries)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Free Offers Bot'))!;
    expect(within(bot).getByRole('combobox', { name: 'Free Offers Bot நிலை' })).toHaveDisplayValue('ஸ்பேம்');
    expect(within(bot).getByText('தொலைபேசி').nextElementSibling).toHaveTextContent('9000000000');
    await user.click(within(bot).getByRole('button', { name: 'குறிப்புகள் (1): Free Offers Bot' }));
    expect(within(bot).getByRole('list', { name: 'Free Offers Bot பற்றிய குறிப்புகள்' })).toHaveTextContent('Same number sent 40 inquiries overnight.');
    await user.click(within(bot).getByRole('button', { name: 'குறிப்பு சேர்' }));
    expect(within(bot).getByRole('textbox', { name: /புதிய குறிப்பு/ })).toHaveAccessibleDescription(/முதலில் குறிப்பை எழுதுங்கள்/);

    const quotes = screen.getByRole('list', { name: 'விலைக் கோரிக்கைகள்' });
    const lakshmi = within(quotes)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Lakshmi Narayan'))!;
    expect(within(lakshmi).getByText('யாரிடம் கேட்டது').nextElementSibling).toHaveTextContent('Sri Balaji Traders, சைட் 560034');

    const filter = screen.getByRole('combobox', { name: 'காட்டு சாட்பாட் விசாரணைகள்' });
    await user.selectOptions(filter, 'won');
    expect(await screen.findByRole('heading', { name: '“வியாபாரம் முடிந்தது” நிலையில் விசாரணை எதுவும் இல்லை.' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ரியல் எஸ்டேட் சமர்ப்பிப்புகள்' })).toBeInTheDocument();
  });

  it('lists the orders, filters them and opens one, in Tamil with Indian grouping', async () => {
    const { user } = inTamil('orders');
    const table = await screen.findByRole('region', { name: 'பொருந்தும் ஆர்டர்கள்' });
    expect(table.closest('[lang]')).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('heading', { level: 2, name: 'ஆர்டர்கள்' })).toBeInTheDocument();
    const newest = within(table).getByRole('rowheader', { name: '#120' }).closest('tr') as HTMLElement;
    expect(newest).toHaveTextContent('₹8,350.00');
    expect(within(newest).getByText('நிலுவையில்')).toBeInTheDocument();
    expect(screen.getByText('மொத்தம் 4-இல் 1–4 காட்டப்படுகின்றன')).toBeInTheDocument();

    const filters = screen.getByRole('form', { name: 'ஆர்டர்களை வடிகட்டு' });
    await user.type(within(filters).getByLabelText('இந்தத் தேதி முதல்'), '2026-11-20');
    await user.type(within(filters).getByLabelText(/இந்தத் தேதி வரை/), '2026-11-19');
    await user.click(within(filters).getByRole('button', { name: 'வடிகட்டிகளைப் பயன்படுத்து' }));
    expect(within(filters).getByLabelText(/இந்தத் தேதி வரை/)).toHaveAccessibleDescription(/தேதிக்கு முன்போ அதே நாளோ இருக்க வேண்டும்/);
    await user.click(within(filters).getByRole('button', { name: 'வடிகட்டிகளை நீக்கு' }));

    await user.click(within(table).getByRole('button', { name: 'ஆர்டர் #119 திற' }));
    expect(await screen.findByRole('heading', { name: 'ஆர்டர் #119' })).toBeInTheDocument();
    expect(await screen.findByText('சைட் தொடர்பு: Karthik, +919840012345')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'நிலை வரலாறு' });
    expect(within(history).getByRole('rowheader', { name: 'தயாராகிறது' }).closest('tr')).toHaveTextContent('விற்பனையாளர்');
    await user.click(screen.getByRole('button', { name: 'ஆர்டர்களுக்குத் திரும்பு' }));
    expect(await screen.findByRole('region', { name: 'பொருந்தும் ஆர்டர்கள்' })).toBeInTheDocument();
  });

  it('shows and checks the tax rates in Tamil', async () => {
    const { user } = inTamil('tax-rates');
    const categories = await screen.findByRole('list', { name: 'வகைகள்' });
    expect(categories.closest('[lang]')).toHaveAttribute('lang', 'ta');
    const first = within(categories).getAllByRole('listitem')[0]!;
    const hsn = within(first).getByRole('textbox', { name: /HSN குறியீடு/ });
    await user.clear(hsn);
    await user.type(hsn, '12');
    await user.click(within(first).getByRole('button', { name: /சேமி$/ }));
    await waitFor(() => expect(hsn).toHaveAccessibleDescription(/4, 6 அல்லது 8 இலக்கங்கள்/));
  });

  it('lists the default products and checks the add dialog in Tamil', async () => {
    const { user } = inTamil('products');
    const totals = await screen.findByRole('list', { name: 'இயல்புநிலைப் பொருட்களின் மொத்தங்கள்' });
    expect(totals.closest('[lang]')).toHaveAttribute('lang', 'ta');
    expect(totals).toHaveTextContent('செயலில் உள்ள பொருட்கள்4');
    const table = await screen.findByRole('table', { name: 'இயல்புநிலைப் பொருட்கள்' });
    expect(within(table).getByRole('rowheader', { name: 'OPC 53 Grade Cement (50 kg)' }).closest('tr')).toHaveTextContent('செயலில்');
    await user.click(screen.getByRole('button', { name: 'பொருளைச் சேர்' }));
    const dialog = await screen.findByRole('dialog', { name: 'புதிய இயல்புநிலைப் பொருளைச் சேர்' });
    await user.click(within(dialog).getByRole('button', { name: 'பொருளை உருவாக்கு' }));
    expect(within(dialog).getByRole('textbox', { name: /பொருளின் பெயர்/ })).toHaveAccessibleDescription('பொருளின் பெயர் தேவை');
    expect(within(dialog).getByRole('combobox', { name: /யூனிட்/ })).toHaveAccessibleDescription('யூனிட் தேவை');
  });

  it('checks the affiliate form in Tamil', async () => {
    const { user } = inTamil('affiliates');
    const form = await screen.findByRole('region', { name: 'புதிய இணை கூட்டாளர்' });
    expect(form.closest('[lang]')).toHaveAttribute('lang', 'ta');
    await user.type(within(form).getByRole('textbox', { name: /^இணைய முகவரி/ }), 'example.com');
    await user.click(within(form).getByRole('button', { name: 'உருவாக்கு' }));
    expect(within(form).getByRole('textbox', { name: /தலைப்பு/ })).toHaveAccessibleDescription('தலைப்பும் இணைய முகவரியும் தேவை');
  });
});
