import { BlogList } from '@nirmaan/widgets';

/** /blog: the post list with category chips. */
export function BlogPage() {
  return (
    <>
      <title>Blog — Nirmaan</title>
      <meta
        name="description"
        content="Practical guides for home builders in India: choosing cement, steel and sand, checking quality on site, curing, approvals and planning."
      />
      <BlogList headingLevel={1} />
    </>
  );
}
