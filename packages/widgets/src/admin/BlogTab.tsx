import { blogApi, errorDetail, siteUrl, type BlogApi, type BlogPost, type BlogPostSummary } from '@nirmaan/core';
import { Alert, buttonStyles, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { useState } from 'react';
import { BlogPostEditor } from '../blog/BlogPostEditor.tsx';
import { blogEditorCatalogue } from '../blog/editor/blogEditorMessages.ts';
import { ConfirmDeleteDialog } from '../dashboard-shared/ConfirmDeleteDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useConfirmedDelete } from '../dashboard-shared/useConfirmedDelete.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { loadCatalogue } from '../locale-shared/catalogue.ts';
import { useLocale } from '../locale-shared/useLocale.ts';
import { useMessagesOnArrival } from '../locale-shared/useMessagesOnArrival.ts';
import { blogTabCatalogue } from './blog/blogTabMessages.ts';
import { AdminPostCard } from './AdminPostCard.tsx';

export interface BlogTabProps {
  api?: Pick<BlogApi, 'listAllPosts' | 'getPostById' | 'createPost' | 'updatePost' | 'setPublished' | 'deletePost'>;
}

/**
 * Blog (spec toolkit §2: only admins create posts): every post, drafts too, with Edit (the post's
 * form in place), Publish or Unpublish, View and Delete (after 'Delete "{title}"?'). Drafts are
 * never on the public blog. The post's form (blog/BlogPostEditor, also /admin/blog/new) speaks the
 * dashboard's language from a catalogue of its own (blog/editor); the tab's words are in blog/messages,
 * fetched with the tab's code, not in the dashboard's first load.
 */
export function BlogTab({ api = blogApi }: BlogTabProps) {
  const posts = useDashboardData('admin', 'blog-posts', () => api.listAllPosts());
  const [editing, setEditing] = useState<BlogPost | null>(null);
  const [opening, setOpening] = useState(false);
  const [toggling, setToggling] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { messages, locale } = useMessagesOnArrival(blogTabCatalogue);
  const wanted = useLocale();

  const edit = async (post: BlogPostSummary) => {
    setOpening(true);
    setProblem(null);
    setNotice(null);
    try {
      // The post's form speaks from a catalogue of its own: its language comes with the post, so the form opens in it.
      const [full] = await Promise.all([api.getPostById(post.id), loadCatalogue(blogEditorCatalogue, wanted).catch(() => undefined)]);
      setEditing(full);
    } catch (error) {
      setProblem(errorDetail(error, messages['blog.loadPostFailed']()));
    } finally {
      setOpening(false);
    }
  };

  const togglePublished = async (post: BlogPostSummary) => {
    setToggling(post.id);
    setProblem(null);
    setNotice(null);
    try {
      const saved = await api.setPublished(post.id, !post.published);
      setNotice(messages['blog.toggled']({ published: String(saved.published), title: saved.title }));
      posts.reload();
    } catch (error) {
      setProblem(errorDetail(error, messages['blog.saveFailed']()));
    } finally {
      setToggling(null);
    }
  };

  const deletion = useConfirmedDelete<BlogPostSummary>(
    async (post) => {
      await api.deletePost(post.id);
      setNotice(messages['blog.deleted']({ title: post.title }));
      posts.reload();
    },
    (error) => errorDetail(error, messages['blog.deleteFailed']()),
  );

  if (editing) {
    return (
      <div className={styles.panel}>
        <BlogPostEditor
          api={api}
          post={editing}
          headingLevel={2}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(messages['blog.saved']({ title: saved.title }));
            posts.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      </div>
    );
  }

  const rows = posts.value ?? [];
  return (
    <section className={styles.panel} aria-labelledby="admin-blog-title" lang={locale}>
      <h2 id="admin-blog-title" className={styles.heading}>
        {messages['tab.blog']()}
      </h2>
      <p className={styles.muted}>{messages['blog.intro']()}</p>
      <div className={styles.actions}>
        <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/admin/blog/new')}>
          {messages['blog.create']()}
        </Link>
        <Link className={buttonStyles({ variant: 'secondary' })} href={siteUrl('/blog')}>
          {messages['blog.view']()}
        </Link>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {problem && <Alert tone="error">{problem}</Alert>}
      {opening && <Spinner label={messages['blog.opening']()} />}
      {posts.status === 'failed' && <LoadFailed onRetry={posts.reload} message={messages['blog.loadFailed']()} />}
      {posts.status === 'loading' && !posts.value && <Spinner label={messages['tabLoading.blog']()} />}
      {posts.value && rows.length === 0 && <EmptyState headingLevel={3} title={messages['blog.none']()} />}
      {rows.length > 0 && (
        <ul className={cardStyles.cards} aria-label={messages['blog.list']()}>
          {rows.map((post) => (
            <AdminPostCard
              key={post.id}
              post={post}
              busy={toggling === post.id}
              onEdit={() => void edit(post)}
              onTogglePublished={() => void togglePublished(post)}
              onDelete={() => deletion.ask(post)}
            />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        deletion={deletion}
        title={(target) => messages['blog.deleteTitle']({ title: target.title })}
        description={() => messages['blog.deleteDescription']()}
      />
    </section>
  );
}
