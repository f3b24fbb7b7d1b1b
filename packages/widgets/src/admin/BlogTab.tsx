import { siteUrl } from '@nirmaan/core';
import { buttonStyles, Link } from '@nirmaan/ui';
import * as styles from '../dashboard-shared/dashboard.css.ts';

/** Blog: where posts are written (spec toolkit §2: only admins can create posts). */
export function BlogTab() {
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Blog</h2>
      <p className={styles.muted}>Only admins can create blog posts. Posts appear on the public blog as soon as they are published.</p>
      <div className={styles.actions}>
        <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/admin/blog/new')}>
          Create Blog Post
        </Link>
        <Link className={buttonStyles({ variant: 'secondary' })} href={siteUrl('/blog')}>
          View the blog
        </Link>
      </div>
    </div>
  );
}
