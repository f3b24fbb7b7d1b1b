import {
  ADMIN_ORDER_MESSAGES,
  adminOrdersApi,
  formatNumber,
  formatOrderDate,
  formatRupees,
  ORDER_ACTOR_LABELS,
  orderBuyerName,
  orderStatusLabel,
  type AdminOrderDetail,
} from '@nirmaan/core';
import { Button, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { OrderStatusBadge } from '../orders/OrderStatusBadge.tsx';

type Line = AdminOrderDetail['items'][number];
type Change = AdminOrderDetail['status_history'][number];

const money = (rupees: number) => formatRupees(rupees, { paise: true });

const LINE_COLUMNS: readonly TableColumn<Line>[] = [
  { key: 'product', header: 'Product', rowHeader: true, render: (line) => line.product_name },
  { key: 'quantity', header: 'Quantity', align: 'end', render: (line) => formatNumber(line.quantity) },
  { key: 'price', header: 'Price per unit', align: 'end', render: (line) => money(line.price_per_unit) },
  { key: 'total', header: 'Amount', align: 'end', render: (line) => money(line.line_total) },
];

const HISTORY_COLUMNS: readonly TableColumn<Change>[] = [
  { key: 'status', header: 'Status', rowHeader: true, render: (change) => orderStatusLabel(change.status) },
  { key: 'when', header: 'When', render: (change) => formatOrderDate(change.changed_at, true) },
  { key: 'by', header: 'By', render: (change) => ORDER_ACTOR_LABELS[change.actor_role] },
];

/** A definition list of label → value pairs; values left out when null. */
function Facts({ label, facts }: { label: string; facts: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className={cardStyles.facts} aria-label={label}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={cardStyles.factTerm}>{term}</dt>
          <dd className={cardStyles.factValue}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function addressLines(address: NonNullable<AdminOrderDetail['shipping_address']>): string[] {
  return [
    address.address_line1,
    address.address_line2,
    address.landmark && `Landmark: ${address.landmark}`,
    `${address.city}, ${address.state} ${address.postal_code}`,
    address.country,
    address.site_contact_name && `Site contact: ${address.site_contact_name}${address.site_contact_phone ? `, ${address.site_contact_phone}` : ''}`,
    address.delivery_instructions && `Instructions: ${address.delivery_instructions}`,
  ].filter((line): line is string => Boolean(line));
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const { charges } = order;
  const taxes = charges.taxes;
  return (
    <>
      <Facts
        label="Order"
        facts={[
          ['Status', <OrderStatusBadge key="status" status={order.status} />],
          ['Placed', formatOrderDate(order.order_date, true)],
          ['Payment', 'Cash on delivery'],
          ['Partner', order.partner_id ?? ADMIN_ORDER_MESSAGES.noPartner],
          ...(order.source === 'crm_lead' ? ([['Source', "The seller's CRM lead"]] as Array<[string, string]>) : []),
          ...(order.source === 'rfq' ? ([['Source', 'An accepted offer on a request for quotation']] as Array<[string, string]>) : []),
        ]}
      />
      <div className={cardStyles.cards}>
        <section className={cardStyles.card} aria-labelledby="admin-order-buyer">
          <h3 id="admin-order-buyer" className={styles.subheading}>
            Buyer
          </h3>
          <Facts
            label="Buyer"
            facts={[
              ['Name', orderBuyerName(order.buyer)],
              ['Phone', order.buyer?.phone ?? '—'],
              ['E-mail', order.buyer?.email ?? '—'],
              ...(order.buyer_gstin
                ? ([['GSTIN', `${order.buyer_gstin}${order.buyer_business_name ? ` (${order.buyer_business_name})` : ''}`]] as Array<[string, string]>)
                : []),
            ]}
          />
        </section>
        <section className={cardStyles.card} aria-labelledby="admin-order-seller">
          <h3 id="admin-order-seller" className={styles.subheading}>
            Seller
          </h3>
          <Facts
            label="Seller"
            facts={[
              ['Name', order.seller.name],
              ['Phone', order.seller.phone ?? '—'],
              ['E-mail', order.seller.email],
            ]}
          />
        </section>
        <section className={cardStyles.card} aria-labelledby="admin-order-address">
          <h3 id="admin-order-address" className={styles.subheading}>
            Shipping address
          </h3>
          {order.shipping_address ? (
            <address className={styles.muted}>
              {addressLines(order.shipping_address).map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p className={styles.muted}>{ADMIN_ORDER_MESSAGES.noAddress}</p>
          )}
        </section>
      </div>
      <Table caption="Items" columns={LINE_COLUMNS} rows={order.items} rowKey={(line) => line.id} />
      <section aria-labelledby="admin-order-charges">
        <h3 id="admin-order-charges" className={styles.subheading}>
          Charges
        </h3>
        <Facts
          label="Charges"
          facts={[
            ['Items', money(charges.subtotal)],
            [
              'Delivery',
              `${money(charges.delivery_charges)}${charges.delivery_distance_km === null ? '' : ` (${formatNumber(charges.delivery_distance_km)} km)`}`,
            ],
            ['Total', money(charges.total_amount)],
            ...(taxes
              ? ([
                  ['Tax invoice', taxes.invoice_number],
                  ['Taxable value', money(taxes.taxable_value)],
                  ...(taxes.igst > 0
                    ? [['IGST (included)', money(taxes.igst)]]
                    : [
                        ['CGST (included)', money(taxes.cgst)],
                        ['SGST (included)', money(taxes.sgst)],
                      ]),
                ] as Array<[string, string]>)
              : ([['Taxes', ADMIN_ORDER_MESSAGES.noTaxes]] as Array<[string, string]>)),
            ...(order.credit_note_number ? ([['Credit note', order.credit_note_number]] as Array<[string, string]>) : []),
          ]}
        />
      </section>
      <Table caption="Status history" columns={HISTORY_COLUMNS} rows={order.status_history} rowKey={(change) => `${change.status}-${change.changed_at}`} />
    </>
  );
}

/** One order for the admin (issue 28): buyer, seller, address, items, charges and status history; Back returns to the list. */
export function AdminOrderPanel({ orderId, onBack }: { orderId: number; onBack: () => void }) {
  const order = useDashboardData('admin', `order/${orderId}`, () => adminOrdersApi.orderDetail(orderId));
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The row's button is gone: the order's heading takes the focus.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby="admin-order-title">
      <div className={styles.headerRow}>
        <h2 id="admin-order-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
          Order #{orderId}
        </h2>
        <Button variant="secondary" size="small" onClick={onBack}>
          Back to orders
        </Button>
      </div>
      {order.status === 'failed' && <LoadFailed onRetry={order.reload} message={ADMIN_ORDER_MESSAGES.detailFailed} />}
      {order.status === 'loading' && !order.value && <Spinner label={ADMIN_ORDER_MESSAGES.detailLoading} />}
      {order.value && <OrderDetail order={order.value} />}
    </section>
  );
}
