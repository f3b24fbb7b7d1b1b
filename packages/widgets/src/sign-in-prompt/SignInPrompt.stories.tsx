import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { installFakeApi } from '../testing/fakeApi.ts';
import { NirmaanSiteContext } from './nirmaanSite.ts';
import { SignInPrompt } from './SignInPrompt.tsx';

const meta = {
  title: 'Widgets/Sign-in Prompt',
  component: SignInPrompt,
  parameters: { layout: 'padded' },
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
