import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { Chatbot } from './Chatbot.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The chatbot's calls answered in the page. */
const withFakeChatbot = () => {
  const previous = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
    if (path === '/chatbot/categories')
      return json([
        { id: 1, name: 'Cement', subcategories: [{ id: 20, name: 'OPC 53 Grade' }] },
        { id: 2, name: 'Steel', subcategories: [] },
      ]);
    if (path.startsWith('/chatbot/categories/')) return json([{ id: 1, name: 'UltraTech OPC 53 Grade Cement' }]);
    return previous(input, init);
  };
  return () => {
    globalThis.fetch = previous;
  };
};

const meta = {
  title: 'Widgets/Leads/Chatbot',
  component: Chatbot,
  argTypes: { onSent: { control: false } },
  parameters: {
    layout: 'fullscreen',
    ...elementDocs(
      'nirmaan-chatbot',
      `The chat assistant: a floating button (bottom corner) opening a panel that asks the visitor's name, then a category, a sub-category and a product, then a phone number, and sends the inquiry to the CRM of that product's sellers; it can also ask suppliers for prices (a request for quotation).

**Use it** once per page, on pages where a visitor may not know what to buy yet. **Do not use it** in a page's flow or twice on a page: it floats over the page's corner; for a form in the page use the quote request.

**States** (the stories): Closed (the launcher only), Greeting (open, before Get started), ChoosingCategory (the category step, the progress dots partly filled) and ChoosingCategoryDark.

**Props**: \`defaultOpen\` (start with the panel open; the element's \`open\`), \`onSent\` (called with \`{ id, sellers_notified }\`; the element's \`nirmaan-inquiry-sent\` event); the element's \`partner-id\` is stored with the inquiry.

**Accessibility**: the launcher is a button named "Chat with us" or "Close chat" (words kept for screen readers on phones, where only the icon shows) with \`aria-expanded\` and \`aria-controls\`; the panel is a section named by its heading (Nirmaan Assistant) whose body is a polite live region, so each new question is read out; choices are buttons.`,
      (args) => ({ open: args['defaultOpen'] }),
      { dialogHeight: '672px' },
    ),
  },
  render: (args) => (
    <div style={{ minHeight: '640px' }}>
      <Chatbot {...args} />
    </div>
  ),
  beforeEach: withFakeChatbot,
} satisfies Meta<typeof Chatbot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Greeting: Story = { tags: ['languages'], args: { defaultOpen: true } };

/** At the category step, with the progress dots partly filled. */
export const ChoosingCategory: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get started' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Meena');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('button', { name: 'Cement' })).toBeInTheDocument();
  },
};

export const ChoosingCategoryDark: Story = { ...ChoosingCategory, globals: { theme: 'dark' } };
