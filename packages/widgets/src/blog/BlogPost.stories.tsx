import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeBlogApi, SAMPLE_POSTS } from '../testing/blogFixtures.ts';
import { BlogPostView } from './BlogPostView.tsx';

const meta = {
  title: 'Widgets/Blog/Blog Post',
  component: BlogPostView,
  args: { slug: SAMPLE_POSTS[1]!.slug, api: fakeBlogApi({ delay: 100 }) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BlogPostView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post with its category, author, date, read time and a table in the body. */
export const Default: Story = {};

/** A post without an author: shown as by Admin. */
export const DefaultAuthor: Story = { args: { slug: SAMPLE_POSTS[0]!.slug } };

export const Loading: Story = { args: { api: fakeBlogApi({ mode: 'loading' }) } };

/** The server's detail: 'Post not found', with the back link. */
export const NotFound: Story = { args: { slug: 'no-such-post' } };

/** No detail from the server: 'Failed to load post'. */
export const Failed: Story = { args: { api: fakeBlogApi({ mode: 'failing' }) } };
