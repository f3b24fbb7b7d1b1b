import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { logout, signInBuyer } from '@nirmaan/core';
import { installFakeApi } from '../testing/fakeApi.ts';
import { installFakePrices, type FakePricesOptions } from '../testing/fakePrices.ts';
import { PriceBoard } from './PriceBoard.tsx';

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
  parameters: { layout: 'padded' },
  beforeEach: withPrices(),
} satisfies Meta<typeof PriceBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of prices: rises in red, falls in green, unchanged in grey. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toBeInTheDocument();
  },
};

export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } };

/** Filtered to TMT Bars in Chennai. */
export const FilteredByCategory: Story = { ...Loaded, args: { city: 'Chennai', category: 'TMT Bars' } };

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
