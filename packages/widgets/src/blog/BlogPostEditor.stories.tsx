import { ApiError, logout, signInAdmin } from '@nirmaan/core';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeBlogApi } from '../testing/blogFixtures.ts';
import { BlogPostEditor } from './BlogPostEditor.tsx';

/** A story's beforeEach: an admin session for the story, removed afterwards. */
const asAdmin = () => {
  signInAdmin(`story-admin-${Math.random()}`);
  return () => logout('admin');
};

const meta = {
  title: 'Widgets/Blog/Blog Post Editor',
  component: BlogPostEditor,
  args: { api: fakeBlogApi({ delay: 300 }), onSaved: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [1, 2] },
    api: { table: { disable: true } },
    onSaved: { control: false },
    onCancel: { control: false },
  },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`The admin's blog editor (the Admin Dashboard's Blog tab): title, slug (Auto builds it from the title), content, category, read time (worked out from the text when empty), excerpt and cover image URL; Create or Update. Only for a signed-in admin.

**Use it** inside the admin's work area. **Do not use it** to show a post (Blog Post).

**States** (the stories): Empty, NotAdmin ("You must be logged in as admin to create posts."), Required (title, slug and content), AutoSlug, Saving (the button reads "Creating...") and SlugTaken (the server refused the slug: its detail, also by the slug field).

**Props**: \`post\` (to edit; without it, a new one), \`onSaved\`, \`onCancel\`, \`headingLevel\` 1 | 2, \`api\` (stories pass a fake).

**Languages**: the form's labels, hints, buttons and problems in English, Kannada, Tamil or Hindi (its own catalogue, \`blog/editor\`); the title and body stay as the admin writes them, and an edited post's title in the heading is marked English.

**Accessibility**: the form is named by its heading; every field is labelled, with its message tied to it; the busy button says what it is doing.`),
  },
  beforeEach: asAdmin,
} satisfies Meta<typeof BlogPostEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's empty form (also drawn in Kannada, Tamil and Hindi: the form's words in the page's language). */
export const Empty: Story = { tags: ['languages'] };

/** Without an admin session: 'You must be logged in as admin to create posts.' */
export const NotAdmin: Story = { beforeEach: () => logout('admin') };

/** Submitted empty: title, slug and content are required. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    await expect(canvas.getByText('Slug is required')).toBeVisible();
  },
};

/** The title typed and Auto pressed: the slug built from it. */
export const AutoSlug: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Waterproofing Your Terrace: A Checklist');
    await userEvent.click(canvas.getByRole('button', { name: 'Auto' }));
    await expect(canvas.getByRole('textbox', { name: /Slug/ })).toHaveValue('waterproofing-your-terrace-a-checklist');
  },
};

/** Creating: the button reads 'Creating...'. */
export const Saving: Story = {
  args: { api: fakeBlogApi({ mode: 'loading' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Curing');
    await userEvent.click(canvas.getByRole('button', { name: 'Auto' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Content/ }), '<p>Keep it wet.</p>');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    await expect(canvas.getByRole('button', { name: /Creating/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server refused the slug: its detail, by the slug field too. */
export const SlugTaken: Story = {
  args: {
    api: fakeBlogApi({
      mode: 'failing',
      error: new ApiError({ status: 409, body: { detail: 'A post with the slug "curing" already exists. Please choose another slug.' } }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Curing');
    await userEvent.click(canvas.getByRole('button', { name: 'Auto' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Content/ }), '<p>Keep it wet.</p>');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('already exists');
  },
};
