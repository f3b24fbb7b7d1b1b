import type { BlogPostSummary } from '@nirmaan/core';
import { Badge, Link } from '@nirmaan/ui';
import clsx from 'clsx';
import * as styles from './blog.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { blogCatalogue } from './blogMessages.ts';
import { PostMeta } from './PostMeta.tsx';

export interface BlogCardProps {
  post: BlogPostSummary;
  href: string;
  /** The first post of the list: larger, cover beside the text on wide screens. */
  featured?: boolean;
  headingLevel: 2 | 3;
}

/**
 * A post in the list: cover, category, title (a link covering the card), excerpt, author, date, read
 * time. The admin's words (category, title, excerpt) are marked English (`lang="en"`), as written.
 */
export function BlogCard({ post, href, featured = false, headingLevel }: BlogCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { messages } = useMessages(blogCatalogue);
  return (
    <article className={clsx(styles.card, featured && styles.featured)}>
      {post.cover_image_url && <img className={clsx(styles.cover, featured && styles.featuredCover)} src={post.cover_image_url} alt="" loading="lazy" />}
      <div className={styles.cardBody}>
        {(featured || post.category) && (
          <div className={styles.badgeRow}>
            {featured && <Badge tone="info">{messages['card.featured']()}</Badge>}
            {post.category && <Badge lang="en">{post.category}</Badge>}
          </div>
        )}
        <Heading className={clsx(styles.cardTitle, featured && styles.featuredTitle)} lang="en">
          <Link className={styles.cardLink} href={href}>
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && (
          <p className={styles.excerpt} lang="en">
            {post.excerpt}
          </p>
        )}
        <PostMeta post={post} />
      </div>
    </article>
  );
}
