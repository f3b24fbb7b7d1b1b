import type { CompanyOffice } from '@nirmaan/core';
import { ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';

export interface CompanyOfficesProps {
  offices: readonly CompanyOffice[];
  legalName: string | null;
  gstin: string | null;
  /** The section's heading, in the page's language. */
  heading: string;
}

/**
 * The company's offices, each address as written in COMPANY_FILE, with its registered name and GSTIN
 * when configured: the operator's data, marked English whatever the page's language.
 */
export function CompanyOffices({ offices, legalName, gstin, heading }: CompanyOfficesProps) {
  return (
    <ContentSection id="offices" title={heading}>
      {(legalName || gstin) && (
        <p className={styles.text} lang="en">
          {legalName}
          {legalName && gstin && ', '}
          {gstin && `GSTIN ${gstin}`}
        </p>
      )}
      <div className={styles.contactGrid} lang="en">
        {offices.map((office) => (
          <section key={office.city} className={styles.card} aria-labelledby={`office-${office.city}`}>
            <h3 id={`office-${office.city}`} className={styles.h3}>
              {office.city}
            </h3>
            <address className={styles.address}>
              {office.lines.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </section>
        ))}
      </div>
    </ContentSection>
  );
}
