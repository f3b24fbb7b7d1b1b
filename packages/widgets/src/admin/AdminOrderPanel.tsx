import { adminOrdersApi, localeFormat, orderStatusLabel, type AdminOrderDetail, type LocaleFormat } from '@nirmaan/core';
import { Button, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { OrderStatusBadge } from '../orders/OrderStatusBadge.tsx';
import { adminCatalogue, type AdminMessages } from './adminMessages.ts';
import { adminDate } from './adminDate.ts';

type Line = AdminOrderDetail['items'][number];
type Change = AdminOrderDetail['status_history'][number];

/** The order's texts and formats in the dashboard's language. */
interface Say {
  messages: AdminMessages;
  format: LocaleFormat;
}

const lineColumns = ({ messages, format }: Say): readonly TableColumn<Line>[] => [
  { key: 'product', header: messages['leads.fact.product'](), rowHeader: true, render: (line) => line.product_name },
  { key: 'quantity', header: messages['order.quantity'](), align: 'end', render: (line) => format.number(line.quantity) },
  { key: 'price', header: messages['order.pricePerUnit'](), align: 'end', render: (line) => format.rupees(line.price_per_unit, { paise: true }) },
  { key: 'total', header: messages['order.amount'](), align: 'end', render: (line) => format.rupees(line.line_total, { paise: true }) },
];

const statusText = (messages: AdminMessages, status: string) => messages.orderStatus({ status, fallback: orderStatusLabel(status) });

const historyColumns = ({ messages, format }: Say): readonly TableColumn<Change>[] => [
  { key: 'status', header: messages['column.status'](), rowHeader: true, render: (change) => statusText(messages, change.status) },
  { key: 'when', header: messages['order.when'](), render: (change) => adminDate(format, change.changed_at, true) },
  { key: 'by', header: messages['order.by'](), render: (change) => messages['order.actor']({ role: change.actor_role }) },
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

function addressLines(address: NonNullable<AdminOrderDetail['shipping_address']>, messages: AdminMessages): string[] {
  const contact = address.site_contact_name;
  return [
    address.address_line1,
    address.address_line2,
    address.landmark && messages['order.landmark']({ landmark: address.landmark }),
    `${address.city}, ${address.state} ${address.postal_code}`,
    address.country,
    contact &&
      (address.site_contact_phone
        ? messages['order.siteContactPhone']({ name: contact, phone: address.site_contact_phone })
        : messages['order.siteContact']({ name: contact })),
    address.delivery_instructions && messages['order.instructions']({ instructions: address.delivery_instructions }),
  ].filter((line): line is string => Boolean(line));
}

function OrderDetail({ order, say }: { order: AdminOrderDetail; say: Say }) {
  const { messages, format } = say;
  const money = (rupees: number) => format.rupees(rupees, { paise: true });
  const { charges } = order;
  const taxes = charges.taxes;
  const none = '—';
  return (
    <>
      <Facts
        label={messages['order.facts']()}
        facts={[
          [messages['column.status'](), <OrderStatusBadge key="status" status={order.status} label={statusText(messages, order.status)} />],
          [messages['orders.column.placed'](), adminDate(format, order.order_date, true)],
          [messages['order.payment'](), messages['order.cashOnDelivery']()],
          [messages['orders.column.partner'](), order.partner_id ?? messages['order.noPartner']()],
          ...(order.source === 'crm_lead' ? ([[messages['order.source'](), messages['order.sourceCrm']()]] as Array<[string, string]>) : []),
          ...(order.source === 'rfq' ? ([[messages['order.source'](), messages['order.sourceRfq']()]] as Array<[string, string]>) : []),
        ]}
      />
      <div className={cardStyles.cards}>
        <section className={cardStyles.card} aria-labelledby="admin-order-buyer">
          <h3 id="admin-order-buyer" className={styles.subheading}>
            {messages['column.buyer']()}
          </h3>
          <Facts
            label={messages['column.buyer']()}
            facts={[
              [messages['column.name'](), order.buyer?.name.trim() || messages['orders.noBuyer']()],
              [messages['column.phone'](), order.buyer?.phone ?? none],
              [messages['order.email'](), order.buyer?.email ?? none],
              ...(order.buyer_gstin
                ? ([['GSTIN', `${order.buyer_gstin}${order.buyer_business_name ? ` (${order.buyer_business_name})` : ''}`]] as Array<[string, string]>)
                : []),
            ]}
          />
        </section>
        <section className={cardStyles.card} aria-labelledby="admin-order-seller">
          <h3 id="admin-order-seller" className={styles.subheading}>
            {messages['order.seller']()}
          </h3>
          <Facts
            label={messages['order.seller']()}
            facts={[
              [messages['column.name'](), order.seller.name],
              [messages['column.phone'](), order.seller.phone ?? none],
              [messages['order.email'](), order.seller.email],
            ]}
          />
        </section>
        <section className={cardStyles.card} aria-labelledby="admin-order-address">
          <h3 id="admin-order-address" className={styles.subheading}>
            {messages['order.address']()}
          </h3>
          {order.shipping_address ? (
            <address className={styles.muted}>
              {addressLines(order.shipping_address, messages).map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p className={styles.muted}>{messages['order.noAddress']()}</p>
          )}
        </section>
      </div>
      <Table caption={messages['order.items']()} columns={lineColumns(say)} rows={order.items} rowKey={(line) => line.id} />
      <section aria-labelledby="admin-order-charges">
        <h3 id="admin-order-charges" className={styles.subheading}>
          {messages['order.charges']()}
        </h3>
        <Facts
          label={messages['order.charges']()}
          facts={[
            [messages['order.items'](), money(charges.subtotal)],
            [
              messages['order.delivery'](),
              charges.delivery_distance_km === null
                ? money(charges.delivery_charges)
                : messages['order.deliveryDistance']({ amount: money(charges.delivery_charges), distance: format.number(charges.delivery_distance_km) }),
            ],
            [messages['column.total'](), money(charges.total_amount)],
            ...(taxes
              ? ([
                  [messages['order.taxInvoice'](), taxes.invoice_number],
                  [messages['order.taxableValue'](), money(taxes.taxable_value)],
                  ...(taxes.igst > 0
                    ? [[messages['order.taxIncluded']({ tax: 'IGST' }), money(taxes.igst)]]
                    : [
                        [messages['order.taxIncluded']({ tax: 'CGST' }), money(taxes.cgst)],
                        [messages['order.taxIncluded']({ tax: 'SGST' }), money(taxes.sgst)],
                      ]),
                ] as Array<[string, string]>)
              : ([[messages['order.taxes'](), messages['order.noTaxes']()]] as Array<[string, string]>)),
            ...(order.credit_note_number ? ([[messages['order.creditNote'](), order.credit_note_number]] as Array<[string, string]>) : []),
          ]}
        />
      </section>
      <Table
        caption={messages['order.history']()}
        columns={historyColumns(say)}
        rows={order.status_history}
        rowKey={(change) => `${change.status}-${change.changed_at}`}
      />
    </>
  );
}

/** One order for the admin (issue 28): buyer, seller, address, items, charges and status history; Back returns to the list. */
export function AdminOrderPanel({ orderId, onBack }: { orderId: number; onBack: () => void }) {
  const order = useDashboardData('admin', `order/${orderId}`, () => adminOrdersApi.orderDetail(orderId));
  const { messages, locale } = useMessages(adminCatalogue);
  const say = { messages, format: localeFormat(locale) };
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The row's button is gone: the order's heading takes the focus.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby="admin-order-title">
      <div className={styles.headerRow}>
        <h2 id="admin-order-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {messages['order.title']({ id: orderId })}
        </h2>
        <Button variant="secondary" size="small" onClick={onBack}>
          {messages['order.back']()}
        </Button>
      </div>
      {order.status === 'failed' && <LoadFailed onRetry={order.reload} message={messages['order.loadFailed']()} />}
      {order.status === 'loading' && !order.value && <Spinner label={messages['order.loading']()} />}
      {order.value && <OrderDetail order={order.value} say={say} />}
    </section>
  );
}
