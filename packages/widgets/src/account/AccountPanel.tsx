import type { ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './account.css.ts';

export interface AccountPanelProps {
  title: string;
  intro?: string;
  headingLevel?: 1 | 2;
  /** The language its texts are in, when the widget speaks the buyer's (unset: the page's). */
  lang?: string;
  children: ReactNode;
}

/** The card every sign-in and sign-up screen sits in: a region named by its heading. */
export function AccountPanel({ title, intro, headingLevel = 1, lang, children }: AccountPanelProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel} aria-labelledby={titleId} lang={lang}>
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}
