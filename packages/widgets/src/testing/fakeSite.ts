import type { CompanyInfo, SiteInfo } from '@nirmaan/core';
import { presetSiteInfo } from '@nirmaan/core/testing';
import { FAKE_ACCOUNTS } from '../account/testing/fakeAccountApi.ts';

/** The demo server's company: fictional, no contact detail (packages/server/src/site/company.ts). */
export const DEMO_COMPANY_INFO: CompanyInfo = {
  name: 'Nirmaan Demo Marketplace',
  demo: true,
  legal_name: null,
  gstin: null,
  email: null,
  seller_email: null,
  privacy_email: null,
  phone: null,
  hours: null,
  offices: [],
  social: [],
  testimonials: [],
};

/** A company as an operator configures it in COMPANY_FILE (reserved .test addresses: not a real mailbox). */
export const CONFIGURED_COMPANY_INFO: CompanyInfo = {
  name: 'Nirmaan',
  demo: false,
  legal_name: 'Nirmaan Building Supplies Private Limited',
  gstin: '29AAACN1234F1ZT',
  email: 'support@nirmaan.test',
  seller_email: 'sellers@nirmaan.test',
  privacy_email: 'privacy@nirmaan.test',
  phone: '+91 80 4123 4567',
  hours: 'Monday to Saturday, 9:00 to 19:00 IST',
  offices: [{ city: 'Bangalore', lines: ['Nirmaan Building Supplies', '14, 3rd Cross, Koramangala 4th Block', 'Bengaluru, Karnataka 560034'] }],
  social: [{ name: 'YouTube', url: 'https://www.youtube.com/@nirmaan' }],
  testimonials: [{ quote: 'Four cement dealers compared for my Whitefield site in five minutes.', name: 'Suresh Gowda', role: 'Contractor, Bangalore' }],
};

/** The demo data's figures as the demo server counts them. */
export const DEMO_FIGURES = { verified_sellers: 14, cities: 3, products: 34 } as const;

/** GET /site of the demo server (`npm start`): the fake account API's accounts, SMS codes sent. */
export const DEMO_SITE: SiteInfo = {
  mode: 'demo',
  company: DEMO_COMPANY_INFO,
  figures: DEMO_FIGURES,
  demo_accounts: [
    { role: 'Buyer', login: FAKE_ACCOUNTS.buyer.phone, password: FAKE_ACCOUNTS.buyer.password },
    { role: 'Seller', login: FAKE_ACCOUNTS.seller.email, password: FAKE_ACCOUNTS.seller.password },
    { role: 'Admin', login: FAKE_ACCOUNTS.admin.email, password: FAKE_ACCOUNTS.admin.password },
  ],
  otp_sign_in: true,
};

/** GET /site in production with an SMS provider: no demo account. */
export const PRODUCTION_SITE: SiteInfo = { mode: 'production', company: CONFIGURED_COMPANY_INFO, figures: DEMO_FIGURES, demo_accounts: [], otp_sign_in: true };

/** GET /site in production without an SMS provider: no sign-in by SMS code. */
export const NO_SMS_SITE: SiteInfo = { ...PRODUCTION_SITE, otp_sign_in: false };

/**
 * A story's or test's beforeEach: the site info as if GET /site had answered `info` (or were still
 * loading, or had failed), so that no call is made for it.
 */
export function onSite(info: SiteInfo | 'loading' | 'failed') {
  return () => presetSiteInfo(info);
}
