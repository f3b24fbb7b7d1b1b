import { aProduct } from '@nirmaan/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { ProductCard } from './ProductCard.tsx';

const meta = {
  title: 'Widgets/Catalogue/Product Card',
  component: ProductCard,
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-product-card',
      `One product in a list: its photo and name, SKU, category, a short description, its first two specifications, the lowest price among its suppliers ("From ₹…") and View Prices, which opens the product's page with every supplier's offer.

**Use it** in a grid of products (Product Search uses it) or alone on a partner's article about one product (the element loads the product by \`product-id\`). **Do not use it** to buy: the product page's offers have Add to Cart and Get Quote per supplier.

**States** (the stories): WithSuppliers, NoSuppliersYet (no price and no description yet) and LongName (a name that wraps, without specifications).

**Props**: \`product\` (the product; the element takes \`product-id\` and loads it), \`headingLevel\` 2 | 3 | 4 (the product name's level, to fit the page's outline; 3 by default).

**Accessibility**: the card is an article named by the product's name; the specifications are a description list named "Key specifications"; View Prices names its product ("View Prices for …").`,
      (args) => ({ productId: (args['product'] as { id?: number } | undefined)?.id }),
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '320px' }}>{Story()}</div>],
  args: { product: aProduct() },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSuppliers: Story = {};

export const NoSuppliersYet: Story = { args: { product: aProduct({ min_price: null, listing_count: 0, description: null }) } };

export const LongName: Story = {
  args: { product: aProduct({ name: 'JSW Neosteel Fe 550D Corrosion Resistant Thermo-Mechanically Treated Bar 32 mm', specifications: {} }) },
};
