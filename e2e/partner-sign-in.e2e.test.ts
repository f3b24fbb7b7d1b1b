import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';

const app = useAppUnderTest();

/**
 * The partner's site: its own server on another port, so another origin. (A made-up public host
 * would not do: Chromium blocks public pages from reaching a loopback server.)
 */
const partner = Fastify();
let partnerUrl = '';
beforeAll(async () => {
  const html = readFileSync('examples/contractor-portal.html', 'utf8').replace('src="/embed/embed.js"', `src="${app.server.url}/embed/embed.js"`);
  partner.get('/customers', (_request, reply) => reply.type('text/html').send(html));
  partnerUrl = await partner.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => partner.close());

describe('<nirmaan-sign-in> on a partner site of another origin', () => {
  it('signs a buyer in through the cross-origin API and tells the partner page', async () => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${partnerUrl}/customers`);
    expect(new URL(partnerUrl).origin).not.toBe(new URL(app.server.url).origin);

    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('textbox', { name: /Phone number/ }).fill('9876543210');
    await page.locator('input[type="password"]').fill('demo1234');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect.poll(() => page.locator('#status').textContent()).toBe('Welcome! You are signed in to Nirmaan as a buyer.');
    expect(await page.getByRole('status').filter({ hasText: 'You are signed in as a buyer.' }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${partnerUrl}/customers`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await context.close();
  });
});
