import { presetSiteInfo } from '@nirmaan/core/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../testing/fakeApi.ts';
import { DEMO_SITE, PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { SiteFooter } from './SiteFooter.tsx';

describe('<SiteFooter> (issue 28: nothing invented)', () => {
  it("shows the database's figures, the company's links elsewhere and its registered name", () => {
    const restore = installFakeApi();
    presetSiteInfo(PRODUCTION_SITE);
    render(<SiteFooter />);
    const figures = within(screen.getByRole('region', { name: 'Why builders trust us' }));
    expect(figures.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3 Cities served',
      '14 Verified suppliers',
      '34 Products offered',
      'Cash on delivery',
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Nirmaan elsewhere' })).getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@nirmaan',
    );
    expect(screen.getByText(/© \d{4} Nirmaan Building Supplies Private Limited\./)).toBeInTheDocument();
    restore();
  });

  it('shows no figure it could not count and no link the company has not configured', () => {
    const restore = installFakeApi();
    presetSiteInfo({ ...DEMO_SITE, figures: null });
    render(<SiteFooter />);
    const figures = within(screen.getByRole('region', { name: 'Why builders trust us' }));
    expect(figures.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cash on delivery']);
    expect(screen.queryByRole('navigation', { name: /elsewhere/ })).toBeNull();
    expect(screen.getByText(/© \d{4} Nirmaan Demo Marketplace\./)).toBeInTheDocument();
    restore();
  });
});
