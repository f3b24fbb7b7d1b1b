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

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `A choice of one value from a short list: a city, a unit, a tab on a phone. It is the browser's own select, so it works with every keyboard, screen reader and phone picker, and inside shadow roots. For two or three choices that should all be visible, use radio buttons; for long lists people type into, a search field.

**States**: Default, WithHint, WithError, WithDisabledOption, Disabled.

**Props**: \`label\` (always shown, or kept for screen readers with \`hideLabel\`), \`options\` (value, label, disabled), \`value\`, \`onValueChange\`, \`hint\`, \`error\`.

**Accessibility**: labelled by its label; the hint and error are read with it (\`aria-describedby\`) and an error sets \`aria-invalid\`. Error texts say what to do, e.g. "Please select a city".`;

const meta = {
  title: 'UI/Select',
  parameters: { docs: { description: { component: ABOUT } } },
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
