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

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `A labelled one-line text input: names, phone numbers, pincodes, search words. Use the right \`type\` (\`tel\`, \`email\`) and \`inputMode\` so a phone shows the right keyboard, and \`autoComplete\` so it can fill in addresses. Multi-line text uses TextAreaField; numbers NumberField.

**States**: Default, Filled, WithHint, WithError, Required (a visible mark), Disabled.

**Props**: \`label\`, \`value\`, \`onValueChange\`, \`hint\`, \`error\`, \`required\`, \`hideLabel\` (the label kept for screen readers only; only where a visible heading says the same), \`prefix\` (e.g. "+91", decorative), and every attribute of a native input.

**Accessibility**: a native input labelled by its label; hint and error are read with it and an error sets \`aria-invalid\`. Validation messages name the field and say what to enter ("Please enter a valid 10-digit phone number").`;

const meta = {
  title: 'UI/TextField',
  parameters: { docs: { description: { component: ABOUT } } },
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
