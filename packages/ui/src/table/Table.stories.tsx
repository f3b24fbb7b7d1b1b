import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeTone } from '../badge/Badge.tsx';
import { Button } from '../button/Button.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { Link } from '../link/Link.tsx';
import { Table, type TableColumn } from './Table.tsx';

interface Order {
  id: string;
  placed: string;
  items: number;
  status: 'Pending' | 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';
  total: number;
}

const statusTone: Record<Order['status'], BadgeTone> = {
  Pending: 'warning',
  Processing: 'info',
  Shipped: 'purple',
  Delivered: 'success',
  Cancelled: 'danger',
};

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const columns: TableColumn<Order>[] = [
  { key: 'id', header: 'Order', rowHeader: true, render: (order) => <Link href={`/orders/${order.id}`}>{order.id}</Link> },
  { key: 'placed', header: 'Placed on' },
  { key: 'items', header: 'Items', align: 'end' },
  { key: 'status', header: 'Status', render: (order) => <Badge tone={statusTone[order.status]}>{order.status}</Badge> },
  { key: 'total', header: 'Total', align: 'end', render: (order) => rupees.format(order.total) },
];

const orders: Order[] = [
  { id: 'NRM-1042', placed: '2 May 2025', items: 3, status: 'Delivered', total: 48250 },
  { id: 'NRM-1051', placed: '9 May 2025', items: 1, status: 'Shipped', total: 3900 },
  { id: 'NRM-1063', placed: '14 May 2025', items: 6, status: 'Processing', total: 126400 },
  { id: 'NRM-1070', placed: '15 May 2025', items: 2, status: 'Pending', total: 7350 },
  { id: 'NRM-1071', placed: '15 May 2025', items: 1, status: 'Cancelled', total: 980 },
];

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `Rows of data people compare: orders, leads, price history. It scrolls sideways inside its own region on a phone, so a wide table never widens the page, and its first column of row headers stays in view meanwhile. Not for layout, and not for a list of cards a phone user scrolls down (use cards there).

**States**: WithRows, HiddenCaption (the caption kept for screen readers only), Empty (the widget's own text), DefaultEmpty ("Nothing to show yet."), NarrowScreen (sideways scrolling at 320 px).

**Props**: \`caption\` (required: it names the table and its scrolling region), \`hideCaption\`, \`columns\` (\`header\`, \`render\`, \`align\` start | center | end, \`rowHeader\`, \`hideOnPhone\`), \`rows\`, \`rowKey\`, \`empty\`.

**Accessibility**: a real \`table\` with a caption and column headers; the scrolling region is focusable and named after the caption, so keyboard users can scroll it with the arrow keys.`;

const meta = {
  title: 'UI/Table',
  parameters: { docs: { description: { component: ABOUT } } },
  component: Table<Order>,
  args: { caption: 'Your orders', columns, rows: orders, rowKey: (order: Order) => order.id },
} satisfies Meta<typeof Table<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};
export const HiddenCaption: Story = { args: { hideCaption: true } };
export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        title="No orders yet"
        headingLevel={3}
        description="Orders you place show up here."
        action={<Button variant="secondary">Browse Products</Button>}
      />
    ),
  },
};
export const DefaultEmpty: Story = { args: { rows: [] } };
/** On a phone the table scrolls sideways inside its focusable region. */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
