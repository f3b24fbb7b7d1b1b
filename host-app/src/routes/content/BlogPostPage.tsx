import type { BlogPost } from '@nirmaan/core';
import { BlogPostView, useMessages } from '@nirmaan/widgets';
import { useCallback, useState } from 'react';
import { usePageParam } from '../../pageHooks.ts';
import { PageDescription } from '../../pageMeta/PageDescription.tsx';
import { pageMetaCatalogue } from '../../pageMeta/pageMetaMessages.ts';

/**
 * /blog/{slug}: one post; the page title and description follow the post once it has loaded (the
 * post's title and excerpt as the admin wrote them; the blog's own words in the site's language).
 */
export function BlogPostPage() {
  const slug = usePageParam('slug') ?? '';
  const { messages } = useMessages(pageMetaCatalogue);
  const [post, setPost] = useState<BlogPost | null>(null);
  const loaded = useCallback((shown: BlogPost) => setPost(shown), []);
  const current = post?.slug === slug ? post : null;
  return (
    <>
      <title>{current ? `${current.title} — Nirmaan Blog` : messages['blog.title']()}</title>
      <PageDescription content={current?.excerpt || messages['blogPost.description']()} />
      <BlogPostView key={slug} slug={slug} onLoaded={loaded} />
    </>
  );
}
