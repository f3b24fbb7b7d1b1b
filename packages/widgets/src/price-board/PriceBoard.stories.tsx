import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CITIES, logout, PRICE_BOARD_CATEGORIES, signInBuyer } from '@nirmaan/core';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { installFakePrices, type FakePricesOptions } from '../testing/fakePrices.ts';
import { PriceBoard } from './PriceBoard.tsx';

/** The choice of the category control that means no category filter (the prop's null). */
const ALL_CATEGORIES = 'All Categories';

/** The board's call (and the quote form's) answered in the page. */
const withPrices =
  (options: FakePricesOptions = {}) =>
  () => {
    const undoApi = installFakeApi();
    const undoPrices = installFakePrices(options);
    return () => {
      undoPrices();
      undoApi();
    };
  };

const meta = {
  title: 'Widgets/Prices/Price Board',
  component: PriceBoard,
  args: { city: 'Bangalore' },
  argTypes: {
    city: { control: 'select', options: CITIES },
    category: { control: 'select', options: [ALL_CATEGORIES, ...PRICE_BOARD_CATEGORIES], mapping: { [ALL_CATEGORIES]: null } },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
    onQuoteSent: { control: false },
    api: { table: { disable: true } },
  },
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-price-board',
      `Price Today: the median price of each material among the sellers listing it in a city, today and 7 days ago, with the change (a rise in red, a fall in green, no change in grey). The server computes it from the sellers' price history; the board only shows it.

**Use it** where a buyer decides when and where to buy: a price page, a city landing page, beside a calculator's materials list. Each row's **Get Quote** opens the quote form with the material filled in; **Check Bulk Rates** asks for a bulk rate for the chosen category. **Do not use it** as a product's price: it is a market median, not an offer anyone can add to a cart (the product card and offers show those).

**States** (the stories): loaded, filtered by category, loading (a skeleton table), empty (no seller lists the category in the city), load failed (the message and Retry), and the price-alert form for a visitor (asked to sign in) and for a signed-in buyer.

**Props**: \`city\` (Bangalore, Chennai or Coimbatore; by default the visitor's city, else a signed-in buyer's, else Bangalore), \`category\` (one of the five board categories, or none for All Categories), \`headingLevel\` (1 when the board is the page's main content, else 2), \`onQuoteSent\` (called with the quote request's id once sent).

**Accessibility**: the category and city filters are groups of toggle buttons (\`aria-pressed\`), reached with Tab and pressed with Enter or Space; the prices are a table whose caption (city, category and the date compared with) names it for screen readers; changes are said in words (up, down, no change), not by colour alone; Get Quote and Set Price Alerts open modal dialogs that keep focus inside and give it back on close.`,
    ),
  },
  beforeEach: withPrices(),
} satisfies Meta<typeof PriceBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of prices: rises in red, falls in green, unchanged in grey. */
export const Loaded: Story = {
  tags: ['languages'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toBeInTheDocument();
  },
};

export const LoadedDark: Story = { ...Loaded, tags: [], globals: { theme: 'dark' } };

/** Filtered to TMT Bars in Chennai. */
export const FilteredByCategory: Story = { ...Loaded, tags: [], args: { city: 'Chennai', category: 'TMT Bars' } };

export const Loading: Story = { beforeEach: withPrices({ delay: Infinity }) };

/** No supplier lists the category in the city. */
export const Empty: Story = {
  args: { city: 'Coimbatore', category: 'RMC' },
  beforeEach: withPrices({ rows: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No prices for this category in this city yet')).toBeInTheDocument();
  },
};

/** The server could not be reached: the message and Retry. */
export const LoadFailed: Story = {
  beforeEach: withPrices({ failures: Infinity }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** Set Price Alerts for a visitor: sign in first. */
export const PriceAlertSignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Price Alerts' }));
    await expect(await canvas.findByRole('dialog', { name: 'Set a price alert' })).toBeInTheDocument();
  },
};

/** Set Price Alerts for a signed-in buyer: a material of the board and a target price. */
export const SetPriceAlert: Story = {
  beforeEach: () => {
    const undoPrices = withPrices()();
    signInBuyer('story-buyer');
    return () => {
      logout('buyer');
      undoPrices();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Price Alerts' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Target price/ }), '410');
    await expect(canvas.getByRole('button', { name: 'Set Alert' })).toBeVisible();
  },
};

/** Get Quote on a row opens the quote form with the material chosen. */
export const QuoteFromRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: /Get Quote for UltraTech OPC 53/ }));
    await expect(await canvas.findByRole('dialog', { name: 'Get a Quote' })).toBeInTheDocument();
  },
};
