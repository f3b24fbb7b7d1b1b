import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button.tsx';
import { buttonStyles } from '../button/buttonStyles.ts';
import { Link } from '../link/Link.tsx';
import { EmptyState } from './EmptyState.tsx';

const cartIcon = (
  <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.5 12h12l2-8H6.2" />
  </svg>
);

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `What a list or page shows when it has nothing yet: "Your cart is empty", "No orders yet". Always say what the list would hold and, when there is one, the next step as an action ("Browse products"). Not for errors (use an Alert with a retry) and not while loading (use a Spinner).

**States**: TitleOnly, WithDescription, WithAction (a link), WithButtonAction.

**Props**: \`title\`, \`description\`, \`action\` (a link or button), \`icon\` (decorative), \`headingLevel\` 1-4.

**Accessibility**: the title is a real heading at the level given, so it sits in the page's outline; the icon is hidden from screen readers.`;

const meta = {
  title: 'UI/EmptyState',
  parameters: { docs: { description: { component: ABOUT } } },
  component: EmptyState,
  argTypes: { headingLevel: { control: 'radio', options: [1, 2, 3, 4] } },
  args: { title: 'Your cart is empty' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithDescription: Story = {
  args: { title: 'No saved addresses', description: 'Add a delivery address to get materials to your site.' },
};
export const WithAction: Story = {
  args: {
    icon: cartIcon,
    description: 'Cement, steel, bricks and more from dealers in your city.',
    action: (
      <Link href="/products" className={buttonStyles()}>
        Browse Products
      </Link>
    ),
  },
};
export const WithButtonAction: Story = {
  args: { title: 'No saved quotes', description: 'Quotes you save from the calculators appear here.', action: <Button>Open calculators</Button> },
};
