import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { installFakeApi } from '../testing/fakeApi.ts';
import { Home } from './Home.tsx';

const meta = {
  title: 'Widgets/Home/Home',
  component: Home,
  parameters: {
    layout: 'padded',
    ...widgetDocs(`Nirmaan's home page: the promise (materials at the best landed price) with Browse Products and Compare Prices, the banner, the feature tiles, Shop by category, Popular products, Nirmaan in numbers, the calculators' teaser (Material Calculator opens as a dialog), what builders say, and Sign up free.

**Use it** as Nirmaan's own home (the host app's /). **Do not use it** on a partner page: partners embed the single widgets.

**States** (the stories): Default, CompareOpen (the comparison with the first two products, a third added from search), MaterialCalculatorOpen and Dark. Testimonials show only when there are some.

**Props**: none.

**Accessibility**: one h1, then a section per part named by its h2; the figures are a list; the buttons that open dialogs say so (\`aria-haspopup="dialog"\`), and the dialogs are modal and give focus back.`),
  },
  beforeEach: () => installFakeApi({ delay: 100 }),
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dalmia PPC Cement' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Cement/ })).toBeVisible();
  },
};

/** Compare opened with the first two products, then a third added from search. */
export const CompareOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Dalmia PPC Cement' });
    await userEvent.click(canvas.getByRole('button', { name: 'Compare products' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Compare Products' }));
    await expect(dialog.getByRole('table')).toBeVisible();
  },
};

/** The calculator teaser's Material Calculator opens as a modal (spec storefront, Home). */
export const MaterialCalculatorOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Dalmia PPC Cement' });
    await userEvent.click(canvas.getByRole('button', { name: 'Material Calculator' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Material Calculator' }));
    await expect(dialog.getByRole('tab', { name: 'Concrete' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** The page as it opens, nothing clicked: the story drawn in Kannada, Tamil and Hindi too. */
export const AsItOpens: Story = { tags: ['languages'] };
