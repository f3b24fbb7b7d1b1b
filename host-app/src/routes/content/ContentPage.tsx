import type { Locale } from '@nirmaan/core/locale';
import { Link } from '@nirmaan/ui';
import { useMessages } from '@nirmaan/widgets';
import type { ReactNode } from 'react';
import { PageDescription } from '../../pageMeta/PageDescription.tsx';
import { pageMetaCatalogue } from '../../pageMeta/pageMetaMessages.ts';
import * as styles from './content.css.ts';

export interface ContentPageProps {
  /** The page's h1; also the document title ("{title} — Nirmaan"). */
  title: string;
  /** The meta description search engines and link previews show. */
  description: string;
  lead?: ReactNode;
  /** When the figures on the page were last checked, e.g. "Rates checked for 2025". */
  asOf?: string;
  /** Shows "Knowledge Hub /" above the title on the guides. */
  inKnowledgeHub?: boolean;
  /** The language the page's texts are in (its catalogue's `locale`); English for a page not translated yet. */
  lang?: Locale;
  children: ReactNode;
}

/** The frame of a guide or information page: document title and description, h1, lead, sections. */
export function ContentPage({ title, description, lead, asOf, inKnowledgeHub = false, lang = 'en', children }: ContentPageProps) {
  const { messages, locale } = useMessages(pageMetaCatalogue);
  return (
    <article className={styles.article} aria-labelledby="content-title" lang={lang}>
      <title>{`${title} — Nirmaan`}</title>
      <PageDescription content={description} />
      <header className={styles.header}>
        {inKnowledgeHub && (
          <nav aria-label={messages['text.breadcrumb']()} lang={locale}>
            <p className={styles.breadcrumb}>
              <Link href="/knowledge">{messages['text.knowledgeHub']()}</Link> /{' '}
              <span aria-current="page" lang={lang}>
                {title}
              </span>
            </p>
          </nav>
        )}
        <h1 id="content-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {asOf && <p className={styles.asOf}>{asOf}</p>}
      </header>
      {children}
    </article>
  );
}

/** A titled part of a content page (an h2 and its content). */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}
