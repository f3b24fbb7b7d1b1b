import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteInfo } from '@nirmaan/core/pure';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../host-app/src/routePaths.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { inventedOn } from './support/inventedOn.ts';
import { PRODUCTION_ADMIN } from './support/server.ts';

// Issue 23: the sign-in pages printed the demo accounts' passwords on every instance, and nothing
// told a visitor that the demo site is a demo. In production mode (NODE_ENV=production, here
// without an SMS provider) no password is shown anywhere and there is no demo marker; the demo
// server shows both.

const app = useAppUnderTest({ mode: 'production' });
const SIGN_IN_PAGES = ['/login', '/seller/login', '/admin/login', '/register'];
const DEMO_PASSWORDS = /demo1234|admin1234/;

describe('production mode in the browser', () => {
  it.each(SIGN_IN_PAGES)('%s shows no demo account, no password and no demo marker, at 1280 and 360 px', async (path) => {
    for (const viewport of [VIEWPORTS.desktop, { width: 360, height: 740 }]) {
      const page = await app.newPage(viewport);
      await page.goto(`${app.server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('complementary', { name: 'Demo accounts' }).count()).toBe(0);
      expect(await page.getByRole('complementary', { name: 'Site notice' }).count()).toBe(0);
      expect(await page.content()).not.toMatch(DEMO_PASSWORDS);
      await page.context().close();
    }
  });

  it('says plainly that sign-in by SMS code is off, and the admin from ADMIN_EMAIL signs in', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('tab', { name: 'OTP' }).click();
    await page.getByText('Sign-in by SMS code is not available at the moment').first().waitFor();
    expect(await page.getByRole('button', { name: 'Send OTP' }).count()).toBe(0);

    await page.goto(`${app.server.url}/admin/login`);
    await page.getByLabel(/Email/).fill(PRODUCTION_ADMIN.email);
    await page.getByLabel(/^Password/).fill(PRODUCTION_ADMIN.password);
    await page.getByRole('button', { name: /Sign in/i }).click();
    await page.waitForURL(`${app.server.url}/admin/dashboard`);
    await page.context().close();
  });
});

describe('nothing invented in production (issue 28)', () => {
  it('no route shows a placeholder address or number, a rounded-up count, or a figure the database did not count', { timeout: 300_000 }, async () => {
    const site = (await (await fetch(`${app.server.url}/api/v1/site`)).json()) as SiteInfo;
    expect(site.company).toMatchObject({ name: 'Nirmaan', demo: false, email: null, phone: null });
    const page = await app.newPage();
    const found: string[] = [];
    for (const pattern of Object.values(ROUTE_PATHS)) {
      const path = pattern.replace(/:\w+/g, '1');
      await page.goto(`${app.server.url}${path}`, { waitUntil: 'networkidle' });
      found.push(...(await inventedOn(page, site.figures)).map((finding) => `${path}: ${finding}`));
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
});

describe('what partners download', () => {
  it('holds no demo password: the embed bundles get the demo accounts from the demo server only', () => {
    const embed = fileURLToPath(new URL('../packages/elements/dist/embed', import.meta.url));
    const files = readdirSync(embed, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(5);
    const carrying = files.filter((name) => DEMO_PASSWORDS.test(readFileSync(join(embed, name), 'utf8')));
    expect(carrying).toEqual([]);
  });
});
