import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Pending' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { tone: 'neutral', children: 'Returned' } };
export const Success: Story = { args: { tone: 'success', children: 'Delivered' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Cancelled' } };
export const Info: Story = { args: { tone: 'info', children: 'Processing' } };
export const Purple: Story = { args: { tone: 'purple', children: 'Shipped' } };

/** Order statuses as the spec colours them. */
export const OrderStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="info">Processing</Badge>
      <Badge tone="purple">Shipped</Badge>
      <Badge tone="success">Delivered</Badge>
      <Badge tone="danger">Cancelled</Badge>
      <Badge tone="neutral">Returned</Badge>
    </div>
  ),
};
