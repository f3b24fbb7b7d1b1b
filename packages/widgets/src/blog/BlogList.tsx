import { blogApi, blogCategories, localeFormat, siteUrl, type BlogApi } from '@nirmaan/core';
import { Alert, Button, EmptyState, Spinner } from '@nirmaan/ui';
import { useId, useState } from 'react';
import * as styles from './blog.css.ts';
import { BlogCard } from './BlogCard.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import { useLoad } from '../content-shared/useLoad.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { blogFailure } from './blogFailure.ts';
import { blogCatalogue } from './blogMessages.ts';

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
  const { messages, locale } = useMessages(blogCatalogue);
  const format = localeFormat(locale);
  const Title = `h${headingLevel}` as const;
  const cardHeading = (headingLevel + 1) as 2 | 3;

  let content;
  if (state.status === 'loading') content = <Spinner label={messages['list.loading']()} />;
  else if (state.status === 'failed') {
    content = (
      <Alert tone="error" action={<Button onClick={reload}>{messages['list.retry']()}</Button>}>
        {blogFailure(state.error) === 'network' ? messages.network() : messages['list.failed']()}
      </Alert>
    );
  } else if (state.value.length === 0) {
    content = <EmptyState headingLevel={cardHeading} title={messages['list.empty']()} description={messages['list.emptyHint']()} />;
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
            ? messages['list.count']({ count: shown.length, countText: format.number(shown.length) })
            : messages['list.countIn']({ count: shown.length, countText: format.number(shown.length), category: chosen })}
        </p>
        {first ? (
          <>
            <BlogCard post={first} href={postHref(first.slug)} featured headingLevel={cardHeading} />
            {rest.length > 0 && (
              <ul className={styles.grid} aria-label={messages['list.more']()}>
                {rest.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} href={postHref(post.slug)} headingLevel={cardHeading} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <EmptyState headingLevel={cardHeading} title={messages['list.emptyCategory']()} />
        )}
      </>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId} lang={locale}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {messages['list.title']()}
        </Title>
        <p className={styles.intro}>{messages['list.intro']()}</p>
      </header>
      {content}
    </section>
  );
}
