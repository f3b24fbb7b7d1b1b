import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Select, type SelectProps } from './Select.tsx';

const cities = [
  { value: '', label: 'Choose a city' },
  { value: 'bangalore', label: 'Bangalore' },
  { value: 'chennai', label: 'Chennai' },
  { value: 'coimbatore', label: 'Coimbatore' },
];

function ControlledSelect(args: SelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Select
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
  title: 'UI/Select',
  component: Select,
  args: { label: 'City', value: 'bangalore', options: cities, onValueChange: fn() },
  render: (args) => <ControlledSelect {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We deliver in these three cities' } };
export const WithError: Story = { args: { value: '', required: true, error: 'Choose your city' } };
export const WithDisabledOption: Story = {
  args: { options: [...cities.slice(1), { value: 'madurai', label: 'Madurai (coming soon)', disabled: true }] },
};
export const Disabled: Story = { args: { disabled: true } };
