import type { SiteFigures, SiteInfo } from '@nirmaan/core/pure';
import { demoAccountsShown } from '../accounts/bootstrap.ts';
import type { AppContext } from '../http/context.ts';
import { siteCompany } from './company.ts';
import { cachedSiteFigures } from './siteFigures.ts';

const figuresOf = new WeakMap<AppContext['db'], () => Promise<SiteFigures | null>>();

/** Counts the figures afresh on the next read: the catalogue changed (a product deactivated or back, issue 28). */
export function forgetSiteFigures(db: AppContext['db']): void {
  figuresOf.delete(db);
}

/** This deployment as the widgets need to know it (GET /site, and the host app's pages: http/hostApp.ts). */
export async function siteInfoOf({ config, sms, db }: Pick<AppContext, 'config' | 'sms' | 'db'>): Promise<SiteInfo> {
  let figures = figuresOf.get(db);
  if (!figures) figuresOf.set(db, (figures = cachedSiteFigures(db)));
  return {
    mode: config.mode,
    company: siteCompany(config.company, config.mode),
    figures: await figures(),
    demo_accounts: config.mode === 'demo' ? demoAccountsShown() : [],
    otp_sign_in: sms !== null,
  };
}
