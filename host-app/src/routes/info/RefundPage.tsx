import { Link, Table, type TableColumn } from '@nirmaan/ui';
import { ContentPage, ContentSection } from '../content/ContentPage.tsx';
import * as styles from '../content/content.css.ts';
import { POLICIES_UPDATED } from './company.ts';
import { CompanyMailLink } from './CompanyMailLink.tsx';
import { telHref, useCompany } from './useCompany.ts';

interface ReturnRule {
  material: string;
  rule: string;
}

const RETURN_RULES: readonly ReturnRule[] = [
  { material: 'Cement', rule: 'Not returnable once delivered (it absorbs moisture). Refuse wet, lumpy or torn bags at delivery.' },
  { material: 'Sand, aggregate and other loose material', rule: 'Not returnable once unloaded. Check the quantity and quality before unloading is finished.' },
  { material: 'Ready-mix concrete', rule: 'Not returnable. A load that fails the agreed slump or grade on arrival may be refused.' },
  { material: 'TMT steel', rule: 'Uncut bars in their bundles within 7 days; bars cut or bent to size cannot be returned.' },
  { material: 'Bricks and blocks', rule: 'Not returnable once stacked; broken pieces beyond the usual 2-3% are replaced or credited when noted at delivery.' },
  { material: 'Tiles, sanitary ware, fittings, paint', rule: 'Unopened boxes and tins in original packing within 7 days, less the transport.' },
];

const RETURN_COLUMNS: readonly TableColumn<ReturnRule>[] = [
  { key: 'material', header: 'Material', rowHeader: true },
  { key: 'rule', header: 'Return' },
];

/** /refund. */
export function RefundPage() {
  const phone = useCompany()?.phone ?? null;
  return (
    <ContentPage
      title="Refund Policy"
      description="Returns and refunds for construction materials bought on Nirmaan: checking deliveries, what can be returned, and how refunds on cash-on-delivery orders are paid."
      lead="Because you pay on delivery, the best protection is to check material before you pay: you pay only for what you accept."
      asOf={`Last updated ${POLICIES_UPDATED}.`}
    >
      <ContentSection id="delivery" title="At delivery">
        <ul className={styles.list}>
          <li>Count and inspect the material against the order before paying.</li>
          <li>Refuse items that are damaged, wet, of the wrong brand or grade, or not what you ordered. You do not pay for refused items.</li>
          <li>If part is short, pay only for what was delivered and note the shortage on the delivery note.</li>
        </ul>
      </ContentSection>

      <ContentSection id="after" title="After delivery">
        <p className={styles.text}>
          A defect found after delivery (hidden cracks, wrong shade inside a sealed box, a faulty fitting) must be reported within 48 hours with photos and the
          order number. The seller then replaces the item, collects it, or refunds it.
        </p>
        <Table caption="What can be returned" columns={RETURN_COLUMNS} rows={RETURN_RULES} rowKey={(row) => row.material} />
      </ContentSection>

      <ContentSection id="cancel" title="Cancelling an order">
        <p className={styles.text}>
          A pending order can be cancelled free of charge under <Link href="/orders">My Orders</Link>. Once the seller has dispatched it, a cancellation may
          cost the delivery charge.
        </p>
      </ContentSection>

      <ContentSection id="refunds" title="How refunds are paid">
        <p className={styles.text}>
          As orders are paid in cash on delivery, an accepted refund is paid by bank transfer (NEFT or UPI) to an account in the buyer’s name, within 7 working
          days of the seller receiving the returned goods or accepting the claim.
        </p>
      </ContentSection>

      <ContentSection id="help" title="Ask for a return or refund">
        <p className={styles.text}>
          Write to <CompanyMailLink mailbox="email" />
          {phone && (
            <>
              {' '}
              or call{' '}
              <a className={styles.anchor} href={telHref(phone)}>
                {phone}
              </a>
            </>
          )}{' '}
          with your order number and photos. If you and the seller disagree, we look at the case and decide within 10 working days.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
