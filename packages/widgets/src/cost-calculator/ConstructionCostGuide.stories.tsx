import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { ConstructionCostGuide } from './ConstructionCostGuide.tsx';

const meta = {
  title: 'Widgets/Construction Cost Calculator Guide',
  component: ConstructionCostGuide,
  parameters: {
    layout: 'fullscreen',
    ...widgetDocs(`The construction cost calculator's page (/knowledge/construction-cost-calculator): the calculator (its title is the page's h1) and the guide beside it: what a house costs per sq ft by quality, what the estimate includes, and plot size against built-up area.

**Use it** as that page on Nirmaan. **Do not use it** on a partner page: partners embed \`<nirmaan-cost-calculator>\` (see Construction Cost Calculator), without the guide.

**States** (the stories): Page, PageDark and PageMobile; the calculator's own states are on its page.

**Props**: the cost calculator's, but for \`headingLevel\` (fixed at 1 here).

**Accessibility**: one h1 (the calculator's), the guide an article of sections named by their h2s; the rates are a table with column headers.`),
  },
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
