import { canCancel, localeFormat, orderStatusLabel, ordersApi, shippingAddressLines, siteUrl, type Order } from '@nirmaan/core';
import { Alert, Button, Dialog, Link } from '@nirmaan/ui';
import { Fragment, useState } from 'react';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { OrderDocuments } from './OrderDocuments.tsx';
import * as cartStyles from '../cart/cart.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { ordersCatalogue } from './ordersMessages.ts';
import { orderDate } from './orderDate.ts';

/** An order as its buyer sees it, with Cancel Order while pending. */
export function OrderView({ order, banner, onChanged }: { order: Order; banner: string | null; onChanged: (order: Order) => void }) {
  const { messages, locale } = useMessages(ordersCatalogue);
  const format = localeFormat(locale);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const cancel = async () => {
    setCancelling(true);
    setProblem(null);
    try {
      onChanged(await ordersApi.cancelOrder(order.id));
      setConfirming(false);
    } catch {
      setProblem(messages['detail.cancelFailed']());
    } finally {
      setCancelling(false);
    }
  };

  const address = order.shipping_address;
  return (
    <article className={cartStyles.root} aria-labelledby="order-title" lang={locale}>
      <title>{`${messages['list.orderNumber']({ id: order.id })} — Nirmaan`}</title>
      <Link href={siteUrl('/orders')}>{messages['detail.myOrders']()}</Link>
      {banner && <Alert tone="success">{banner}</Alert>}
      <div className={cartStyles.cartFooter}>
        <h1 id="order-title" className={cartStyles.title}>
          {messages['list.orderNumber']({ id: order.id })}
        </h1>
        <OrderStatusBadge status={order.status} label={messages.status({ status: order.status, fallback: orderStatusLabel(order.status) })} />
      </div>
      <p className={cartStyles.note}>
        {messages['detail.facts']({
          phoned: order.seller.phone ? 'yes' : 'no',
          date: orderDate(format, order.order_date, true),
          seller: order.seller.name,
          phone: order.seller.phone ?? '',
        })}
      </p>
      <OrderTimeline order={order} />
      <div className={cartStyles.layout}>
        <section className={cartStyles.summary} aria-labelledby="order-items">
          <h2 id="order-items" className={cartStyles.itemName}>
            {messages['detail.items']()}
          </h2>
          <ul className={cartStyles.items}>
            {order.order_items.map((item) => (
              <li key={item.id} className={cartStyles.cartFooter}>
                <span>
                  {item.listing.product.id ? (
                    <Link href={siteUrl(`/products/${item.listing.product.id}`)}>{item.listing.product.name}</Link>
                  ) : (
                    item.listing.product.name
                  )}
                  <span className={cartStyles.small}>
                    {' '}
                    {messages['detail.itemLine']({ quantity: format.number(item.quantity), price: format.price(item.price_per_unit) })}
                  </span>
                </span>
                <span className={cartStyles.lineTotal}>{format.price(item.price_per_unit * item.quantity)}</span>
              </li>
            ))}
          </ul>
          {address && (
            <>
              <h2 className={cartStyles.itemName}>{messages['detail.shippingAddress']()}</h2>
              <p className={cartStyles.note}>
                {shippingAddressLines(address).map((line, index) => (
                  <Fragment key={line}>
                    {index > 0 && <br />}
                    {line}
                  </Fragment>
                ))}
              </p>
            </>
          )}
          {order.buyer_gstin && (
            <>
              <h2 className={cartStyles.itemName}>{messages['detail.billedTo']()}</h2>
              <p className={cartStyles.note}>
                {order.buyer_business_name}
                <br />
                {messages['detail.gstin']({ gstin: order.buyer_gstin })}
              </p>
            </>
          )}
        </section>
        <section className={cartStyles.summary} aria-labelledby="order-totals">
          <h2 id="order-totals" className={cartStyles.itemName}>
            {messages['detail.paymentSummary']()}
          </h2>
          <dl className={cartStyles.summaryList}>
            <div className={cartStyles.summaryRow}>
              <dt className={cartStyles.summaryTerm}>{messages['detail.subtotal']()}</dt>
              <dd className={cartStyles.summaryValue}>{format.price(order.subtotal)}</dd>
            </div>
            <div className={cartStyles.summaryRow}>
              <dt className={cartStyles.summaryTerm}>
                {order.delivery_distance_km === null
                  ? messages['detail.delivery']()
                  : messages['detail.deliveryDistance']({ distance: format.number(order.delivery_distance_km) })}
              </dt>
              <dd className={cartStyles.summaryValue}>{format.price(order.delivery_charges)}</dd>
            </div>
            <div className={cartStyles.summaryRow}>
              <dt className={cartStyles.totalTerm}>{messages['detail.total']()}</dt>
              <dd className={cartStyles.totalValue}>{format.price(order.total_amount)}</dd>
            </div>
          </dl>
          <OrderDocuments order={order} />
          {canCancel(order) && (
            <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
              {messages['detail.cancel']()}
            </Button>
          )}
        </section>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={messages['detail.cancelTitle']({ id: order.id })}
        description={messages['detail.cancelDescription']()}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {messages['detail.keep']()}
            </Button>
            <Button variant="danger" busy={cancelling} busyLabel={messages['detail.cancelling']()} onClick={() => void cancel()}>
              {messages['detail.cancel']()}
            </Button>
          </>
        }
      >
        {problem && <Alert tone="error">{problem}</Alert>}
      </Dialog>
    </article>
  );
}
