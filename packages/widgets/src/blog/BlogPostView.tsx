import { blogApi, siteUrl, type BlogApi, type BlogPost } from '@nirmaan/core';
import { Alert, Badge, Link, Spinner } from '@nirmaan/ui';
import { useEffect, useId } from 'react';
import * as styles from './blog.css.ts';
import { PostMeta } from './PostMeta.tsx';
import { useLoad } from '../content-shared/useLoad.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { blogFailure } from './blogFailure.ts';
import { blogCatalogue } from './blogMessages.ts';

const failureKey = { notFound: 'post.notFound', network: 'network', failed: 'post.failed' } as const;

export interface BlogPostViewProps {
  slug: string;
  api?: Pick<BlogApi, 'getPost'>;
  /** Where Back to Blog goes; /blog on the site unless given. */
  backHref?: string;
  /** Told of the post once it is shown (the host app sets the page title and description). */
  onLoaded?: (post: BlogPost) => void;
}

/**
 * /blog/{slug} (spec toolkit §2 'Blog'): category badge, title, author (Admin when none), date, read
 * time, cover image, the body and a back link; on failure 'Post not found' or 'Failed to load post'.
 * The page's own words follow the reader's language (`lang` on the article); the admin's title,
 * category and body are marked English (`lang="en"`), as written.
 */
export function BlogPostView({ slug, api = blogApi, backHref = siteUrl('/blog'), onLoaded }: BlogPostViewProps) {
  const titleId = useId();
  const { state } = useLoad(() => api.getPost(slug), `blog/post/${slug}`);
  const { messages, locale } = useMessages(blogCatalogue);
  const post = state.status === 'ready' ? state.value : null;
  useEffect(() => {
    if (post) onLoaded?.(post);
  }, [post, onLoaded]);
  const back = <Link href={backHref}>{messages['post.back']()}</Link>;

  if (state.status === 'loading')
    return (
      <div lang={locale}>
        <Spinner label={messages['post.loading']()} />
      </div>
    );
  if (state.status === 'failed') {
    return (
      <div className={styles.article} lang={locale}>
        <Alert tone="error" title={messages[failureKey[blogFailure(state.error)]]()} />
        <p>{back}</p>
      </div>
    );
  }
  const loaded = state.value;
  return (
    <article className={styles.article} aria-labelledby={titleId} lang={locale}>
      <p>{back}</p>
      {loaded.category && (
        <div className={styles.badgeRow} lang="en">
          <Badge tone="info">{loaded.category}</Badge>
        </div>
      )}
      <h1 id={titleId} className={styles.postTitle} lang="en">
        {loaded.title}
      </h1>
      <PostMeta post={loaded} />
      {loaded.cover_image_url && <img className={styles.postCover} src={loaded.cover_image_url} alt="" />}
      {/* The body was cleaned with an allow-list on the server before it was stored (no scripts,
          event handlers, styles or unsafe addresses), which is what makes rendering it as HTML safe. */}
      <div className={styles.body} lang="en" dangerouslySetInnerHTML={{ __html: loaded.content }} />
      <p>{back}</p>
    </article>
  );
}
