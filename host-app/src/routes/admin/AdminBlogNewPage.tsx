import { $isAdmin } from '@nirmaan/core';
import { BlogPostEditor } from '@nirmaan/widgets';
import { useSyncExternalStore } from 'react';
import { Redirect } from '../../Redirect.tsx';
import { PageHead } from '../../pageMeta/PageHead.tsx';

/**
 * /admin/blog/new, guarded by the admin session: without an admin token the page goes to
 * /admin/login (spec toolkit §2). The editor itself says 'You must be logged in as admin to create
 * posts.' where it is shown without one (e.g. embedded, or after the session ended).
 */
export function AdminBlogNewPage() {
  const isAdmin = useSyncExternalStore(
    (changed) => $isAdmin.listen(changed),
    () => $isAdmin.get(),
  );
  if (!isAdmin) return <Redirect to="/admin/login" />;
  return (
    <>
      <PageHead page="adminBlogNew" />
      <BlogPostEditor headingLevel={1} />
    </>
  );
}
