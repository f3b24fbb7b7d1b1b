import { BLOG_MESSAGES, formatPostDate, siteUrl, type BlogPostSummary } from '@nirmaan/core';
import { Badge, Button, Link } from '@nirmaan/ui';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';

export interface AdminPostCardProps {
  post: BlogPostSummary;
  /** Whether a publish or unpublish of this post is on its way. */
  busy: boolean;
  onEdit: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}

/** One post in the admin's Blog tab: title, Published or Draft, category and date; Edit, Publish/Unpublish, View and Delete. */
export function AdminPostCard({ post, busy, onEdit, onTogglePublished, onDelete }: AdminPostCardProps) {
  return (
    <li className={cardStyles.card}>
      <div className={cardStyles.cardHeader}>
        <h3 className={styles.subheading}>{post.title}</h3>
        <Badge tone={post.published ? 'success' : 'warning'}>{post.published ? BLOG_MESSAGES.publishedBadge : BLOG_MESSAGES.draft}</Badge>
      </div>
      <span className={styles.muted}>{[post.category, formatPostDate(post.created_at), `/blog/${post.slug}`].filter(Boolean).join(' · ')}</span>
      <span className={styles.actions}>
        <Button variant="secondary" size="small" aria-label={`Edit ${post.title}`} onClick={onEdit}>
          Edit
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label={`${post.published ? 'Unpublish' : 'Publish'} ${post.title}`}
          busy={busy}
          busyLabel={post.published ? 'Unpublishing...' : 'Publishing...'}
          onClick={onTogglePublished}
        >
          {post.published ? 'Unpublish' : 'Publish'}
        </Button>
        {post.published && (
          <Link href={siteUrl(`/blog/${encodeURIComponent(post.slug)}`)} aria-label={`View ${post.title} on the blog`}>
            View
          </Link>
        )}
        <Button variant="danger" size="small" aria-haspopup="dialog" aria-label={`Delete ${post.title}`} onClick={onDelete}>
          Delete
        </Button>
      </span>
    </li>
  );
}
