import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductSearch } from './ProductSearch.tsx';
import { installFakeApi } from '../testing/fakeApi.ts';

const meta = {
  title: 'Widgets/Catalogue/Product Search',
  component: ProductSearch,
  parameters: { layout: 'padded' },
  beforeEach: () => installFakeApi({ delay: 150 }),
} satisfies Meta<typeof ProductSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /products: every product, sorted by name. */
export const AllProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'JSW Neosteel Fe 550D TMT Bar 12 mm' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('6 products');
  },
};

/** A search with a category: the count line names the search. */
export const Filtered: Story = {
  args: { defaultFilter: { search: 'cement', category_id: 1 } },
};

/** Nothing matches: the spec's empty state with Clear Filters. */
export const NoResults: Story = {
  args: { defaultFilter: { search: 'granite' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No products found.' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filters.')).toBeVisible();
  },
};

/** The list could not load: an error with Retry. */
export const LoadFailed: Story = {
  beforeEach: () => installFakeApi({ failing: ['/products/'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load products. Please try again.');
  },
};
