import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeTone } from './Badge.tsx';

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `A small pill of text that labels a state: an order's status, "Best price", "Verified". Keep it to a word or two; the colour only repeats what the text says, never replaces it.

**States**: one per tone — Neutral, Success, Warning, Danger, Info, Purple — and OrderStatuses (the spec's colours: pending yellow, processing blue, shipped purple, delivered green, cancelled red).

**Props**: \`tone\` neutral | success | warning | danger | info | purple, and every attribute of a \`span\`.

**Accessibility**: plain text, read as part of its line; every tone keeps AA contrast in light and dark (Foundations/Colours).`;

const meta = {
  title: 'UI/Badge',
  parameters: { docs: { description: { component: ABOUT } } },
  component: Badge,
  argTypes: { tone: { control: 'select', options: ['neutral', 'success', 'warning', 'danger', 'info', 'purple'] satisfies BadgeTone[] } },
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
