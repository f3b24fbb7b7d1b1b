import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { installFakeApi } from '../testing/fakeApi.ts';
import { DEMO_SITE, onSite, PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { SiteHeader } from './SiteHeader.tsx';

const meta = {
  title: 'Site/Header',
  component: SiteHeader,
  parameters: {
    layout: 'fullscreen',
    ...widgetDocs(`Nirmaan's site header: brand, city, pincode, the product search with suggestions, the Knowledge and Tools menus, the cart (with its count) and the account links; on phones a bottom bar and a side menu. On a demo server a demo marker comes first and scrolls away with the page.

**Use it** at the top of every page of Nirmaan's own site (the host app). **Do not use it** on partner pages (\`<nirmaan-cart-button>\` is the cart link partners get).

**States** (the stories): Desktop, ToolsMenuOpen, Mobile, DemoSite, DemoSiteMobile, NothingMatches (no product matches the search: said under the box, with a quote request for the text) and NothingMatchesMobile.

**Props**: none.

**Accessibility**: the search is a search landmark whose box is a combobox (\`aria-expanded\`, \`aria-activedescendant\`; arrow keys move through the suggestions, Enter opens one, Escape closes the list) and whose "nothing matches" line is a status; the menus are disclosure buttons with \`aria-expanded\`; the cart link's name includes its count ("Cart, 2 items"); the phones' bottom bar is a navigation landmark named Mobile, and its side menu a modal dialog.`),
  },
  // A production server (GET /site): no demo marker.
  beforeEach: onSite(PRODUCTION_SITE),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Also drawn in Kannada, Tamil and Hindi by the stories check (tag `languages`). */
export const Desktop: Story = { tags: ['languages'] };

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

/**
 * A search no product matches (issue 29): the line under the box says so, with a quote request for
 * the text, and the focus stays in the box. Room under the header for the line, which hangs over the
 * page as the suggestions do.
 */
export const NothingMatches: Story = {
  beforeEach: () => installFakeApi({ site: PRODUCTION_SITE }),
  decorators: [
    (Story) => (
      <div style={{ minHeight: '240px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(search, 'qzxv');
    await expect(await canvas.findByText('No products match "qzxv".', undefined, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request a quote' })).toBeVisible();
    await expect(search).toHaveFocus();
  },
};

/** The same on a phone: the text and the button under it, the width of the box and Search. */
export const NothingMatchesMobile: Story = { ...NothingMatches, parameters: Mobile.parameters, globals: Mobile.globals };
