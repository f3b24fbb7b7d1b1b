import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const accountItems = [
  { value: 'profile', label: 'Profile', content: <p>Your name, phone number and email.</p> },
  { value: 'addresses', label: 'Addresses', content: <p>Saved delivery addresses for site deliveries.</p> },
  { value: 'orders', label: 'Orders', content: <p>Your past and current orders.</p> },
  { value: 'quotes', label: 'Saved quotes', content: <p>Bills of quantities you saved from the calculators.</p> },
];

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `Switches between views of the same thing without leaving the page: a seller's dashboard, an account's profile, addresses and orders. Use short labels; with more tabs than fit a phone the row scrolls sideways. Not for steps in a sequence (a checkout) and not for navigation between pages.

**States**: Default, SecondTabSelected, WithDisabledTab, NarrowScreen (the row scrolls, starting at the selected tab).

**Props**: \`label\` (names the tab list), \`items\` (value, label, content, disabled), \`value\` / \`defaultValue\`, \`onValueChange\`, \`activationMode\` automatic | manual.

**Accessibility**: as the WAI-ARIA Authoring Practices describe tabs: arrow keys (wrapping), Home and End move between enabled tabs; only the selected tab is in the Tab order; each panel is labelled by its tab.`;

const meta = {
  title: 'UI/Tabs',
  parameters: { docs: { description: { component: ABOUT } } },
  component: Tabs,
  argTypes: { activationMode: { control: 'radio', options: ['automatic', 'manual'] }, items: { control: false } },
  args: { label: 'Account sections', items: accountItems, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondTabSelected: Story = { args: { defaultValue: 'addresses' } };
export const WithDisabledTab: Story = {
  args: { items: [...accountItems.slice(0, 3), { value: 'credit', label: 'Trade credit', content: <p>Coming soon.</p>, disabled: true }] },
};
/** On a phone the row of tabs scrolls sideways instead of wrapping. */
export const NarrowScreen: Story = {
  args: {
    label: 'Material categories',
    items: ['Cement', 'Steel', 'Bricks & blocks', 'Sand & aggregates', 'Tiles', 'Paint', 'Plumbing', 'Electrical'].map((name) => ({
      value: name.toLowerCase(),
      label: name,
      content: <p>{name} from verified dealers.</p>,
    })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
