import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetDocs } from '../../../../.storybook/blocks/elementDocs.ts';
import { fakeBlogApi, SAMPLE_POSTS } from '../testing/blogFixtures.ts';
import { BlogPostView } from './BlogPostView.tsx';

const meta = {
  title: 'Widgets/Blog/Blog Post',
  component: BlogPostView,
  args: { slug: SAMPLE_POSTS[1]!.slug, api: fakeBlogApi({ delay: 100 }) },
  argTypes: { api: { table: { disable: true } }, onLoaded: { control: false } },
  parameters: {
    layout: 'padded',
    ...widgetDocs(`One blog post (/blog/:slug): its category, title, author (Admin when none), date and read time, and its body (headings, lists, tables), with a link back to the blog.

**Use it** for a post's page. **Do not use it** for a list of posts (Blog List).

**States** (the stories): Default, DefaultAuthor, Loading, NotFound ("Post not found", with the back link) and Failed ("Failed to load post").

**Props**: \`slug\`, \`backHref\` (/blog by default), \`onLoaded\` (called with the post, e.g. for the page's title), \`api\` (stories pass a fake).

**Accessibility**: the post is an article named by its title (the page's h1); the body keeps its headings' order under it.`),
  },
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
