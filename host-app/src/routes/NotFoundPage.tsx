import { Link } from '@nirmaan/ui';
import * as styles from '../layout.css.ts';

export function NotFoundPage() {
  return (
    <section className={styles.hero} aria-labelledby="not-found-title">
      <title>Page not found — Nirmaan</title>
      <h1 id="not-found-title" className={styles.heroTitle}>
        Page not found
      </h1>
      <p className={styles.lead}>We could not find that page. It may have moved, or it is still being built.</p>
      <p>
        <Link href="/">Go to the home page</Link> or try the <Link href="/labour-force-calculator">Labour Force Calculator</Link>.
      </p>
    </section>
  );
}
