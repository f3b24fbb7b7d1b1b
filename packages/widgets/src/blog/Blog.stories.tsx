import { ApiError } from '@nirmaan/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakeBlogApi } from '../testing/blogFixtures.ts';
import { BlogList } from './BlogList.tsx';

const meta = {
  title: 'Widgets/Blog/Blog List',
  component: BlogList,
  args: { headingLevel: 1, api: fakeBlogApi({ delay: 100 }) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest post featured, the others in a grid, category chips above. */
export const Default: Story = {};

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
