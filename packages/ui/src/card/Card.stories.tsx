import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/Badge.tsx';
import { Button } from '../button/Button.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    heading: 'Delivery address',
    children: <p style={{ margin: 0 }}>12, 4th Cross, Indiranagar, Bangalore 560038</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeading: Story = {};
export const WithoutHeading: Story = { args: { heading: undefined } };
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="small">
        Edit address
      </Button>
    ),
  },
};
export const Section: Story = {
  args: {
    as: 'section',
    heading: 'Order summary',
    actions: <Badge tone="info">Processing</Badge>,
    children: (
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: 8 }}>
        <dt>Items</dt>
        <dd style={{ margin: 0, textAlign: 'end' }}>3</dd>
        <dt>Total</dt>
        <dd style={{ margin: 0, textAlign: 'end' }}>₹48,250</dd>
      </dl>
    ),
  },
};
