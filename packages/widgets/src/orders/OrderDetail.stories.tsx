import { logout } from '@nirmaan/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { asBuyerWith } from '../testing/asBuyer.ts';
import { sampleOrders } from '../testing/fakeOrders.ts';
import { OrderDetail } from './OrderDetail.tsx';

const meta = {
  title: 'Widgets/Orders/Order Detail',
  component: OrderDetail,
  args: { orderId: 120 },
  parameters: { layout: 'padded' },
  beforeEach: asBuyerWith({ orders: sampleOrders() }),
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending: the timeline starts, Cancel Order is offered. */
export const Pending: Story = {};

export const Shipped: Story = { args: { orderId: 118 } };

export const Cancelled: Story = { args: { orderId: 116 } };

export const NotFound: Story = { args: { orderId: 999 } };

/** A visitor, or a buyer whose session ended (a 401): the sign-in prompt in the widget's box. */
export const Visitor: Story = { beforeEach: () => logout('buyer') };
