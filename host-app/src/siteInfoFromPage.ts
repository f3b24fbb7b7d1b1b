import { isSiteInfo, provideSiteInfo } from '@nirmaan/core';

/** The data block the server writes into every page (packages/server/src/http/hostApp.ts). */
export const SITE_INFO_ELEMENT_ID = 'nirmaan-site';

/**
 * Hands the site info the server wrote into the page to the widgets, so none of them asks
 * GET /site again and the demo marker does not appear a moment after the first paint. A page
 * without it (the dev server) or with something unreadable leaves the widgets to load it.
 */
export function readSiteInfoFromPage(page: Document): boolean {
  const text = page.getElementById(SITE_INFO_ELEMENT_ID)?.textContent;
  if (!text) return false;
  try {
    const info: unknown = JSON.parse(text);
    if (!isSiteInfo(info)) return false;
    provideSiteInfo(info);
    return true;
  } catch {
    return false;
  }
}
