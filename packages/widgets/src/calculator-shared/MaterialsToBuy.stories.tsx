import { logout, signInBuyer } from '@nirmaan/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { installFakeApi } from '../testing/fakeApi.ts';
import { SHOPPING_CATALOGUE, SHOPPING_NEEDS } from '../testing/fakeShoppingList.ts';
import { MaterialsToBuy } from './MaterialsToBuy.tsx';

const meta = {
  title: 'Widgets/Calculators/Materials To Buy',
  component: MaterialsToBuy,
  parameters: { layout: 'padded' },
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
