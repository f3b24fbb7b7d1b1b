import type { SiteInfo } from '@nirmaan/core/pure';
import { demoAccountsShown } from '../accounts/bootstrap.ts';
import type { AppContext } from '../http/context.ts';

/** This deployment as the widgets need to know it (GET /site, and the host app's pages: http/hostApp.ts). */
export function siteInfoOf({ config, sms }: Pick<AppContext, 'config' | 'sms'>): SiteInfo {
  return { mode: config.mode, demo_accounts: config.mode === 'demo' ? demoAccountsShown() : [], otp_sign_in: sms !== null };
}
