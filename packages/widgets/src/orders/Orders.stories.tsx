import type { Order } from '@nirmaan/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { asBuyerWith } from '../testing/asBuyer.ts';
import { OrderList } from './OrderList.tsx';

const item = (id: number, name: string) => ({ id, quantity: 10, price_per_unit: 400, listing: { id, product: { id, name, image_url: null } } });

const ORDERS: Order[] = (['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const).map((status, index) => ({
  id: 120 - index,
  user_id: 1,
  shipping_address_id: 1,
  shipping_address: null,
  order_date: `2026-11-${String(20 - index).padStart(2, '0')}T09:30:00Z`,
  subtotal: 4000 * (index + 1),
  delivery_charges: 350,
  total_amount: 4000 * (index + 1) + 350,
  delivery_distance_km: 4,
  status,
  payment_method: 'cod',
  seller: { id: 3, name: 'Sri Balaji Traders', phone: null },
  order_items: [item(1, 'UltraTech OPC 53'), item(2, 'River Sand'), item(3, 'TMT Bar 12 mm'), item(4, 'Red Bricks'), item(5, 'M-Sand')].slice(0, index + 1),
}));

const meta = {
  title: 'Widgets/Orders/My Orders',
  component: OrderList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status colour, thumbnails with '+N'. */
export const AllStatuses: Story = { beforeEach: asBuyerWith({ orders: ORDERS }) };

export const NoOrders: Story = { beforeEach: asBuyerWith({}) };

export const Visitor: Story = {};
