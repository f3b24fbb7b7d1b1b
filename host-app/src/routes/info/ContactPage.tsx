import { Link } from '@nirmaan/ui';
import { QuoteRequestButton } from '@nirmaan/widgets';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { COMPANY } from './company.ts';

/** /contact: how to reach the company, with the real quote request and the chat assistant. */
export function ContactPage() {
  return (
    <ContentPage
      title="Contact Us"
      description="Reach Nirmaan in Bangalore, Chennai and Coimbatore: ask for a quote for construction materials, chat with us, call or write."
      lead={`We answer ${COMPANY.hours}.`}
    >
      <ContentSection id="quote" title="Need a price for materials?">
        <p className={styles.text}>
          Tell us the material, quantity and where it is needed; we collect prices from suppliers near your site and contact you within 2 hours in working
          hours.
        </p>
        <div className={styles.actions}>
          <QuoteRequestButton label="Request a Quote" />
        </div>
        <p className={styles.text}>
          Or use the <strong>Chat with us</strong> button at the bottom of the screen: pick a product and leave your number, and its sellers get your inquiry.
        </p>
      </ContentSection>

      <ContentSection id="reach" title="Call or write">
        <ul className={styles.list}>
          <li>
            Phone:{' '}
            <a className={styles.anchor} href={`tel:${COMPANY.phone.tel}`}>
              {COMPANY.phone.display}
            </a>
          </li>
          <li>
            Orders and general questions:{' '}
            <a className={styles.anchor} href={`mailto:${COMPANY.email}`}>
              {COMPANY.email}
            </a>
          </li>
          <li>
            Sellers and suppliers:{' '}
            <a className={styles.anchor} href={`mailto:${COMPANY.sellerEmail}`}>
              {COMPANY.sellerEmail}
            </a>
          </li>
        </ul>
        <p className={styles.text}>
          About an order? Include the order number from <Link href="/orders">My Orders</Link>.
        </p>
      </ContentSection>

      <ContentSection id="offices" title="Our offices">
        <div className={styles.contactGrid}>
          {COMPANY.offices.map((office) => (
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
    </ContentPage>
  );
}
