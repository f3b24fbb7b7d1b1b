import { useStore } from '@nanostores/react';
import { $siteInfo, type CompanyInfo } from '@nirmaan/core';

/**
 * The company behind the site, as the server's COMPANY_FILE configures it (GET /site; the server
 * writes it into every page, so it is there on the first paint). Null only while it loads, as in
 * `npm run dev`, or when it could not be loaded: then no company detail is shown.
 */
export function useCompany(): CompanyInfo | null {
  return useStore($siteInfo).value?.company ?? null;
}

/** The number to dial: the shown one without its spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
