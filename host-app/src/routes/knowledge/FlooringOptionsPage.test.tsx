import { $locale } from '@nirmaan/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FlooringOptionsPage } from './FlooringOptionsPage.tsx';

describe('/knowledge/flooring-options in Tamil', () => {
  afterEach(() => $locale.set('en'));

  it('says the guide and its comparison table in Tamil under lang="ta", costs and codes as written', async () => {
    $locale.set('ta');
    render(<FlooringOptionsPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'தரைத்தள வகைகள்' });
    expect(title.closest('article')).toHaveAttribute('lang', 'ta');
    const table = screen.getByRole('table', { name: 'தரைத்தள வகைகள்: சதுர அடிக்குச் செலவு, உழைப்பு, பராமரிப்பு, பயன்பாடு (2025)' });
    const granite = within(table).getByRole('rowheader', { name: 'கிரானைட்' }).closest('tr');
    expect(granite).toHaveTextContent('கிரானைட்₹150-350மிக அதிகம்குறைவு');
    expect(screen.getByText(/வழுக்காத செராமிக் அல்லது விட்ரிஃபைட் டைல்ஸ் \(R10-R11 வழுக்கும் தரம்\)/)).toBeInTheDocument();
    // The breadcrumb's words are the content pages' catalogue, which may arrive after the guide's.
    expect(await screen.findByRole('link', { name: 'அறிவு மையம்' })).toHaveAttribute('href', '/knowledge');
  });
});
