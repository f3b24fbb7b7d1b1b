import { logout } from '@nirmaan/core';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { asBuyerWith } from '../testing/asBuyer.ts';
import { sampleOrders } from '../testing/fakeOrders.ts';
import { OrderDetail } from './OrderDetail.tsx';

const meta = {
  title: 'Widgets/Orders/Order Detail',
  component: OrderDetail,
  args: { orderId: 120 },
  argTypes: { orderId: { control: 'number' } },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`One of the buyer's orders (/orders/:orderId): its status and timeline, seller, shipping address, items and charges, the GST invoice (and a credit note after a cancellation) to download, and Cancel Order while it is pending.

**Use it** behind My Orders' View Details. **Do not use it** for a seller's or admin's view of an order (their dashboards have their own).

**States** (the stories): Pending (the timeline starts; Cancel Order offered), Shipped, Cancelled, NotFound and Visitor (the sign-in prompt; also after a 401).

**Props**: \`orderId\` (a number).

**Accessibility**: the status is written, not only coloured; the timeline is an ordered list whose current step has \`aria-current="step"\`; Cancel Order asks first in a modal dialog; the download buttons say what they fetch ("Download GST invoice (PDF)") and a failed download is said.`),
  },
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
