import { authorOf, formatPostDate, type BlogPostSummary } from '@nirmaan/core';
import * as styles from './blog.css.ts';

/** Author (Admin when none), date and read time of a post. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  const date = formatPostDate(post.created_at);
  return (
    <p className={styles.meta}>
      <span>By {authorOf(post)}</span>
      {date && <time dateTime={post.created_at}>{date}</time>}
      {post.read_time_minutes !== null && <span>{post.read_time_minutes} min read</span>}
    </p>
  );
}
