import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Calculate' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Reset' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'View details' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete listing' } };
export const Small: Story = { args: { size: 'small', children: 'Set' } };
export const Disabled: Story = { args: { disabled: true, children: 'Save Location' } };
export const Busy: Story = { args: { busy: true, busyLabel: 'Saving...', children: 'Save Address' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Place Order' } };
