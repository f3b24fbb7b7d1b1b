import { aProduct } from '@nirmaan/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCard } from './ProductCard.tsx';

const meta = {
  title: 'Widgets/Catalogue/Product Card',
  component: ProductCard,
  parameters: { layout: 'padded' },
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
