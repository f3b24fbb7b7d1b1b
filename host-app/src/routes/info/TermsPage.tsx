import { Link } from '@nirmaan/ui';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { POLICIES_UPDATED } from './company.ts';
import { CompanyMailLink } from './CompanyMailLink.tsx';

/** /terms. */
export function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      description="The terms for buying and selling construction materials on Nirmaan: the marketplace's role, orders, prices, cash on delivery, delivery and seller obligations."
      lead="These terms apply when you use Nirmaan to buy or sell construction materials. By placing an order or listing a product you accept them."
      asOf={`Last updated ${POLICIES_UPDATED}.`}
    >
      <ContentSection id="role" title="Our role">
        <p className={styles.text}>
          Nirmaan is a marketplace. Each product is sold by the seller named on the offer, who is responsible for the product, its quality, its invoice and its
          delivery. We run the platform, check sellers before they can list, and help resolve problems between buyers and sellers.
        </p>
      </ContentSection>

      <ContentSection id="orders" title="Orders and prices">
        <ul className={styles.list}>
          <li>Prices are set by sellers, in rupees, and include taxes unless stated otherwise. The delivery charge is shown before you order.</li>
          <li>An order is a request to the seller; the seller confirms it by processing it. A seller may decline an order, for example when stock ran out.</li>
          <li>Price boards, calculators and guides on the site are indicative and for planning; they are not offers.</li>
        </ul>
      </ContentSection>

      <ContentSection id="payment" title="Payment and delivery">
        <ul className={styles.list}>
          <li>Payment is cash on delivery, to the seller, when the material is handed over.</li>
          <li>
            The seller delivers to the address you chose. Make sure the site is reachable by the seller’s vehicle and that someone is there to receive and check
            the material.
          </li>
          <li>
            Check quantity and condition before paying; see the <Link href="/refund">refund policy</Link> for damaged, short or wrong deliveries.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="accounts" title="Your account">
        <ul className={styles.list}>
          <li>Give a phone number and details that are yours and correct. Keep your password and sign-in codes to yourself.</li>
          <li>Do not misuse the service: no false orders, no scraping, no attempts to break into accounts or systems.</li>
          <li>We may suspend accounts that break these terms.</li>
        </ul>
      </ContentSection>

      <ContentSection id="sellers" title="For sellers">
        <ul className={styles.list}>
          <li>List only products you have the right to sell, with true descriptions, prices and stock.</li>
          <li>Deliver accepted orders on time, with a proper tax invoice, and honour the refund policy.</li>
          <li>Use buyers’ details only to serve their orders and inquiries.</li>
        </ul>
      </ContentSection>

      <ContentSection id="liability" title="Liability and disputes">
        <p className={styles.text}>
          Construction is the work of your engineer and contractor: guides and calculators do not replace their advice. To the extent the law allows, our
          liability for an order is limited to the value of that order. These terms are governed by the laws of India; courts in Bengaluru have jurisdiction.
          For any complaint, write first to <CompanyMailLink mailbox="email" />; we try to resolve it within 30 days.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
