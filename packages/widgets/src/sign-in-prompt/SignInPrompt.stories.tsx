import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { expect, userEvent, within } from 'storybook/test';
import { installFakeApi } from '../testing/fakeApi.ts';
import { NirmaanSiteContext } from './nirmaanSite.ts';
import { SignInPrompt } from './SignInPrompt.tsx';

const meta = {
  title: 'Widgets/Sign-in Prompt',
  component: SignInPrompt,
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] } },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`What a buyer's widget shows a visitor (or a buyer whose session ended, a 401): a title, a line saying why, and **Log in**, which opens the buyer's sign-in form inside the widget's own box, so the visitor signs in without leaving the partner's page. On Nirmaan's own site Log in is a link to /login instead.

**Use it** inside a widget that needs a signed-in buyer (the cart, checkout, orders, location setup and quote requests use it). **Do not use it** as a page's sign-in form: that is \`<nirmaan-sign-in>\`.

**States** (the stories): Prompt, FormOpen (the form in the box, the focus on its phone field) and OnNirmaanSite.

**Props**: \`title\` (what to sign in for), \`description\`, \`headingLevel\` 1 | 2 (2 by default; 1 when it stands for the whole page).

**Accessibility**: the title is a heading at the level given; the form's code arrives only when asked for, then the focus moves into its first field; the form is a region named "Buyer sign in".`),
  },
  args: { title: 'Please Log In', description: 'Log in to see and track your orders.' },
  beforeEach: () => installFakeApi(),
} satisfies Meta<typeof SignInPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a buyer widget shows a visitor, or a buyer whose session ended (a 401), on a partner page. */
export const Prompt: Story = {};

/** "Log in" pressed: the sign-in form in the widget's own box, the focus on its phone field. */
export const FormOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const form = await canvas.findByRole('region', { name: 'Buyer sign in' });
    await expect(within(form).getByRole('textbox', { name: /Phone number/ })).toHaveFocus();
  },
};

/** On Nirmaan's own site (the host app): a link to the /login page, as the spec says. */
export const OnNirmaanSite: Story = {
  decorators: [
    (Story) => (
      <NirmaanSiteContext value>
        <Story />
      </NirmaanSiteContext>
    ),
  ],
};
