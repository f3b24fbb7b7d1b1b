import { BLOG_MESSAGES, blogApi, blogCategories, errorDetail, siteUrl, type BlogApi } from '@nirmaan/core';
import { Alert, Button, EmptyState, Spinner } from '@nirmaan/ui';
import { useId, useState } from 'react';
import * as styles from './blog.css.ts';
import { BlogCard } from './BlogCard.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import { useLoad } from '../content-shared/useLoad.ts';

export interface BlogListProps {
  api?: Pick<BlogApi, 'listPosts'>;
  /** Level of the list's title; posts are one level below. Default 2, the page uses 1. */
  headingLevel?: 1 | 2;
  /** Where a post opens; /blog/{slug} on the site unless given. */
  postHref?: (slug: string) => string;
}

const defaultHref = (slug: string) => siteUrl(`/blog/${encodeURIComponent(slug)}`);

/**
 * /blog (spec toolkit §2 'Blog'): the 50 newest posts, category chips (All Posts plus the categories
 * found), the first post featured and the rest in a grid; a spinner while loading, empty and error states.
 */
export function BlogList({ api = blogApi, headingLevel = 2, postHref = defaultHref }: BlogListProps) {
  const titleId = useId();
  const { state, reload } = useLoad(() => api.listPosts(), 'blog/posts');
  const [category, setCategory] = useState<string | null>(null);
  const Title = `h${headingLevel}` as const;
  const cardHeading = (headingLevel + 1) as 2 | 3;

  let content;
  if (state.status === 'loading') content = <Spinner label="Loading posts..." />;
  else if (state.status === 'failed') {
    content = (
      <Alert tone="error" action={<Button onClick={reload}>Retry</Button>}>
        {errorDetail(state.error, BLOG_MESSAGES.loadListFailed)}
      </Alert>
    );
  } else if (state.value.length === 0) {
    content = (
      <EmptyState
        headingLevel={cardHeading}
        title={BLOG_MESSAGES.noPosts}
        description="No post is published yet. Guides on materials, quality and planning appear here once they are."
      />
    );
  } else {
    const categories = blogCategories(state.value);
    const chosen = category !== null && categories.includes(category) ? category : null;
    const shown = chosen === null ? state.value : state.value.filter((post) => post.category?.trim() === chosen);
    const [first, ...rest] = shown;
    content = (
      <>
        {categories.length > 0 && <CategoryChips categories={categories} selected={chosen} onSelect={setCategory} />}
        <p className={styles.intro} role="status">
          {chosen === null
            ? `${shown.length} ${shown.length === 1 ? 'post' : 'posts'}`
            : `${shown.length} ${shown.length === 1 ? 'post' : 'posts'} in ${chosen}`}
        </p>
        {first ? (
          <>
            <BlogCard post={first} href={postHref(first.slug)} featured headingLevel={cardHeading} />
            {rest.length > 0 && (
              <ul className={styles.grid} aria-label="More posts">
                {rest.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} href={postHref(post.slug)} headingLevel={cardHeading} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <EmptyState headingLevel={cardHeading} title={BLOG_MESSAGES.noPostsInCategory} />
        )}
      </>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          Blog
        </Title>
        <p className={styles.intro}>Practical guides for home builders: choosing materials, checking quality on site, and planning your build.</p>
      </header>
      {content}
    </section>
  );
}
