import { $siteInfo } from '@nirmaan/core';
import { describe, expect, it } from 'vitest';
import { readSiteInfoFromPage, SITE_INFO_ELEMENT_ID } from './siteInfoFromPage.ts';
import { PRODUCTION_SITE } from '@nirmaan/widgets/testing';

function pageWith(block: string | null): Document {
  const page = document.implementation.createHTMLDocument('Nirmaan');
  if (block !== null) {
    const script = page.createElement('script');
    script.type = 'application/json';
    script.id = SITE_INFO_ELEMENT_ID;
    script.textContent = block;
    page.head.append(script);
  }
  return page;
}

describe('the site info the server writes into the page', () => {
  it('is handed to the widgets as loaded, with no call to GET /site', () => {
    const info = { ...PRODUCTION_SITE, otp_sign_in: false };
    expect(readSiteInfoFromPage(pageWith(JSON.stringify(info)))).toBe(true);
    expect($siteInfo.get()).toEqual({ status: 'ready', value: info });
  });

  it('is ignored when missing or unreadable, so the widgets load it themselves', () => {
    expect(readSiteInfoFromPage(pageWith(null))).toBe(false);
    expect(readSiteInfoFromPage(pageWith('{"mode": "demo"'))).toBe(false);
    expect(readSiteInfoFromPage(pageWith(JSON.stringify({ ...PRODUCTION_SITE, mode: 'staging' })))).toBe(false);
  });
});
