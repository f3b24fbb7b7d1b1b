import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { MobileTest } from './MobileTest.tsx';

const meta = {
  title: 'Widgets/Mobile-Friendly Test',
  component: MobileTest,
  args: { headingLevel: 1 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, reading: { control: 'object' } },
  parameters: {
    layout: 'fullscreen',
    ...widgetDocs(`The Mobile-Friendly Test (/mobile-test): how the site sees the viewer's screen, live: width and height, pixel ratio, touch, pointer and hover, orientation, which of the site's breakpoints apply, and whether the page sticks out sideways.

**Use it** as a support page (a builder on site checks what their phone reports). **Do not use it** as a layout check in tests: the project's layout checks measure pages directly.

**States** (the stories): Live (the window it is shown in), Phone, TabletLandscape, Desktop, Overflowing (a page that sticks out is called out) and Dark.

**Props**: \`reading\` (a fixed reading, for stories and tests; the live window when omitted), \`headingLevel\` 1 | 2 (sections one below).

**Accessibility**: a section named by its title, its parts sections named by their headings; the breakpoints are a captioned table ("The site's breakpoints at your width"); nothing depends on colour alone.`),
  },
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
