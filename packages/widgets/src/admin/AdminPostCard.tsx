import { localeFormat, siteUrl, type BlogPostSummary } from '@nirmaan/core';
import { Badge, Button, Link } from '@nirmaan/ui';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { blogTabCatalogue } from './blog/blogTabMessages.ts';

export interface AdminPostCardProps {
  post: BlogPostSummary;
  /** Whether a publish or unpublish of this post is on its way. */
  busy: boolean;
  onEdit: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}

const POST_DATE = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' } as const;

/**
 * One post in the admin's Blog tab: title, Published or Draft, category and date; Edit,
 * Publish/Unpublish, View and Delete. The title and category are the admin's words, marked English
 * as written (as the public blog's cards mark them); the date in the dashboard's language.
 */
export function AdminPostCard({ post, busy, onEdit, onTogglePublished, onDelete }: AdminPostCardProps) {
  const { messages, locale } = useMessages(blogTabCatalogue);
  const created = new Date(post.created_at);
  const date = Number.isNaN(created.getTime()) ? '' : localeFormat(locale).date(created, POST_DATE);
  const published = { published: String(post.published) };
  return (
    <li className={cardStyles.card}>
      <div className={cardStyles.cardHeader}>
        <h3 className={styles.subheading} lang="en">
          {post.title}
        </h3>
        <Badge tone={post.published ? 'success' : 'warning'}>{messages['blog.state'](published)}</Badge>
      </div>
      <span className={styles.muted}>
        {[
          post.category && (
            <span key="category" lang="en">
              {post.category}
            </span>
          ),
          date,
          `/blog/${post.slug}`,
        ]
          .filter(Boolean)
          .flatMap((part, index) => (index === 0 ? [part] : [' · ', part]))}
      </span>
      <span className={styles.actions}>
        <Button variant="secondary" size="small" aria-label={messages['products.editLabel']({ name: post.title })} onClick={onEdit}>
          {messages['products.edit']()}
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label={messages['blog.toggleLabel']({ ...published, title: post.title })}
          busy={busy}
          busyLabel={messages['blog.toggling'](published)}
          onClick={onTogglePublished}
        >
          {messages['blog.toggle'](published)}
        </Button>
        {post.published && (
          <Link href={siteUrl(`/blog/${encodeURIComponent(post.slug)}`)} aria-label={messages['blog.viewLabel']({ title: post.title })}>
            {messages['blog.viewPost']()}
          </Link>
        )}
        <Button variant="danger" size="small" aria-haspopup="dialog" aria-label={messages['products.deleteLabel']({ name: post.title })} onClick={onDelete}>
          {messages['products.delete']()}
        </Button>
      </span>
    </li>
  );
}
