import { DELIVERY_BASE_CHARGE, DELIVERY_CHARGE_PER_KM, formatRupees } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { CompanyMailLink } from './CompanyMailLink.tsx';
import { FaqList, type FaqEntry } from './FaqList.tsx';

const ORDERING: readonly FaqEntry[] = [
  {
    question: 'Which cities do you deliver to?',
    answer: <p className={styles.text}>Bangalore, Chennai and Coimbatore. Enter your pincode in the header to check whether we deliver to your site.</p>,
  },
  {
    question: 'How do I pay?',
    answer: (
      <p className={styles.text}>
        Cash on delivery: you pay the seller when the material arrives at your site and you have checked it. There is nothing to pay online.
      </p>
    ),
  },
  {
    question: 'Why does the same product have several prices?',
    answer: (
      <p className={styles.text}>
        Each price is a different supplier’s offer. Prices differ with the seller’s stock, brand and distance to your site; compare them on the product’s page
        and choose the offer that suits you.
      </p>
    ),
  },
  {
    question: 'Can I get a better price for a large quantity?',
    answer: (
      <p className={styles.text}>
        Yes. For bulk orders <Link href="/contact">request a quote</Link>: sellers near your site send their best price, and we contact you within 2 hours in
        working hours.
      </p>
    ),
  },
  {
    question: 'Can I cancel an order?',
    answer: (
      <p className={styles.text}>
        While an order is still pending, open it under <Link href="/orders">My Orders</Link> and choose Cancel Order. Once the seller is processing or has
        shipped it, contact us and we will arrange what is possible with the seller.
      </p>
    ),
  },
];

const DELIVERY: readonly FaqEntry[] = [
  {
    question: 'Who delivers the material?',
    answer: (
      <p className={styles.text}>
        The seller you ordered from delivers it from their yard, in their vehicle. Unloading at the site gate is included; carrying material up floors is agreed
        with the seller.
      </p>
    ),
  },
  {
    question: 'What does delivery cost?',
    answer: (
      <p className={styles.text}>
        {formatRupees(DELIVERY_BASE_CHARGE)} plus {formatRupees(DELIVERY_CHARGE_PER_KM)} per km from the seller to your site. Set your site’s location (
        <Link href="/location-setup">Set Your Location</Link>) so the cart can show the charge before you order.
      </p>
    ),
  },
  {
    question: 'How do I follow my order?',
    answer: (
      <p className={styles.text}>
        Every order shows its status under <Link href="/orders">My Orders</Link>: pending, processing, shipped, then delivered.
      </p>
    ),
  },
];

const RETURNS: readonly FaqEntry[] = [
  {
    question: 'What if material arrives damaged, short or wrong?',
    answer: (
      <p className={styles.text}>
        Check the delivery before you pay. Refuse damaged, wet or wrong items, and note any shortage on the delivery note; you pay only for what you accept.
        Read the <Link href="/refund">refund policy</Link> for what can be returned afterwards.
      </p>
    ),
  },
  {
    question: 'Can I return material I did not use?',
    answer: (
      <p className={styles.text}>
        Unopened, undamaged items in their original packing (tiles in sealed boxes, fittings, paint) can often be returned within 7 days, at the seller’s
        discretion and less the transport. Cement, loose sand and aggregate, ready-mix concrete and steel cut to size cannot be returned.
      </p>
    ),
  },
];

const ACCOUNT: readonly FaqEntry[] = [
  {
    question: 'Why do I sign in with my phone number?',
    answer: (
      <p className={styles.text}>
        Sellers need a number to call about delivery. You can sign in with a one-time code sent by SMS or with a password. See the{' '}
        <Link href="/privacy">privacy policy</Link> for how we use it.
      </p>
    ),
  },
  {
    question: 'How do I sell on Nirmaan?',
    answer: (
      <p className={styles.text}>
        <Link href="/seller/register">Register as a seller</Link> with your business details, list your products with prices and stock, and receive orders in
        your dashboard. Write to <CompanyMailLink mailbox="seller_email" /> with questions.
      </p>
    ),
  },
];

/** /faq: questions as an accessible disclosure list, in groups. */
export function FaqPage() {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      description="Answers on ordering construction materials from Nirmaan: cities, cash on delivery, delivery charges, cancellations, returns and selling."
      lead="Quick answers about ordering, delivery and returns. Choose a question to read its answer."
    >
      <ContentSection id="faq-ordering" title="Ordering and payment">
        <FaqList entries={ORDERING} label="Ordering and payment" />
      </ContentSection>
      <ContentSection id="faq-delivery" title="Delivery">
        <FaqList entries={DELIVERY} label="Delivery" />
      </ContentSection>
      <ContentSection id="faq-returns" title="Returns and refunds">
        <FaqList entries={RETURNS} label="Returns and refunds" />
      </ContentSection>
      <ContentSection id="faq-account" title="Your account and selling">
        <FaqList entries={ACCOUNT} label="Your account and selling" />
      </ContentSection>
      <p className={styles.text}>
        Still have a question? <Link href="/contact">Contact us</Link>.
      </p>
    </ContentPage>
  );
}
