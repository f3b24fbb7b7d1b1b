import { RFQ_SOURCES, rfqItemsFromNeeds, type MaterialNeed } from '@nirmaan/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
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
  argTypes: {
    open: { control: 'boolean' },
    source: { control: 'select', options: RFQ_SOURCES },
    items: { control: false },
    contact: { control: false },
    calls: { table: { disable: true } },
    onOpenChange: { control: false },
    onSent: { control: false },
  },
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-rfq',
      `The request for quotation, in a modal dialog (Get prices from suppliers): the items (description, quantity, unit; rows added and removed), the site's pincode and location, a needed-by date, notes, and whether the suppliers may call. Sent, it goes to the suppliers who deliver to the site, who price each item; the buyer compares their offers in My Quote Requests. A visitor gives a name and a mobile number, proves it by a code, and that opens their account. On a partner page the element is a button (its \`label\`) opening this dialog; the stories show the dialog itself.

**Use it** after a calculation or a cart, where a buyer needs several materials priced together; the element's \`calculator\` names a calculator element on the page (by its id) whose latest materials start the request. **Do not use it** for one product's price (the quote request) or to buy at listed prices (the cart).

**States** (the stories): FromBoq (a BOQ's materials in its units), Blank (one blank item), Visitor (name and mobile number, then the code), Sent (to how many suppliers, with a link to the request and its offers) and Dark.

**Props**: \`open\` with \`onOpenChange\`, \`items\` (the rows it starts with), \`source\` (where the request came from: form, quote, chatbot, boq, calculator or cart; kept with it), \`contact\` (a visitor's name and number given already), \`onSent\` (the element's \`nirmaan-rfq-sent\` event, detail \`{ id, sellers_asked, message }\`). The markup shown for a calculator's stories names a calculator element with the id \`boq\` or \`calculator\`.

**Accessibility**: the button has \`aria-haspopup="dialog"\`; the dialog is modal, named by its title and described by its first sentence, keeps focus inside, closes with Escape and gives focus back; every item's fields are labelled with the item (Item 1, Quantity of …, Remove …); errors are tied to their fields; the code step says where the code was sent.`,
      (args) => ({ calculator: args['source'] === 'boq' || args['source'] === 'calculator' ? args['source'] : undefined }),
      { dialogHeight: '760px' },
    ),
  },
} satisfies Meta<typeof RfqRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Get prices for this BOQ": the BOQ's materials in the units it counted them in; also drawn in Kannada, Tamil and Hindi by the stories check (tag `languages`). */
export const FromBoq: Story = { tags: ['languages'], beforeEach: asBuyerWith({}) };

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
