import { $locale, logout, signInSeller } from '@nirmaan/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_PRODUCTS, installFakeApi } from '../testing/fakeApi.ts';
import { sampleSellerListing, sampleSellerOrder } from '../testing/fakeSeller.ts';
import { SellerDashboard } from './SellerDashboard.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout('seller');
  $locale.set('en');
  restore();
});

const cement = FAKE_PRODUCTS[0]!;

describe('<SellerDashboard> in Tamil', () => {
  it('speaks Tamil on Orders, My Listings, Quote requests and Profile, marked lang="ta", with Indian grouping and Tamil form errors', async () => {
    restore = installFakeApi({
      seller: {
        noDepot: true,
        orders: [sampleSellerOrder(120, 'pending'), sampleSellerOrder(119, 'processing')],
        listings: [sampleSellerListing(11, cement, 1250, 150000, 'UT-53')],
      },
    });
    $locale.set('ta');
    signInSeller('s-tamil');
    const user = userEvent.setup();
    render(<SellerDashboard />);

    const title = await screen.findByRole('heading', { level: 1, name: 'விற்பனையாளர் டாஷ்போர்டு' });
    expect(title.closest('section')).toHaveAttribute('lang', 'ta');
    expect(screen.getByText('எங்கிருந்து டெலிவரி செய்கிறீர்கள்?')).toBeInTheDocument();

    // Orders first, the new one counted on its tab; the status and the next step in Tamil.
    expect(await screen.findByRole('tab', { name: 'ஆர்டர்கள் (1)' })).toHaveAttribute('aria-selected', 'true');
    const orders = within(await screen.findByRole('list', { name: 'உங்கள் ஆர்டர்கள்' }));
    expect(orders.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['ஆர்டர் #120', 'ஆர்டர் #119']);
    expect(await orders.findAllByText('நிலுவையில்')).toHaveLength(1);
    expect(orders.getByRole('button', { name: 'தயாரிப்பில் உள்ளதாகக் குறி: ஆர்டர் 120' })).toBeInTheDocument();

    // My Listings: Tamil headers, the stock in Indian grouping, the status badge.
    await user.click(screen.getByRole('tab', { name: 'என் பொருட்கள்' }));
    const table = await screen.findByRole('table', { name: 'நீங்கள் விற்கும் பொருட்கள்' });
    expect(within(table).getByRole('columnheader', { name: 'ஸ்டாக்' })).toBeInTheDocument();
    expect(within(table).getByText('1,50,000')).toBeInTheDocument();
    expect(within(table).getByText('விற்பனையில்')).toBeInTheDocument();

    // The listing form's checks speak Tamil.
    await user.click(screen.getByRole('button', { name: 'பொருள் சேர்' }));
    await user.click(await screen.findByRole('button', { name: 'பொருளைச் சேர்' }));
    expect(screen.getByRole('spinbutton', { name: /விலை/ })).toHaveAccessibleDescription('விலை தேவை');
    await user.click(screen.getByRole('button', { name: 'ரத்து செய்' }));
    // Deleting a listing is told in Tamil (the server's notice is English).
    await user.click(within(table).getByRole('button', { name: `${cement.name}: நீக்கு` }));
    expect(await screen.findByText('பொருள் நீக்கப்பட்டது')).toBeInTheDocument();

    // Quote requests: none yet, said in Tamil.
    await user.click(screen.getByRole('tab', { name: 'விலைப்புள்ளி கேட்புகள்' }));
    expect(await screen.findByRole('heading', { name: 'இன்னும் விலைப்புள்ளி கேட்பு எதுவும் இல்லை' })).toBeInTheDocument();

    // Profile: the depot form's errors from core's rules, in Tamil.
    await user.click(screen.getByRole('tab', { name: 'சுயவிவரம்' }));
    await user.type(screen.getByRole('textbox', { name: /குடோன் பின்கோடு/ }), '5600');
    await user.click(screen.getByRole('button', { name: 'குடோனைச் சேமி' }));
    expect(screen.getByRole('textbox', { name: /குடோன் பின்கோடு/ })).toHaveAccessibleDescription('சரியான 6 இலக்கப் பின்கோடை உள்ளிடவும்');
    expect(screen.getByRole('spinbutton', { name: /டெலிவரி தூரம்/ })).toHaveAccessibleDescription('டெலிவரி தூரம் 1 முதல் 300 km வரை ஒரு முழு எண்ணாக இருக்க வேண்டும்');
  });
});
