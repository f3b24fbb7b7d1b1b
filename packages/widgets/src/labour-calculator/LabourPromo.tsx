import { siteUrl } from '@nirmaan/core';
import { buttonStyles as button, Link } from '@nirmaan/ui';
import * as styles from '../calculator-shared/calculator.css.ts';
import type { LabourMessages } from './labourMessages.ts';

/** The strip under the calculator that sends builders on to the material and BOQ calculators. */
export function LabourPromo({ messages }: { messages: LabourMessages }) {
  return (
    <aside className={styles.promo} aria-label={messages.promoLabel()}>
      <p className={styles.promoText}>{messages.promoText()}</p>
      <div className={styles.promoLinks}>
        <Link className={button({ variant: 'secondary', size: 'small' })} href={siteUrl('/material-calculator')}>
          {messages.materialCalculator()}
        </Link>
        <Link className={button({ variant: 'secondary', size: 'small' })} href={siteUrl('/boq-calculator')}>
          {messages.boqCalculator()}
        </Link>
      </div>
    </aside>
  );
}
