import { ApiError } from '@nirmaan/core';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakeBlogApi } from '../testing/blogFixtures.ts';
import { BlogList } from './BlogList.tsx';

const meta = {
  title: 'Widgets/Blog/Blog List',
  component: BlogList,
  args: { headingLevel: 1, api: fakeBlogApi({ delay: 100 }) },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, api: { table: { disable: true } }, postHref: { control: false } },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`The blog (/blog): the 50 newest posts, the first featured and the others in a grid, with category chips (All Posts and each category found) to narrow them.

**Use it** as the blog's index. **Do not use it** for one post (Blog Post) or for writing (Blog Post Editor).

**States** (the stories): Default, FilteredByCategory, Loading, Empty and Failed (the message and Retry).

**Props**: \`headingLevel\` 1 | 2, \`postHref\` (a post's address from its slug; /blog/… by default), \`api\` (stories pass a fake).

**Accessibility**: a section named by its title; the category chips are a group of toggle buttons (\`aria-pressed\`) named "Filter posts by category"; the grid is a list named "More posts"; the intro line is a status.`),
  },
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest post featured, the others in a grid, category chips above.; the story drawn in Kannada, Tamil and Hindi too. */
export const Default: Story = { tags: ['languages'] };

/** One category chosen: only its posts remain. */
export const FilteredByCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Quality' }));
    await expect(canvas.getByRole('button', { name: 'Quality' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = { args: { api: fakeBlogApi({ mode: 'loading' }) } };

export const Empty: Story = { args: { api: fakeBlogApi({ posts: [] }) } };

export const Failed: Story = { args: { api: fakeBlogApi({ mode: 'failing', error: new ApiError({ status: 0 }) }) } };
