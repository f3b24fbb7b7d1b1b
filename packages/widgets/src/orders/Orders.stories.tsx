import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { asBuyerWith } from '../testing/asBuyer.ts';
import { sampleOrders } from '../testing/fakeOrders.ts';
import { OrderList } from './OrderList.tsx';

const meta = {
  title: 'Widgets/Orders/My Orders',
  component: OrderList,
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-orders',
      `My Orders: the signed-in buyer's orders, each with its number, date, status badge, up to three product thumbnails (with "+N" for the rest), total and View Details; after a checkout, its success message on top.

**Use it** as the buyer's order history, on Nirmaan or a partner's account page. **Do not use it** for one order (Order Detail) or for a seller's orders (the Seller Dashboard's Orders tab).

**States** (the stories): AllStatuses (every status colour), NoOrders (the empty state with a link to the products) and Visitor (the sign-in prompt in its own box; also after a 401). While loading, a spinner; a failed load says so with Retry.

**Props**: none; the orders are the signed-in buyer's.

**Accessibility**: the orders are a list in a section named by its heading; each View Details link names its order ("View Details of order #…"); the status is written in its badge, not told by colour alone; errors are alerts.`,
    ),
  },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status colour, thumbnails with '+N'; also drawn in Kannada, Tamil and Hindi by the stories check (tag `languages`). */
export const AllStatuses: Story = { tags: ['languages'], beforeEach: asBuyerWith({ orders: sampleOrders() }) };

export const NoOrders: Story = { beforeEach: asBuyerWith({}) };

export const Visitor: Story = {};
