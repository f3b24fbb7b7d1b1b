import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button.tsx';
import { Alert, type AlertTone } from './Alert.tsx';

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `A message inside the page about the view it is in: a failed load with a retry, a warning before checkout, a success after saving a form. It stays until the situation changes. For brief news use a Toast; for a field's own error, the field's \`error\`.

**States**: Info, Success, Warning, ErrorAlert, WithAction (e.g. "Try again"), TitleOnly.

**Props**: \`tone\` info | success | warning | error, \`title\`, \`children\` (the text), \`action\`.

**Accessibility**: errors are \`alert\`s (read out at once); the other tones are \`status\` messages (read out when the reader is idle). Render the Alert when the message appears so it is announced; its icon is decorative.`;

const meta = {
  title: 'UI/Alert',
  parameters: { docs: { description: { component: ABOUT } } },
  component: Alert,
  argTypes: { tone: { control: 'select', options: ['info', 'success', 'warning', 'error'] satisfies AlertTone[] } },
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
