import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from './support/appUnderTest.ts';
import { field } from './support/journeys.ts';

const app = useAppUnderTest();
const DEMO_SELLER = { email: 'demo.seller@nirmaan.test', password: 'demo1234' };

describe('the seller runs the CRM (issue 28)', () => {
  it('opens on Orders, edits a lead and links a task to it; both survive a reload; the dialog fits a 360 px phone', async () => {
    const page = await app.newPage({ width: 360, height: 780 });
    await page.goto(`${app.server.url}/seller/login`);
    await field(page, /^Email/).fill(DEMO_SELLER.email);
    await field(page, /^Password/).fill(DEMO_SELLER.password);
    await page.getByRole('button', { name: /Sign In/ }).click();
    await page.waitForURL(`${app.server.url}/seller/dashboard`);
    expect(await page.getByRole('tab', { name: /^Orders/ }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('tab', { name: 'CRM' }).click();
    const leads = page.getByRole('region', { name: 'Leads' });
    await leads.getByRole('textbox', { name: /^Lead Title/ }).fill('Slab of block C');
    await leads.getByRole('button', { name: 'Add Lead' }).click();
    await leads.getByRole('button', { name: 'Edit Slab of block C' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lead' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await dialog.getByRole('textbox', { name: 'Value (₹)' }).fill('95000');
    await dialog.getByRole('combobox', { name: 'Stage' }).selectOption('proposal');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('M25 ready-mix, 40 cubic metres');
    await dialog.getByRole('textbox', { name: 'Next Step' }).fill('Site visit on Friday');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await leads.getByText('Next step: Site visit on Friday').waitFor();

    const tasks = page.getByRole('region', { name: 'Tasks' });
    await tasks.getByRole('textbox', { name: /^Task Title/ }).fill('Visit the block C site');
    await tasks.getByRole('combobox', { name: 'Lead' }).selectOption({ label: 'Slab of block C' });
    await tasks.getByRole('button', { name: 'Add Task' }).click();
    await tasks.getByText('Lead: Slab of block C').waitFor();
    await tasks.getByRole('button', { name: 'Edit Visit the block C site' }).click();
    const taskDialog = page.getByRole('dialog', { name: 'Edit Task' });
    await taskDialog.getByRole('checkbox', { name: 'Done' }).check();
    await taskDialog.getByRole('button', { name: 'Save' }).click();
    await taskDialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('tab', { name: 'CRM' }).click();
    const lead = page.getByRole('region', { name: 'Leads' }).getByRole('listitem').filter({ hasText: 'Slab of block C' });
    await lead.getByText('Next step: Site visit on Friday').waitFor();
    expect(await lead.textContent()).toContain('M25 ready-mix, 40 cubic metres');
    expect(await lead.textContent()).toContain('95,000');
    const task = page.getByRole('region', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: 'Visit the block C site' });
    await task.getByText('Lead: Slab of block C').waitFor();
    expect(await task.textContent()).toContain('Completed');
  });
});
