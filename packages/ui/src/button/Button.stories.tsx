import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, type ButtonProps } from './Button.tsx';

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `Every action a person takes: submit a form, open a dialog, add to cart. Use **Primary** for the one main action of a view ("Place Order", "Calculate"), **Secondary** beside it ("Reset"), **Ghost** for quiet actions in lists and cards ("View details"), **Danger** only for what deletes or cancels. Not for going to another page: that is a link.

**States**: the variants, Small (dense rows), Disabled, Busy (while a request runs: a spinner, \`busyLabel\` read out instead of the text, and clicks and form submission ignored without losing focus), FullWidth (the main action on a phone).

**Props**: \`variant\` primary | secondary | ghost | danger, \`size\` medium | small, \`fullWidth\`, \`busy\`, \`busyLabel\`, \`type\` (button by default, so a button inside a form never submits it by accident), and every attribute of a native button.

**Accessibility**: a native \`button\`, so Enter and Space work and it is announced as a button. Busy sets \`aria-busy\` and \`aria-disabled\` rather than \`disabled\`, so focus stays on it while the work runs. The focus ring uses the theme's focus colour.

**Theming**: follows the \`--nirmaan-*\` properties a partner page sets, e.g. \`--nirmaan-color-primary\` (Foundations/Theming).`;

const meta = {
  title: 'UI/Button',
  parameters: { docs: { description: { component: ABOUT } } },
  component: Button,
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'danger'] satisfies ButtonProps['variant'][] },
    size: { control: 'radio', options: ['medium', 'small'] satisfies ButtonProps['size'][] },
  },
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
