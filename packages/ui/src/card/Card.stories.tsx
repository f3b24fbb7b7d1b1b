import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/Badge.tsx';
import { Button } from '../button/Button.tsx';
import { Card } from './Card.tsx';

/** The docs page's written part: what it is for, when to use it, its states, props and accessibility. */
const ABOUT = `A surface that groups one panel of content: an order, a calculator's results, a seller's listing. Use a heading when the card is a section of its own, so it appears in the page's outline. Not for the whole page, and not nested inside another card.

**States**: WithHeading, WithoutHeading, WithActions (buttons in the card's header row, e.g. Edit), Section (rendered as a \`section\` named by its heading).

**Props**: \`heading\`, \`headingLevel\` 2 | 3 | 4 (follow the page's outline), \`actions\`, \`as\` div | section | article.

**Accessibility**: as a \`section\` or \`article\` with a heading, the card is labelled by that heading, so it is a named landmark or region; as a \`div\` it adds nothing to the outline but its heading.`;

const meta = {
  title: 'UI/Card',
  parameters: { docs: { description: { component: ABOUT } } },
  component: Card,
  argTypes: { headingLevel: { control: 'radio', options: [2, 3, 4] }, as: { control: 'radio', options: ['div', 'section', 'article'] } },
  args: {
    heading: 'Delivery address',
    children: <p style={{ margin: 0 }}>12, 4th Cross, Indiranagar, Bangalore 560038</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeading: Story = {};
export const WithoutHeading: Story = { args: { heading: undefined } };
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="small">
        Edit address
      </Button>
    ),
  },
};
export const Section: Story = {
  args: {
    as: 'section',
    heading: 'Order summary',
    actions: <Badge tone="info">Processing</Badge>,
    children: (
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: 8 }}>
        <dt>Items</dt>
        <dd style={{ margin: 0, textAlign: 'end' }}>3</dd>
        <dt>Total</dt>
        <dd style={{ margin: 0, textAlign: 'end' }}>₹48,250</dd>
      </dl>
    ),
  },
};
