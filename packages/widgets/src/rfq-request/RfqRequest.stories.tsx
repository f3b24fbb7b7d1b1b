import { rfqItemsFromNeeds, type MaterialNeed } from '@nirmaan/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { asBuyerWith } from '../testing/asBuyer.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { RfqRequestDialog } from './RfqRequestDialog.tsx';

/** What a BOQ of a two-bedroom house asks for. */
const BOQ_NEEDS: MaterialNeed[] = [
  { label: 'Cement (OPC 43)', search: 'OPC 43 cement', quantity: 311, unit: 'Bag', quoteMaterial: 'Cement', quoteUnit: 'Bags' },
  { label: 'TMT steel bars', search: 'TMT bar', quantity: 2400, unit: 'Kg', quoteMaterial: 'TMT Bars', quoteUnit: 'Other' },
  { label: 'Sand (M-Sand)', search: 'sand', quantity: 820, unit: 'Cft', quoteMaterial: 'Bulk Material (Sand, Aggregate)', quoteUnit: 'Cubic Feet (Cft)' },
  { label: 'Bricks', search: 'red brick', quantity: 12000, unit: 'Nos', quoteMaterial: 'Bricks and Blocks', quoteUnit: 'Numbers (Nos)' },
];

const meta = {
  title: 'Widgets/Leads/Request for Quotation',
  component: RfqRequestDialog,
  args: { open: true, onOpenChange: fn(), onSent: fn(), items: rfqItemsFromNeeds(BOQ_NEEDS), source: 'boq' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RfqRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Get prices for this BOQ": the BOQ's materials in the units it counted them in. */
export const FromBoq: Story = { beforeEach: asBuyerWith({}) };

/** Opened from a partner's page with nothing to start from: one blank item. */
export const Blank: Story = { args: { items: [], source: 'form' }, beforeEach: asBuyerWith({}) };

/** A visitor gives a name and a mobile number: a code proves it and opens their account. */
export const Visitor: Story = { beforeEach: () => installFakeApi() };

/** Sent: to how many suppliers, and the way to their offers. */
export const Sent: Story = {
  beforeEach: asBuyerWith({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Site pincode/ }), '560001');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for prices' }));
    await expect(await canvas.findByRole('link', { name: 'See your request and its offers' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, beforeEach: asBuyerWith({}) };
