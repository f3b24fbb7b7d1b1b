import { Link } from '@nirmaan/ui';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';

/** /about. */
export function AboutPage() {
  return (
    <ContentPage
      title="About Nirmaan"
      description="Nirmaan is a construction-materials marketplace for builders and home owners in Bangalore, Chennai and Coimbatore: compare supplier prices and pay cash on delivery."
      lead="Nirmaan helps people who build, from a family putting up its first house to a contractor running five sites, buy construction materials from verified local suppliers at fair prices."
    >
      <ContentSection id="what" title="What we do">
        <p className={styles.text}>
          Cement, TMT steel, sand, aggregate, blocks, bricks, ready-mix concrete, tiles, paint, electrical and plumbing items: on Nirmaan you see several
          suppliers’ prices for the same product side by side, with the delivery charge to your site, and order from the one that suits you.
        </p>
        <p className={styles.text}>
          We serve Bangalore, Chennai and Coimbatore. Sellers are local dealers and distributors who deliver from their own yards, so material reaches your site
          from nearby.
        </p>
      </ContentSection>

      <ContentSection id="how" title="How it works">
        <ol className={styles.list}>
          <li>Set your city and pincode, and find the product in the catalogue.</li>
          <li>Compare the suppliers’ prices and stock, and add the offer you like to your cart.</li>
          <li>Place the order with a delivery address. You pay cash on delivery, when the material arrives.</li>
          <li>The seller delivers and you follow the order’s status under My Orders.</li>
        </ol>
      </ContentSection>

      <ContentSection id="more" title="More than a shop">
        <p className={styles.text}>
          Free calculators for material, labour and the cost of a whole house, a <Link href="/boq-calculator">BOQ calculator</Link>, a{' '}
          <Link href="/knowledge">knowledge hub</Link> of guides and <Link href="/toolkit">construction videos</Link> help you plan before you buy.
        </p>
      </ContentSection>

      <ContentSection id="sellers" title="For suppliers">
        <p className={styles.text}>
          If you sell construction materials in one of our cities, list your products and prices, receive orders and quote requests, and keep your customers in
          a simple CRM. <Link href="/seller/register">Register as a seller</Link>.
        </p>
        <p className={styles.text}>
          Questions? <Link href="/contact">Contact us</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
