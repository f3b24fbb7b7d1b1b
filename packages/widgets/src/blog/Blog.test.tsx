import { forgetQueryAnswers } from '@nirmaan/core/testing';
import { ApiError, logout, signInAdmin, type BlogApi, type BlogPostInput } from '@nirmaan/core';
import { NavigateContext } from '@nirmaan/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { fakeBlogApi, SAMPLE_POSTS } from '../testing/blogFixtures.ts';
import { BlogList } from './BlogList.tsx';
import { BlogPostEditor } from './BlogPostEditor.tsx';
import { BlogPostView } from './BlogPostView.tsx';

afterEach(() => {
  cleanup();
  logout('admin');
});

describe('<BlogList>', () => {
  it('shows a spinner, then the first post featured and the rest in a grid', async () => {
    render(<BlogList api={fakeBlogApi({ delay: 5 })} headingLevel={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
    const featured = await screen.findByRole('heading', { level: 2, name: SAMPLE_POSTS[0]!.title });
    expect(featured.closest('article')).toHaveTextContent('Featured');
    expect(within(featured).getByRole('link')).toHaveAttribute('href', '/blog/m-sand-vs-p-sand-vs-river-sand');
    const grid = screen.getByRole('list', { name: 'More posts' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    // Author defaults to Admin; date and read time shown.
    expect(featured.closest('article')).toHaveTextContent(/By Admin.*16 November 2026.*5 min read/);
  });

  it('filters by the category chips: All Posts plus the categories found', async () => {
    const user = userEvent.setup();
    render(<BlogList api={fakeBlogApi()} />);
    const chips = within(await screen.findByRole('group', { name: 'Filter posts by category' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All Posts', 'Materials', 'Quality']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Quality' }));
    expect(screen.getByRole('button', { name: 'Quality' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: SAMPLE_POSTS[1]!.title })).toBeInTheDocument();
    expect(screen.getByText('1 post in Quality')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All Posts' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('says when there are no posts, and offers Retry when loading fails', async () => {
    const { unmount } = render(<BlogList api={fakeBlogApi({ posts: [] })} />);
    expect(await screen.findByRole('heading', { name: 'No posts yet.' })).toBeInTheDocument();
    unmount();
    forgetQueryAnswers(); // another page, where the server cannot be reached
    const listPosts = vi
      .fn<BlogApi['listPosts']>()
      .mockRejectedValueOnce(new ApiError({ status: 0 }))
      .mockResolvedValue([]);
    const user = userEvent.setup();
    render(<BlogList api={{ listPosts }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No posts yet.' })).toBeInTheDocument();
    expect(listPosts).toHaveBeenCalledTimes(2);
  });
});

describe('<BlogPostView>', () => {
  it('shows the category, title, author, date, read time, the HTML body and a back link, and tells the page', async () => {
    const onLoaded = vi.fn();
    render(<BlogPostView slug="how-to-check-tmt-bars-on-site" api={fakeBlogApi()} onLoaded={onLoaded} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
    const title = await screen.findByRole('heading', { level: 1, name: SAMPLE_POSTS[1]!.title });
    const article = title.closest('article')!;
    expect(article).toHaveTextContent('Quality');
    expect(article).toHaveTextContent(/By Er\. Karthik Subramanian.*8 November 2026.*5 min read/);
    expect(within(article).getByRole('columnheader', { name: 'kg/m' })).toBeInTheDocument();
    expect(within(article).getAllByRole('link', { name: '← Back to Blog' })[0]).toHaveAttribute('href', '/blog');
    expect(onLoaded).toHaveBeenCalledWith(SAMPLE_POSTS[1]);
  });

  it("shows the server's detail, or 'Failed to load post', with a back link", async () => {
    const { unmount } = render(<BlogPostView slug="no-such-post" api={fakeBlogApi()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Post not found');
    expect(screen.getByRole('link', { name: '← Back to Blog' })).toBeInTheDocument();
    unmount();
    render(<BlogPostView slug="x" api={fakeBlogApi({ mode: 'failing' })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load post');
  });
});

describe('<BlogPostEditor>', () => {
  it("tells a visitor without an admin session 'You must be logged in as admin to create posts.'", () => {
    render(<BlogPostEditor api={fakeBlogApi()} />);
    expect(screen.getByText('You must be logged in as admin to create posts.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin sign in' })).toHaveAttribute('href', '/admin/login');
    expect(screen.queryByRole('button', { name: 'Create Post' })).not.toBeInTheDocument();
  });

  it('builds the slug with Auto, requires title, slug and content, then creates the post and opens it', async () => {
    signInAdmin('admin-token');
    const navigate = vi.fn();
    const createPost = vi.fn(async (input: BlogPostInput) => ({ ...SAMPLE_POSTS[0]!, ...input, id: 9 }));
    const user = userEvent.setup();
    render(
      <NavigateContext value={navigate}>
        <BlogPostEditor api={{ createPost, updatePost: vi.fn() }} />
      </NavigateContext>,
    );
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Slug is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus();
    expect(createPost).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Curing: How Long Is Enough?');
    await user.click(screen.getByRole('button', { name: 'Auto' }));
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveValue('curing-how-long-is-enough');
    await user.type(screen.getByRole('textbox', { name: /Content/ }), '<p>Ten days for PPC.</p>');
    await user.type(screen.getByRole('textbox', { name: /Read time/ }), '4');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/blog/curing-how-long-is-enough'));
    expect(createPost).toHaveBeenCalledWith({
      title: 'Curing: How Long Is Enough?',
      slug: 'curing-how-long-is-enough',
      content: '<p>Ten days for PPC.</p>',
      category: null,
      excerpt: null,
      cover_image_url: null,
      read_time_minutes: 4,
      published: true,
    });
  });

  it('saves a new post as a draft, which opens the Blog tab instead of the (not public) post', async () => {
    signInAdmin('admin-token');
    const navigate = vi.fn();
    const createPost = vi.fn(async (input: BlogPostInput) => ({ ...SAMPLE_POSTS[0]!, ...input, id: 9, published: input.published ?? true }));
    const user = userEvent.setup();
    render(
      <NavigateContext value={navigate}>
        <BlogPostEditor api={{ createPost, updatePost: vi.fn() }} />
      </NavigateContext>,
    );
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Draft plan');
    await user.type(screen.getByRole('textbox', { name: /Slug/ }), 'draft-plan');
    await user.type(screen.getByRole('textbox', { name: /Content/ }), '<p>Not yet.</p>');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/dashboard?tab=blog'));
    expect(createPost).toHaveBeenCalledWith(expect.objectContaining({ slug: 'draft-plan', published: false }));
  });

  it('edits a stored post: the form starts filled, Save Changes keeps it a draft, and a failure keeps the edits', async () => {
    signInAdmin('admin-token');
    const draft = { ...SAMPLE_POSTS[1]!, published: false };
    const updatePost = vi
      .fn<BlogApi['updatePost']>()
      .mockRejectedValueOnce(new ApiError({ status: 500 }))
      .mockImplementation(async (id, input) => ({ ...draft, ...input, id, published: input.published ?? true }));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<BlogPostEditor api={{ createPost: vi.fn(), updatePost }} post={draft} onSaved={onSaved} onCancel={vi.fn()} headingLevel={2} />);
    expect(screen.getByRole('heading', { name: `Edit: ${draft.title}` })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveValue(draft.slug);
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'TMT bars: five checks on site');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save post')).toBeInTheDocument();
    expect(title).toHaveValue('TMT bars: five checks on site');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updatePost).toHaveBeenLastCalledWith(draft.id, expect.objectContaining({ title: 'TMT bars: five checks on site', published: false }));
  });

  it("shows the server's detail (a slug in use by the slug field) or 'Failed to create post', keeping everything typed", async () => {
    signInAdmin('admin-token');
    const createPost = vi
      .fn<BlogApi['createPost']>()
      .mockRejectedValueOnce(new ApiError({ status: 409, body: { detail: 'A post with the slug "curing" already exists. Please choose another slug.' } }))
      .mockRejectedValueOnce(new ApiError({ status: 500 }));
    const user = userEvent.setup();
    render(<BlogPostEditor api={{ createPost, updatePost: vi.fn() }} onSaved={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Curing');
    await user.type(screen.getByRole('textbox', { name: /Slug/ }), 'curing');
    await user.type(screen.getByRole('textbox', { name: /Content/ }), '<p>x</p>');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A post with the slug "curing" already exists. Please choose another slug.');
    expect(screen.getByRole('textbox', { name: /Slug/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Curing');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Failed to create post')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Content/ })).toHaveValue('<p>x</p>');
  });
});

describe('<BlogPostEditor> in Tamil and Kannada', () => {
  it('labels the form in Tamil, says a missing title in Tamil, and keeps the typed title as written', async () => {
    signInAdmin('admin-token');
    const createPost = vi.fn<BlogApi['createPost']>();
    const user = userEvent.setup();
    render(
      <LangContext value="ta">
        <BlogPostEditor api={{ createPost, updatePost: vi.fn() }} onSaved={vi.fn()} />
      </LangContext>,
    );
    const heading = await screen.findByRole('heading', { name: 'புதிய கட்டுரை எழுது' });
    expect(heading.closest('section')).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('textbox', { name: /கட்டுரையின் முகவரி/ })).toHaveAccessibleDescription(/இணைய முகவரியின் கடைசிப் பகுதி/);
    await user.click(screen.getByRole('button', { name: 'கட்டுரையை வெளியிடு' }));
    expect(screen.getByRole('textbox', { name: /தலைப்பு/ })).toHaveAccessibleDescription('தலைப்பு தேவை');
    expect(screen.getByRole('textbox', { name: /கட்டுரை உள்ளடக்கம்/ })).toHaveAccessibleDescription(/கட்டுரை உள்ளடக்கம் தேவை/);
    await user.type(screen.getByRole('textbox', { name: /தலைப்பு/ }), 'Curing');
    await user.click(screen.getByRole('button', { name: 'தானாக உருவாக்கு' }));
    expect(screen.getByRole('textbox', { name: /கட்டுரையின் முகவரி/ })).toHaveValue('curing');
    await user.type(screen.getByRole('textbox', { name: /படிக்கும் நேரம்/ }), '0');
    await user.click(screen.getByRole('button', { name: 'கட்டுரையை வெளியிடு' }));
    expect(screen.getByRole('textbox', { name: /படிக்கும் நேரம்/ })).toHaveAccessibleDescription(/1 முதல் 600 வரை முழு நிமிடங்களாக/);
    expect(createPost).not.toHaveBeenCalled();
  });

  it('says the server’s refusals in Kannada: a slug in use, and a rule core knows', async () => {
    signInAdmin('admin-token');
    const createPost = vi
      .fn<BlogApi['createPost']>()
      .mockRejectedValueOnce(new ApiError({ status: 409, body: { detail: 'A post with the slug "curing" already exists. Please choose another slug.' } }))
      .mockRejectedValueOnce(
        new ApiError({
          status: 422,
          body: {
            detail: 'Content has nothing left to show once unsafe HTML is removed',
            errors: [{ field: 'content', message: 'Content has nothing left to show once unsafe HTML is removed' }],
          },
        }),
      );
    const user = userEvent.setup();
    render(
      <LangContext value="kn">
        <BlogPostEditor api={{ createPost, updatePost: vi.fn() }} onSaved={vi.fn()} />
      </LangContext>,
    );
    await user.type(await screen.findByRole('textbox', { name: /ಶೀರ್ಷಿಕೆ/ }), 'Curing');
    await user.type(screen.getByRole('textbox', { name: /ಲೇಖನದ ವಿಳಾಸ/ }), 'curing');
    await user.type(screen.getByRole('textbox', { name: /ಲೇಖನದ ಪಠ್ಯ/ }), '<script>x</script>');
    await user.click(screen.getByRole('button', { name: 'ಲೇಖನ ಪ್ರಕಟಿಸಿ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“curing” ವಿಳಾಸದ ಲೇಖನ ಈಗಾಗಲೇ ಇದೆ. ಬೇರೆ ವಿಳಾಸ ಆರಿಸಿ.');
    expect(screen.getByRole('textbox', { name: /ಲೇಖನದ ವಿಳಾಸ/ })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'ಲೇಖನ ಪ್ರಕಟಿಸಿ' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('ಅಸುರಕ್ಷಿತ HTML ತೆಗೆದ ಮೇಲೆ ಪಠ್ಯದಲ್ಲಿ ತೋರಿಸಲು ಏನೂ ಉಳಿಯುವುದಿಲ್ಲ'));
    expect(screen.getByRole('textbox', { name: /ಲೇಖನದ ಪಠ್ಯ/ })).toHaveAccessibleDescription(/ತೋರಿಸಲು ಏನೂ ಉಳಿಯುವುದಿಲ್ಲ/);
  });

  it('heads an edited post with its title as written, marked English, inside the Tamil heading', async () => {
    signInAdmin('admin-token');
    const post = SAMPLE_POSTS[1]!;
    render(
      <LangContext value="ta">
        <BlogPostEditor api={{ createPost: vi.fn(), updatePost: vi.fn() }} post={post} onSaved={vi.fn()} onCancel={vi.fn()} headingLevel={2} />
      </LangContext>,
    );
    const heading = await screen.findByRole('heading', { name: `திருத்து: ${post.title}` });
    expect(within(heading).getByText(post.title)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'மாற்றங்களைச் சேமி' })).toBeInTheDocument();
  });
});

describe('the blog in Tamil', () => {
  it('says its own words in Tamil under lang="ta" and marks the posts, as written, English', async () => {
    const user = userEvent.setup();
    render(
      <LangContext value="ta">
        <BlogList api={fakeBlogApi()} headingLevel={1} />
      </LangContext>,
    );
    const list = await screen.findByRole('region', { name: 'வலைப்பதிவு' });
    expect(list).toHaveAttribute('lang', 'ta');
    const featured = await screen.findByRole('heading', { level: 2, name: SAMPLE_POSTS[0]!.title });
    expect(featured).toHaveAttribute('lang', 'en');
    expect(featured.closest('article')).toHaveTextContent(/சிறப்பு.*எழுதியவர்: நிர்வாகி.*5 நிமிட வாசிப்பு/);
    expect(screen.getByText('3 கட்டுரைகள்')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quality' }));
    expect(screen.getByText('Quality பிரிவில் 1 கட்டுரை')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'எல்லாக் கட்டுரைகளும்' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows a post's body as written (lang=\"en\") with the page's words in Tamil, and 'not found' in Tamil", async () => {
    const { unmount } = render(
      <LangContext value="ta">
        <BlogPostView slug="how-to-check-tmt-bars-on-site" api={fakeBlogApi()} />
      </LangContext>,
    );
    const [back] = await screen.findAllByRole('link', { name: '← வலைப்பதிவுக்குத் திரும்பு' });
    const title = screen.getByRole('heading', { level: 1, name: SAMPLE_POSTS[1]!.title });
    const article = title.closest('article')!;
    expect(article).toHaveAttribute('lang', 'ta');
    expect(back).toHaveAttribute('href', '/blog');
    expect(title).toHaveAttribute('lang', 'en');
    expect(article).toHaveTextContent(/எழுதியவர்: Er\. Karthik Subramanian/);
    unmount();
    render(
      <LangContext value="ta">
        <BlogPostView slug="no-such-post" api={fakeBlogApi()} />
      </LangContext>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('கட்டுரை கிடைக்கவில்லை');
  });
});
