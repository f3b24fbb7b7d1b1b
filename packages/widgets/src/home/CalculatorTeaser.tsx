import { siteUrl } from '@nirmaan/core';
import { buttonStyles, Link } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { homeCatalogue } from './homeMessages.ts';
import * as styles from './home.css.ts';

/** The calculator teaser: what the free tools do, with the way in. */
export function CalculatorTeaser({ children }: { children?: ReactNode }) {
  const { messages } = useMessages(homeCatalogue);
  return (
    <div className={styles.teaser}>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>{messages['teaser.title']()}</h2>
        <p className={styles.muted}>{messages['teaser.text']()}</p>
      </div>
      <div className={styles.actions}>
        {children}
        <Link className={buttonStyles({ variant: 'secondary' })} href={siteUrl('/boq-calculator')}>
          {messages['teaser.boq']()}
        </Link>
        <Link className={buttonStyles({ variant: 'secondary' })} href={siteUrl('/house-construction-calculator')}>
          {messages['teaser.house']()}
        </Link>
      </div>
    </div>
  );
}
