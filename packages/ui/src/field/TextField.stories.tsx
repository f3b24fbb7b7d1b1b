import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField.tsx';

function ControlledTextField(args: TextFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TextField
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Full name', value: '', onValueChange: fn(), autoComplete: 'name' },
  render: (args) => <ControlledTextField {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { value: 'Asha Raman' } };
export const WithHint: Story = {
  args: { label: 'Phone number', type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: '10 digits, no spaces' },
};
export const WithError: Story = {
  args: { label: 'Phone number', type: 'tel', autoComplete: 'tel', value: '98450', hint: '10 digits, no spaces', error: 'Enter a 10-digit phone number' },
};
export const Required: Story = { args: { label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric', required: true } };
export const Disabled: Story = { args: { label: 'City', autoComplete: 'address-level2', value: 'Bangalore', disabled: true } };
