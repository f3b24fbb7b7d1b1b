import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { asBuyerWith, DEMO_ADDRESSES } from '../testing/asBuyer.ts';
import { acceptedBuyerRfq, sampleBuyerRfq, sampleBuyerRfqs } from '../testing/fakeBuyerRfqs.ts';
import { BuyerRfqs } from './BuyerRfqs.tsx';

const meta = {
  title: 'Widgets/Orders/My Quote Requests',
  component: BuyerRfqs,
  argTypes: { rfqId: { control: 'number' } },
  parameters: {
    layout: 'padded',
    ...elementDocs(
      'nirmaan-rfqs',
      `My Quote Requests: the buyer's requests for quotation (status, site, items, suppliers asked, offers received) or, with \`rfqId\`, one request's offers side by side (unit price and landed cost per item, "Cannot supply", "Best price" in words, delivery, validity, terms, landed total). The buyer chooses an offer per item (the best preselected) or accepts one offer whole, confirms the address and business details, and the choice becomes orders, one per supplier. An open request can be cancelled after asking.

**Use it** as the page a buyer returns to after asking suppliers for prices (the request dialog links to it). **Do not use it** to ask for prices: \`<nirmaan-rfq>\` and the calculators' "Get prices" open the request.

**States** (the stories): List, Comparison (three offers, one partial), Confirm, Accepted (the orders linked, the other offer closed), Expired (no offer came), Empty, LoadError (the message and Retry) and Visitor (the sign-in prompt).

**Props**: \`rfqId\` (a number: the request compared; without it, the list).

**Accessibility**: requests and offers are cards named by their headings in labelled lists; each item's choice is a radio group whose legend names the item and quantity; the running total is a status that screen readers read as it changes; "Best price" is a word, not a colour; cancelling asks in a modal dialog.`,
    ),
  },
} satisfies Meta<typeof BuyerRfqs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a story's loaded state, so the a11y sweep and the screenshot check it rather than the spinner. */
function shows(find: (canvas: ReturnType<typeof within>) => Promise<HTMLElement>): Story['play'] {
  return async ({ canvasElement }) => {
    await expect(await find(within(canvasElement))).toBeInTheDocument();
  };
}

/** An open request with offers, an accepted one, an expired one without offers, a cancelled one. */
export const List: Story = {
  beforeEach: asBuyerWith({ buyerRfqs: sampleBuyerRfqs() }),
  play: shows((canvas) => canvas.findByRole('list', { name: 'Your quote requests' })),
};

/**
 * Three offers side by side, one partial (cannot supply the sand); the best per item chosen. Also
 * drawn in Kannada, Tamil and Hindi by the stories check (tag `languages`): it waits for a seller's
 * card, named the same in every language.
 */
export const Comparison: Story = {
  tags: ['languages'],
  args: { rfqId: 7 },
  beforeEach: asBuyerWith({ buyerRfqs: [sampleBuyerRfq(7)], addresses: DEMO_ADDRESSES }),
  play: shows((canvas) => canvas.findByRole('article', { name: 'Sri Balaji Traders' })),
};

/** The confirm step: the orders the choice makes, the shipping address, the business details. */
export const Confirm: Story = {
  args: { rfqId: 7 },
  beforeEach: asBuyerWith({ buyerRfqs: [sampleBuyerRfq(7)], addresses: DEMO_ADDRESSES }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Review and accept' }));
    await expect(await canvas.findByRole('radio', { name: /Plot 7, Whitefield Main Road/ })).toBeChecked();
  },
};

/** Accepted item by item across two suppliers: the orders linked, the third supplier's offer closed. */
export const Accepted: Story = {
  args: { rfqId: 6 },
  beforeEach: asBuyerWith({ buyerRfqs: [acceptedBuyerRfq(6)] }),
  play: shows((canvas) => canvas.findByRole('link', { name: 'Order #131' })),
};

/** An expired request that got no offer. */
export const Expired: Story = {
  args: { rfqId: 5 },
  beforeEach: asBuyerWith({ buyerRfqs: sampleBuyerRfqs() }),
  play: shows((canvas) => canvas.findByText(/This request has expired/)),
};

export const Empty: Story = {
  beforeEach: asBuyerWith({}),
  play: shows((canvas) => canvas.findByRole('heading', { name: 'No quote requests yet' })),
};

/** The list could not load: the message and Retry. */
export const LoadError: Story = {
  beforeEach: asBuyerWith({ buyerRfqs: sampleBuyerRfqs(), failing: ['/rfqs'] }),
  play: shows((canvas) => canvas.findByRole('button', { name: 'Retry' })),
};

export const Visitor: Story = {};
