import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { fn } from 'storybook/test';
import { installFakeApi } from '../testing/fakeApi.ts';
import { QuoteRequestDialog } from './QuoteRequestDialog.tsx';

const meta = {
  title: 'Widgets/Leads/Quote Request',
  component: QuoteRequestDialog,
  args: { open: true, onOpenChange: fn(), material: '' },
  argTypes: {
    open: { control: 'boolean' },
    productId: { control: 'number' },
    onOpenChange: { control: false },
    onSent: { control: false },
  },
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-quote-request',
      `The quote request form, in a modal dialog (Get a Quote): full name, phone number, email, company, material, quantity and unit, and a message; sent, it reaches the sellers of the product asked about (or the one supplier whose offer it came from) and is stored with the partner's id. On a partner page the element shows a **Get a Quote** button (its \`label\`) that opens this dialog; the stories show the dialog itself.

**Use it** where a buyer wants a price that is not on the page: a product, a bulk quantity, a material the partner writes about. **Do not use it** to compare several suppliers' prices for a list of materials: that is a request for quotation (\`<nirmaan-rfq>\`).

**States** (the stories): Empty, FromCementProduct (the material chosen, the product's sellers asked) and Dark. Sending, the submit button says Submitting...; the errors are said at their fields.

**Props**: \`open\` with \`onOpenChange\`, \`material\` (one of the form's materials, preselected; the element's \`material\`), \`productId\` (a number; the element's \`product-id\`), \`prefill\` (quantity, unit and message from a calculation), \`offer\` (one supplier's offer: the request reaches that seller only), \`onSent\` (called with \`{ id, created_at }\`; the element's \`nirmaan-quote-sent\` event).

**Accessibility**: the button has \`aria-haspopup="dialog"\`; the dialog is modal, named by its title, keeps focus inside, closes with Escape and gives focus back; every field is labelled, required ones marked, and an error is tied to its field.`,
      (args) => ({ material: args['material'] || undefined, productId: args['productId'] }),
      { dialogHeight: '640px' },
    ),
  },
  beforeEach: () => installFakeApi(),
} satisfies Meta<typeof QuoteRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Opened from a cement product: the material is chosen already. */
export const FromCementProduct: Story = { tags: ['languages'], args: { material: 'Cement', productId: 1 } };

export const Dark: Story = { globals: { theme: 'dark' } };
