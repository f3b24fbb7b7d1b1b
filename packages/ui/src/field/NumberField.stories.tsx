import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

function ControlledNumberField(args: NumberFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <NumberField
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
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Wall area (sq ft)', value: '', onValueChange: fn(), min: 0 },
  render: (args) => <ControlledNumberField {...args} />,
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { value: '240' } };
export const WithHint: Story = { args: { label: 'Bags of cement', value: '10', step: 1, hint: 'One bag is 50 kg' } };
export const WithError: Story = { args: { label: 'Bags of cement', value: '0', step: 1, min: 1, error: 'Enter 1 or more bags' } };
export const Required: Story = { args: { label: 'Floor height (ft)', required: true } };
