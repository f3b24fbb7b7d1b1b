import { Link } from '@nirmaan/ui';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { POLICIES_UPDATED } from './company.ts';
import { CompanyMailLink } from './CompanyMailLink.tsx';

/** /privacy. */
export function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      description="What personal data Nirmaan collects (phone number, addresses, location), why, who sees it, what is kept in your browser and your rights."
      lead="We collect only what we need to take your order to your site, and we never sell your data."
      asOf={`Last updated ${POLICIES_UPDATED}.`}
    >
      <ContentSection id="collect" title="What we collect">
        <ul className={styles.list}>
          <li>
            <strong>Phone number</strong>: to sign you in (with a one-time code or a password) and so the seller can call you about a delivery.
          </li>
          <li>
            <strong>Name and, if you give it, e-mail</strong>: to address you and send order details.
          </li>
          <li>
            <strong>Delivery addresses</strong>: where your orders go.
          </li>
          <li>
            <strong>Location</strong>: your city and pincode, and, only if you choose to share it, your site’s map position (by clicking the map or allowing
            your browser’s location). We use it to work out delivery charges by distance and to find suppliers near you. Your browser asks before sharing your
            position; you can refuse and enter a pincode instead.
          </li>
          <li>
            <strong>Orders, quote requests, chat inquiries and saved BOQs</strong>: what you asked for and when.
          </li>
          <li>
            <strong>Technical logs</strong>: the server records requests (time, address, page) to keep the service secure and working.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="browser" title="What is stored in your browser">
        <p className={styles.text}>
          We use your browser’s local storage, not advertising cookies. It holds your sign-in token (a random key that keeps you signed in, one for a buyer,
          seller or admin account), your chosen city and pincode. Signing out removes the token; clearing your browser’s site data removes all of it. Anyone
          using the same browser profile could use a stored sign-in, so sign out on shared computers.
        </p>
        <p className={styles.text}>When our widgets are embedded on a partner’s website, these items are kept in that website’s storage in your browser.</p>
      </ContentSection>

      <ContentSection id="share" title="Who sees your data">
        <ul className={styles.list}>
          <li>
            <strong>Sellers</strong> you order from, or who sell the product of a quote request or chat inquiry, see your name, phone number, delivery address
            and what you ordered or asked for. They may use it only to serve that order or inquiry.
          </li>
          <li>
            <strong>Service providers</strong> that run parts of the service for us: the SMS gateway that sends sign-in codes, our hosting, and the map service
            whose tiles show your site on the map.
          </li>
          <li>
            <strong>Video platform</strong>: construction videos play from YouTube’s privacy-enhanced player, which loads only when you start a video.
          </li>
          <li>Authorities, when the law requires it.</li>
        </ul>
        <p className={styles.text}>We do not sell or rent your personal data, and we do not use it for third-party advertising.</p>
      </ContentSection>

      <ContentSection id="keep" title="How long we keep it">
        <p className={styles.text}>
          Account data is kept while your account is open. Order records are kept as long as tax and accounting law requires (usually 8 years). Server logs are
          kept for a short time for security.
        </p>
      </ContentSection>

      <ContentSection id="rights" title="Your rights">
        <p className={styles.text}>
          Under India’s Digital Personal Data Protection Act, 2023 you may ask to see the personal data we hold about you, correct it, or erase it where we do
          not have to keep it, and you may withdraw consent you gave. Update your name, addresses and location in your <Link href="/profile">profile</Link>, or
          write to our grievance officer at <CompanyMailLink mailbox="privacy_email" />; we reply within 30 days.
        </p>
      </ContentSection>

      <ContentSection id="security" title="Security">
        <p className={styles.text}>
          Passwords are stored only as salted hashes, connections are encrypted, and sign-in codes expire after a few minutes. No system is perfectly secure:
          tell us at once if you think your account has been misused.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
