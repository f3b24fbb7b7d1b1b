import { siteUrl } from '@nirmaan/core';
import { buttonStyles as button, Link } from '@nirmaan/ui';
import * as styles from './calculator.css.ts';

export interface CalculatorPromoProps {
  text: string;
  /** The strip's accessible name, in the calculator's language. */
  label: string;
  /** Links to other tools: visible label and site path, e.g. '/house-construction-calculator'. */
  links: ReadonlyArray<{ label: string; path: string }>;
}

/** The strip under a calculator that sends people on to the other tools; every text comes from the calculator, in its language. */
export function CalculatorPromo({ text, label, links }: CalculatorPromoProps) {
  return (
    <aside className={styles.promo} aria-label={label}>
      <p className={styles.promoText}>{text}</p>
      <div className={styles.promoLinks}>
        {links.map((link) => (
          <Link key={link.path} className={button({ variant: 'secondary', size: 'small' })} href={siteUrl(link.path)}>
            {link.label}
          </Link>
        ))}
      </div>
    </aside>
  );
}
