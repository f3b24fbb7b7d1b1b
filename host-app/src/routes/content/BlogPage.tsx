import { BlogList } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';

/** /blog: the post list with category chips. */
export function BlogPage() {
  return (
    <>
      <PageHead page="blog" />
      <BlogList headingLevel={1} />
    </>
  );
}
