import type { Meta, StoryObj } from '@storybook/react-vite';
import { asBuyerWith } from '../testing/asBuyer.ts';
import { sampleOrders } from '../testing/fakeOrders.ts';
import { OrderList } from './OrderList.tsx';

const meta = {
  title: 'Widgets/Orders/My Orders',
  component: OrderList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status colour, thumbnails with '+N'. */
export const AllStatuses: Story = { beforeEach: asBuyerWith({ orders: sampleOrders() }) };

export const NoOrders: Story = { beforeEach: asBuyerWith({}) };

export const Visitor: Story = {};
