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

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `A labelled number input for quantities, areas and prices. The value stays the text the person typed, so a half-typed "1." or an emptied box is not turned into 0 under their fingers; read it with \`parseNumber\` when you use it (NaN when there is no number). Phones show the decimal keypad.

**States**: Default, Filled, WithHint (e.g. the unit: "in square feet"), WithError, Required.

**Props**: those of TextField, plus \`step\` (any, by default) and \`inputMode\` (decimal, by default).

**Accessibility**: as TextField: labelled, hint and error read with it, \`aria-invalid\` on error. Say the unit in the label or the hint, not only in a placeholder.`;

const meta = {
  title: 'UI/NumberField',
  parameters: { docs: { description: { component: ABOUT } } },
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
