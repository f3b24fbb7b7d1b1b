import { siteUrl } from '@nirmaan/core';
import { buttonStyles, Link } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import * as styles from './home.css.ts';

/** The calculator teaser: what the free tools do, with the way in. */
export function CalculatorTeaser({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.teaser}>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>How much cement, steel and sand do you need?</h2>
        <p className={styles.muted}>
          Our calculators turn your plot size and design into bags of cement, kilograms of steel, bricks and litres of paint, and a bill of quantities with
          costs, using Indian thumb rules.
        </p>
      </div>
      <div className={styles.actions}>
        {children}
        <Link className={buttonStyles({ variant: 'secondary' })} href={siteUrl('/boq-calculator')}>
          BOQ Calculator
        </Link>
        <Link className={buttonStyles({ variant: 'secondary' })} href={siteUrl('/house-construction-calculator')}>
          House Construction Calculator
        </Link>
      </div>
    </div>
  );
}
