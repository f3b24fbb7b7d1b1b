import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConstructionCostGuide } from './ConstructionCostGuide.tsx';

const meta = {
  title: 'Widgets/Construction Cost Calculator Guide',
  component: ConstructionCostGuide,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConstructionCostGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The /knowledge/construction-cost-calculator page: calculator and guide text. */
export const Page: Story = {};

export const PageDark: Story = { globals: { theme: 'dark' } };

export const PageMobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
