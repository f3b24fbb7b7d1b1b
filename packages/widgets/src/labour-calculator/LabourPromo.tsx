import { siteUrl } from '@nirmaan/core';
import { buttonStyles as button, Link } from '@nirmaan/ui';
import * as styles from '../calculator-shared/calculator.css.ts';

/** The strip under the calculator that sends builders on to the material and BOQ calculators. */
export function LabourPromo() {
  return (
    <aside className={styles.promo} aria-label="More calculators">
      <p className={styles.promoText}>Need materials and a full bill of quantities too?</p>
      <div className={styles.promoLinks}>
        <Link className={button({ variant: 'secondary', size: 'small' })} href={siteUrl('/material-calculator')}>
          Material Calculator
        </Link>
        <Link className={button({ variant: 'secondary', size: 'small' })} href={siteUrl('/boq-calculator')}>
          BOQ Calculator
        </Link>
      </div>
    </aside>
  );
}
