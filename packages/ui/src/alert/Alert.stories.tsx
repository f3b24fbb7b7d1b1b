import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button.tsx';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { children: 'Prices are shown for Bangalore.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info' } };
export const Success: Story = { args: { tone: 'success', title: 'Order placed', children: 'We sent the invoice to your email.' } };
export const Warning: Story = { args: { tone: 'warning', title: 'Low stock', children: 'Only 4 bags of UltraTech cement left at this dealer.' } };
export const ErrorAlert: Story = { name: 'Error', args: { tone: 'error', title: 'Payment failed', children: 'Your card was declined. No money was taken.' } };
export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Could not load products',
    children: 'Check your connection.',
    action: (
      <Button variant="secondary" size="small">
        Retry
      </Button>
    ),
  },
};
export const TitleOnly: Story = { args: { tone: 'success', title: 'Address saved', children: undefined } };
