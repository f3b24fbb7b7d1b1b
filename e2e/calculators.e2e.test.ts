import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { VIEWPORTS } from './support/browser.ts';
import { DEMO_BUYER, signInAsDemoBuyer, signInByPassword } from './support/journeys.ts';

const app = useAppUnderTest();

async function open(path: string, heading: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const page = await app.browser.newPage({ viewport });
  await page.goto(`${app.server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

const figure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[()+]/g, '\\$&')}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');
const rowOf = (page: Page, material: string) => page.getByRole('row', { name: new RegExp(`^${material.replace(/[()]/g, '\\$&')} `) });

const ROUTES = [
  { path: '/material-calculator', heading: 'Material Calculator', title: 'Material Calculator — Nirmaan' },
  { path: '/house-construction-calculator', heading: 'House Construction Calculator', title: 'House Construction Calculator — Nirmaan' },
  { path: '/knowledge/construction-cost-calculator', heading: 'Construction Cost Calculator', title: 'Construction Cost Calculator — Nirmaan' },
  { path: '/boq-calculator', heading: 'BOQ Calculator', title: 'BOQ Calculator — Nirmaan' },
  { path: '/home-drawing-generator', heading: 'Home Drawing Generator', title: 'Home Drawing Generator — Nirmaan' },
] as const;

describe('calculator routes in the host app', () => {
  it.each(ROUTES)('$path has its h1 and page title and fits a 375 px phone', async ({ path, heading, title }) => {
    const page = await open(path, heading, VIEWPORTS.mobile);
    expect(await page.title()).toBe(title);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('Material Calculator: an M20 slab, then bad dimensions', async () => {
    const page = await open('/material-calculator', 'Material Calculator');
    await page.getByLabel('Length (m)').fill('4');
    await page.getByLabel('Width (m)').fill('3');
    await page.getByLabel('Thickness (mm)').fill('150');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => rowOf(page, 'Cement (M20)').textContent()).toBe('Cement (M20)13bags (50 kg)');
    await page.getByRole('tab', { name: 'Steel' }).click();
    await page.getByLabel('Length (m)').fill('0');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please enter valid dimensions');
    expect(await page.getByLabel('Length (m)').getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });

  it('House Construction Calculator: a 30 x 40 ft plot on 2 floors', async () => {
    const page = await open('/house-construction-calculator', 'House Construction Calculator');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please enter valid plot dimensions and number of floors');
    await page.getByLabel('Plot length (ft)').fill('30');
    await page.getByLabel('Plot width (ft)').fill('40');
    await page.getByLabel('Number of floors').fill('2');
    await page.getByLabel('Bedrooms').fill('3');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => figure(page, 'Built-up area').textContent()).toBe('2,040 sq ft');
    expect(await figure(page, 'Estimated cost').textContent()).toBe('₹40,39,200');
    await page.close();
  });

  it('Construction Cost Calculator: the 20x30 preset at Standard', async () => {
    const page = await open('/knowledge/construction-cost-calculator', 'Construction Cost Calculator');
    await page.getByRole('button', { name: /^20x30/ }).click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => figure(page, 'Grand total').textContent()).toBe('₹22,52,200');
    await page.getByRole('heading', { name: 'What the estimate includes' }).waitFor();
    await page.close();
  });

  it.each(Object.entries(VIEWPORTS))('have no WCAG 2.1 A/AA violations with a result (%s)', async (_name, viewport) => {
    const material = await open('/material-calculator', 'Material Calculator', viewport);
    await material.getByLabel('Length (m)').fill('4');
    await material.getByLabel('Width (m)').fill('3');
    await material.getByLabel('Height (m)').fill('0.2');
    await material.getByRole('button', { name: 'Calculate' }).click();
    await rowOf(material, 'Water').waitFor();
    expect(await axeViolations(material)).toEqual([]);
    await material.close();

    const cost = await open('/knowledge/construction-cost-calculator', 'Construction Cost Calculator', viewport);
    await cost.getByRole('button', { name: /^40x60/ }).click();
    await cost.getByRole('button', { name: 'Calculate' }).click();
    await figure(cost, 'Grand total').waitFor();
    expect(await axeViolations(cost)).toEqual([]);
    await cost.close();
  });

  it('the home page opens the Material Calculator as a modal', async () => {
    const page = await app.browser.newPage({ viewport: VIEWPORTS.mobile });
    await page.goto(app.server.url);
    await page.getByRole('button', { name: 'Material Calculator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Material Calculator' });
    await dialog.getByRole('tab', { name: 'Paint' }).click();
    await dialog.getByLabel('Length (m)').fill('12');
    await dialog.getByLabel('Width (m)').fill('10');
    await dialog.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => rowOf(page, 'Primer').textContent()).toBe('Primer10litres');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.close();
  });

  it('BOQ Calculator by keyboard: a 20x30 G+1 house costs about 17 lakh, and a buyer saves it', async () => {
    const page = await app.browser.newPage({ viewport: VIEWPORTS.desktop });
    await signInAsDemoBuyer(page, app.server.url);
    await page.goto(`${app.server.url}/boq-calculator`);
    const plot = page.getByRole('spinbutton', { name: /Plot size/ });
    await plot.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('600');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: 'Materials and fittings' }).waitFor();
    expect(await figure(page, 'Built-up area').textContent()).toBe('936 sq ft');
    const total = (await figure(page, 'Total cost').textContent()) ?? '';
    expect(Number(/\(([\d.]+) lakh\)/.exec(total)?.[1])).toBeGreaterThan(15);
    expect(Number(/\(([\d.]+) lakh\)/.exec(total)?.[1])).toBeLessThan(19);
    await page.getByRole('button', { name: 'Save BOQ' }).click();
    await page.getByText('BOQ saved successfully!').waitFor();
    const saved = await page.request.get(`${app.server.url}/api/v1/boq/saved`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` },
    });
    expect(((await saved.json()) as Array<{ request: { plot_size: number } }>)[0]?.request.plot_size).toBe(600);
    await page.goto(`${app.server.url}/profile`);
    await page
      .getByRole('region', { name: 'Saved BOQs' })
      .getByText(/600 sq ft plot, 2 floors, Medium quality/)
      .waitFor();
    await page.close();
  });

  it('BOQ Calculator: a visitor calculates, presses Login to Save, signs in and is back with the same BOQ to save (issue 28)', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.url}/boq-calculator`);
    const plot = page.getByRole('spinbutton', { name: /Plot size/ });
    await plot.fill('1800');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('table', { name: 'Materials and fittings' }).waitFor();
    await page.getByRole('link', { name: 'Login to Save' }).click();
    await page.waitForURL(/\/login/);
    await signInByPassword(page, DEMO_BUYER.phone, DEMO_BUYER.password);
    await page.waitForURL(`${app.server.url}/boq-calculator`);
    // The kept BOQ comes with the calls' chunk: the form is filled and calculated again once it is here.
    await page.getByRole('table', { name: 'Materials and fittings' }).waitFor();
    expect(await page.getByRole('spinbutton', { name: /Plot size/ }).inputValue()).toBe('1800');
    expect(await figure(page, 'Built-up area').textContent()).toBe('1,404 sq ft');
    await page.getByRole('button', { name: 'Save BOQ' }).click();
    await page.getByText('BOQ saved successfully!').waitFor();
    const saved = await page.request.get(`${app.server.url}/api/v1/boq/saved`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` },
    });
    expect(((await saved.json()) as Array<{ request: { plot_size: number } }>)[0]?.request.plot_size).toBe(1800);
    expect(await page.evaluate(() => sessionStorage.getItem('nirmaan:kept-boq'))).toBeNull();
    await page.close();
  });

  it('Home Drawing Generator by keyboard: a two-floor plan, its floor tabs, and the SVG and PNG downloads', async () => {
    const page = await open('/home-drawing-generator', 'Home Drawing Generator');
    await page.getByRole('combobox', { name: /Nakshatra/ }).focus();
    await page.keyboard.press('ArrowDown'); // Ashwini: faces East
    await page.getByRole('combobox', { name: 'Floors' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Generate Plan' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('img', { name: 'Ground Floor plan, 30 by 40 ft, north up' }).waitFor();
    expect(await figure(page, 'Main direction').textContent()).toBe('East');
    expect(await figure(page, 'Total built-up area').textContent()).toBe('2,400 sq ft');

    await page.getByRole('tab', { name: 'Ground Floor' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('img', { name: 'First Floor plan, 30 by 40 ft, north up' }).waitFor();
    const svgDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    expect((await svgDownload).suggestedFilename()).toBe('nirmaan-ashwini-first-floor.svg');
    const pngDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    expect((await pngDownload).suggestedFilename()).toBe('nirmaan-ashwini-first-floor.png');
    await page.close();
  });
});
