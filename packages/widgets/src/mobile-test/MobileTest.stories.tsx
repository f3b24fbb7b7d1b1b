import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileTest } from './MobileTest.tsx';

const meta = {
  title: 'Widgets/Mobile-Friendly Test',
  component: MobileTest,
  args: { headingLevel: 1 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MobileTest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live: whatever window Storybook is showing it in. */
export const Live: Story = {};

/** A phone held upright: touch, no breakpoint active, the mobile header. */
export const Phone: Story = {
  args: { reading: { width: 375, height: 740, devicePixelRatio: 3, maxTouchPoints: 5, coarsePointer: true, canHover: false, horizontalOverflow: 0 } },
};

/** A tablet on its side: touch, the small and medium breakpoints. */
export const TabletLandscape: Story = {
  args: { reading: { width: 800, height: 600, devicePixelRatio: 2, maxTouchPoints: 10, coarsePointer: true, canHover: false, horizontalOverflow: 0 } },
};

/** A laptop with a mouse, every breakpoint active. */
export const Desktop: Story = {
  args: { reading: { width: 1440, height: 900, devicePixelRatio: 1, maxTouchPoints: 0, coarsePointer: false, canHover: true, horizontalOverflow: 0 } },
};

/** A page that sticks out sideways is called out. */
export const Overflowing: Story = {
  args: { reading: { width: 360, height: 640, devicePixelRatio: 2, maxTouchPoints: 5, coarsePointer: true, canHover: false, horizontalOverflow: 40 } },
};

export const Dark: Story = { ...Phone, globals: { theme: 'dark' } };
