import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `Shows that something is loading where its content will appear. Use it for waits the person started (results, a page of orders); for a button's own request use the Button's \`busy\` state instead, and for a whole list prefer the widget's skeleton or a short text.

**States**: Default ("Loading..." read out), CustomLabel (say what is loading: "Loading prices..."), Small (inside a line of text), Decorative (no label: only when the text beside it already says it).

**Props**: \`label\` (empty string: decorative), \`size\` small | medium.

**Accessibility**: with a label it is a \`status\` region, so screen readers announce the label once without moving focus; the animated circle is hidden from them. The circle turns more slowly when the device asks for reduced motion.`;

const meta = {
  title: 'UI/Spinner',
  parameters: { docs: { description: { component: ABOUT } } },
  component: Spinner,
  argTypes: { size: { control: 'radio', options: ['small', 'medium'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Loading products...' } };
export const Small: Story = { args: { size: 'small', label: 'Checking stock...' } };
export const Decorative: Story = { args: { label: '' } };
