import type { BlogPost } from '@nirmaan/core';
import { BlogPostView } from '@nirmaan/widgets';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';

/** /blog/{slug}: one post; the page title and description follow the post once it has loaded. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
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
