import type { Meta, StoryObj } from '@storybook/react-vite';
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
  parameters: { layout: 'fullscreen' },
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

export const Greeting: Story = { args: { defaultOpen: true } };

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
