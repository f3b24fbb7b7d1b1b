import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { ProductSearch } from './ProductSearch.tsx';
import { installFakeApi } from '../testing/fakeApi.ts';

const meta = {
  title: 'Widgets/Catalogue/Product Search',
  component: ProductSearch,
  argTypes: { onFilterChange: { control: false }, filter: { control: false } },
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-product-search',
      `The products page: a search box, a category and a sort order, a count line ("6 products", naming the search), the product cards with their lowest prices, and Load More.

**Use it** as a catalogue, whole or narrowed to a search or category (a partner's cement page). **Do not use it** for one product (the product card, or the product page's offers).

**States** (the stories): AllProducts, Filtered (a search within a category), NoResults ("No products found." with Clear Filters), LoadFailed (an alert with Retry). While loading, a spinner; a failed Load More says so above the list it keeps.

**Props**: \`defaultFilter\` (\`{ search, category_id }\` at first, when the widget owns its filter; the element's \`search\` and \`category-id\`), or \`filter\` with \`onFilterChange\` (the page owns it, e.g. in its address), and \`heading\` (default Products).

**Accessibility**: the page is a section named by its heading; the filters are a search landmark ("Filter products") of labelled fields; the count line is a status, so screen readers hear the new count after each search; the cards are a list named Products, each named by its product; Load More says when it is loading.`,
      (args) => {
        const filter = (args['defaultFilter'] ?? {}) as { search?: string; category_id?: number };
        return { search: filter.search, categoryId: filter.category_id, heading: args['heading'] };
      },
    ),
  },
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
