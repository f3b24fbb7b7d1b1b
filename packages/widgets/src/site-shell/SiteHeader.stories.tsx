import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_SITE, onSite, PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { SiteHeader } from './SiteHeader.tsx';

const meta = {
  title: 'Site/Header',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  // A production server (GET /site): no demo marker.
  beforeEach: onSite(PRODUCTION_SITE),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** The Tools menu open; on a phone, where the header has no Tools button, the side menu with its Tools. */
export const ToolsMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tools = canvas.queryByRole('button', { name: 'Tools' });
    if (tools) {
      await userEvent.click(tools);
      await expect(canvas.getByRole('link', { name: 'Labour Force Calculator' })).toBeVisible();
      return;
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Labour Force Calculator' })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A demo server (`npm start`): the demo marker above the header's controls. */
export const DemoSite: Story = {
  beforeEach: onSite(DEMO_SITE),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/sample data, do not place real orders/)).toBeVisible();
  },
};

/** The demo marker on a phone: it wraps, and covers nothing. */
export const DemoSiteMobile: Story = { ...DemoSite, parameters: Mobile.parameters, globals: Mobile.globals };
