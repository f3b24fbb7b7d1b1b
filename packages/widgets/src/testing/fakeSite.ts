import type { SiteInfo } from '@nirmaan/core';
import { presetSiteInfo } from '@nirmaan/core/testing';
import { FAKE_ACCOUNTS } from '../account/testing/fakeAccountApi.ts';

/** GET /site of the demo server (`npm start`): the fake account API's accounts, SMS codes sent. */
export const DEMO_SITE: SiteInfo = {
  mode: 'demo',
  demo_accounts: [
    { role: 'Buyer', login: FAKE_ACCOUNTS.buyer.phone, password: FAKE_ACCOUNTS.buyer.password },
    { role: 'Seller', login: FAKE_ACCOUNTS.seller.email, password: FAKE_ACCOUNTS.seller.password },
    { role: 'Admin', login: FAKE_ACCOUNTS.admin.email, password: FAKE_ACCOUNTS.admin.password },
  ],
  otp_sign_in: true,
};

/** GET /site in production with an SMS provider: no demo account. */
export const PRODUCTION_SITE: SiteInfo = { mode: 'production', demo_accounts: [], otp_sign_in: true };

/** GET /site in production without an SMS provider: no sign-in by SMS code. */
export const NO_SMS_SITE: SiteInfo = { ...PRODUCTION_SITE, otp_sign_in: false };

/**
 * A story's or test's beforeEach: the site info as if GET /site had answered `info` (or were still
 * loading, or had failed), so that no call is made for it.
 */
export function onSite(info: SiteInfo | 'loading' | 'failed') {
  return () => presetSiteInfo(info);
}
