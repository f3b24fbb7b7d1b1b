import type { BlogPost } from '@nirmaan/core';
import { BlogPostView } from '@nirmaan/widgets';
import { useCallback, useState } from 'react';
import { usePageParam } from '../../pageHooks.ts';

/** /blog/{slug}: one post; the page title and description follow the post once it has loaded. */
export function BlogPostPage() {
  const slug = usePageParam('slug') ?? '';
  const [post, setPost] = useState<BlogPost | null>(null);
  const loaded = useCallback((shown: BlogPost) => setPost(shown), []);
  const current = post?.slug === slug ? post : null;
  return (
    <>
      <title>{current ? `${current.title} — Nirmaan Blog` : 'Blog — Nirmaan'}</title>
      <meta name="description" content={current?.excerpt || 'Practical guides for home builders in India from the Nirmaan blog.'} />
      <BlogPostView key={slug} slug={slug} onLoaded={loaded} />
    </>
  );
}
