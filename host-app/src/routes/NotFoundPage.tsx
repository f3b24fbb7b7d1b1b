import { Link } from '@nirmaan/ui';
import { LINK_MARKS, shellCatalogue, splitAroundLink, useMessages } from '@nirmaan/widgets';
import * as styles from '../layout.css.ts';

/** Any path the site does not know: says so in the site's language, with a way home and to the labour calculator. */
export function NotFoundPage() {
  const { messages, locale } = useMessages(shellCatalogue);
  // Each sentence has its one link where the language's word order puts it.
  const home = splitAroundLink(messages['notFound.home'](LINK_MARKS));
  const calculator = splitAroundLink(messages['notFound.calculator'](LINK_MARKS));
  return (
    <section className={styles.hero} aria-labelledby="not-found-title" lang={locale}>
      <title>{`${messages['notFound.title']()} — Nirmaan`}</title>
      <h1 id="not-found-title" className={styles.heroTitle}>
        {messages['notFound.title']()}
      </h1>
      <p className={styles.lead}>{messages['notFound.lead']()}</p>
      <p>
        {home.before}
        <Link href="/">{home.link}</Link>
        {home.after} {calculator.before}
        <Link href="/labour-force-calculator">{calculator.link}</Link>
        {calculator.after}
      </p>
    </section>
  );
}
