import { logout, signInBuyer } from '@nirmaan/core';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { installFakeApi } from '../testing/fakeApi.ts';
import { SHOPPING_CATALOGUE, SHOPPING_NEEDS } from '../testing/fakeShoppingList.ts';
import { MaterialsToBuy } from './MaterialsToBuy.tsx';

const meta = {
  title: 'Widgets/Calculators/Materials To Buy',
  component: MaterialsToBuy,
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [3, 4] },
    kind: { control: 'inline-radio', options: ['boq', 'calculator'] },
    needs: { control: false },
  },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`Buy these materials: the step from a calculation to action, under the calculators' results. **Add to cart** shows the cheapest delivered offer of each material (and what is not sold here) to review and add; **Get prices for this list** (or **for this BOQ**) asks suppliers for prices (a request for quotation); **Request a quote** sends every quantity as one quote request.

**Use it** under a calculation's results only (the material, house and BOQ calculators do). **Do not use it** on its own: it needs the calculation's materials.

**States** (the stories): Default (the ways on), OffersForBuyer (the cheapest delivered offer per material), OffersForVisitor (asked to log in before adding), Added (the cart has the found items) and LookupFailed (Try Again).

**Props**: \`needs\` (the calculation's materials in catalogue units), \`source\` (names the calculator in the quote request), \`headingLevel\` 3 | 4 (one below the results' heading), \`kind\` boq | calculator (which "Get prices" text).

**Accessibility**: a section named by its heading; the buttons that open forms say so (\`aria-haspopup="dialog"\`); outcomes (added, failed) are read out from a status region; the forms are modal dialogs.`),
  },
  args: { needs: SHOPPING_NEEDS, source: 'Material Calculator', headingLevel: 3 },
  beforeEach: () => installFakeApi({ ...SHOPPING_CATALOGUE, delay: 100 }),
} satisfies Meta<typeof MaterialsToBuy>;

export default meta;
type Story = StoryObj<typeof meta>;

const asBuyer = () => {
  const restore = installFakeApi({ ...SHOPPING_CATALOGUE, delay: 100 });
  signInBuyer('story-buyer');
  return () => {
    logout();
    restore();
  };
};

async function reviewOffers({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
  await expect(await canvas.findByRole('heading', { name: 'Best offers for your materials' })).toBeVisible();
}

/** Under a calculation's results: the two ways on. */
export const Default: Story = {};

/** A buyer's offers: the cheapest delivered one per material, and what is not sold here. */
export const OffersForBuyer: Story = { beforeEach: asBuyer, play: reviewOffers };

/** A visitor sees the offers and is asked to log in before adding. */
export const OffersForVisitor: Story = { play: reviewOffers };

/** Added: the cart has the found items. */
export const Added: Story = {
  beforeEach: asBuyer,
  play: async (context) => {
    await reviewOffers(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1 item to cart' }));
    await expect(await canvas.findByText('Added 1 item to your cart.')).toBeVisible();
  },
};

/** The lookup failed: Try Again. */
export const LookupFailed: Story = {
  beforeEach: () => installFakeApi({ failing: ['/products/'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByRole('button', { name: 'Try Again' })).toBeVisible();
    // Add to cart keeps its focus through "Finding offers..."; whether the browser draws a focus ring
    // after a scripted click is its own judgement, so end with no focus for a steady screenshot.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
