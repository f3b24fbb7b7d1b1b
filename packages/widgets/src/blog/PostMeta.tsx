import { localeFormat, type BlogPostSummary } from '@nirmaan/core';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { blogCatalogue } from './blogMessages.ts';
import * as styles from './blog.css.ts';

/** Author (Admin when none), date and read time of a post, in the language shown (the author's name as written). */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  const { messages, locale } = useMessages(blogCatalogue);
  const created = new Date(post.created_at);
  const date = Number.isNaN(created.getTime())
    ? ''
    : localeFormat(locale).date(created, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  const written = post.author_name.trim();
  // The author's name as the admin wrote it is marked English; the default (Admin) is in the page's words.
  const by = splitAroundLink(messages['meta.by']({ ...LINK_MARKS, author: written || messages['meta.admin']() }));
  return (
    <p className={styles.meta}>
      <span>
        {by.before}
        {written ? <span lang="en">{by.link}</span> : by.link}
        {by.after}
      </span>
      {date && <time dateTime={post.created_at}>{date}</time>}
      {post.read_time_minutes !== null && <span>{messages['meta.readTime']({ minutes: post.read_time_minutes })}</span>}
    </p>
  );
}
