import { presetSiteInfo } from '@nirmaan/core/testing';
import { CONFIGURED_COMPANY_INFO, DEMO_SITE, PRODUCTION_SITE } from '@nirmaan/widgets/testing';
import { render, screen } from '@testing-library/react';
import { $locale } from '@nirmaan/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactPage } from './ContactPage.tsx';

/** The opening hours the configured company gives. */
const HOURS = CONFIGURED_COMPANY_INFO.hours ?? '';

describe('/contact (issue 28: nothing invented)', () => {
  it("shows the company's phone, mailboxes, offices, registered name and GSTIN as COMPANY_FILE has them", () => {
    presetSiteInfo(PRODUCTION_SITE);
    render(<ContactPage />);
    expect(screen.getByRole('link', { name: '+91 80 4123 4567' })).toHaveAttribute('href', 'tel:+918041234567');
    expect(screen.getByRole('link', { name: 'support@nirmaan.test' })).toHaveAttribute('href', 'mailto:support@nirmaan.test');
    expect(screen.getByRole('link', { name: 'sellers@nirmaan.test' })).toBeInTheDocument();
    // The hours are the operator's words inside the page's sentence: marked English on their own.
    expect(screen.getByText(HOURS).parentElement).toHaveTextContent(`We answer ${HOURS}.`);
    expect(screen.getByText(HOURS)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Bangalore' })).toBeInTheDocument();
    expect(screen.getByText('Nirmaan Building Supplies Private Limited, GSTIN 29AAACN1234F1ZT')).toBeInTheDocument();
    expect(screen.queryByText(/fictional company/)).toBeNull();
  });

  it('shows no contact detail that is not configured, and says the demo company is fictional', () => {
    presetSiteInfo({ ...PRODUCTION_SITE, company: { ...CONFIGURED_COMPANY_INFO, phone: null, email: null, seller_email: null, offices: [] } });
    const { unmount } = render(<ContactPage />);
    expect(screen.queryByRole('heading', { name: 'Call or write' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Our offices' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^tel:|@/ })).toBeNull();
    unmount();

    presetSiteInfo(DEMO_SITE);
    render(<ContactPage />);
    expect(screen.getByRole('status')).toHaveTextContent(
      /Nirmaan Demo Marketplace is this demo's fictional company: it has no phone number, office or mailbox/,
    );
    expect(screen.queryByRole('heading', { name: 'Call or write' })).toBeNull();
  });

  describe('in Tamil', () => {
    afterEach(() => $locale.set('en'));

    it('says the page in Tamil under lang="ta", with the operator\'s hours, offices and registered name marked English', async () => {
      $locale.set('ta');
      presetSiteInfo(PRODUCTION_SITE);
      render(<ContactPage />);
      const title = await screen.findByRole('heading', { level: 1, name: 'எங்களைத் தொடர்பு கொள்ள' });
      expect(title.closest('article')).toHaveAttribute('lang', 'ta');
      expect(screen.getByText(HOURS)).toHaveAttribute('lang', 'en');
      expect(screen.getByText(HOURS).parentElement).toHaveTextContent(`நாங்கள் பதிலளிக்கும் நேரம்: ${HOURS}.`);
      // The quote button's words are the quote widget's catalogue, which may arrive after the page's.
      expect(await screen.findByRole('button', { name: 'விலை கேளுங்கள்' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'எங்கள் அலுவலகங்கள்' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Bangalore' }).closest('[lang]')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Nirmaan Building Supplies Private Limited, GSTIN 29AAACN1234F1ZT')).toHaveAttribute('lang', 'en');
    });
  });
});
