import { presetSiteInfo } from '@nirmaan/core/testing';
import { CONFIGURED_COMPANY_INFO, DEMO_SITE, PRODUCTION_SITE } from '@nirmaan/widgets/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactPage } from './ContactPage.tsx';

describe('/contact (issue 28: nothing invented)', () => {
  it("shows the company's phone, mailboxes, offices, registered name and GSTIN as COMPANY_FILE has them", () => {
    presetSiteInfo(PRODUCTION_SITE);
    render(<ContactPage />);
    expect(screen.getByRole('link', { name: '+91 80 4123 4567' })).toHaveAttribute('href', 'tel:+918041234567');
    expect(screen.getByRole('link', { name: 'support@nirmaan.test' })).toHaveAttribute('href', 'mailto:support@nirmaan.test');
    expect(screen.getByRole('link', { name: 'sellers@nirmaan.test' })).toBeInTheDocument();
    expect(screen.getByText(`We answer ${CONFIGURED_COMPANY_INFO.hours}.`)).toBeInTheDocument();
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
    expect(screen.getByText(/Nirmaan Demo Marketplace is this demo's fictional company: it has no phone number, office or mailbox/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Call or write' })).toBeNull();
  });
});
