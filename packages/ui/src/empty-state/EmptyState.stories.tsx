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

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
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
