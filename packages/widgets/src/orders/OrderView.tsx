import { canCancel, formatNumber, formatOrderDate, formatPrice, ORDER_MESSAGES, ordersApi, shippingAddressLines, siteUrl, type Order } from '@nirmaan/core';
import { Alert, Button, Dialog, Link } from '@nirmaan/ui';
import { Fragment, useState } from 'react';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { OrderDocuments } from './OrderDocuments.tsx';
import * as cartStyles from '../cart/cart.css.ts';

/** An order as its buyer sees it, with Cancel Order while pending. */
export function OrderView({ order, banner, onChanged }: { order: Order; banner: string | null; onChanged: (order: Order) => void }) {
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
      setProblem(ORDER_MESSAGES.cancelFailed);
    } finally {
      setCancelling(false);
    }
  };

  const address = order.shipping_address;
  return (
    <article className={cartStyles.root} aria-labelledby="order-title">
      <title>{`Order #${order.id} — Nirmaan`}</title>
      <Link href={siteUrl('/orders')}>← My Orders</Link>
      {banner && <Alert tone="success">{banner}</Alert>}
      <div className={cartStyles.cartFooter}>
        <h1 id="order-title" className={cartStyles.title}>
          Order #{order.id}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className={cartStyles.note}>
        Placed {formatOrderDate(order.order_date, true)} · Sold by {order.seller.name}
        {order.seller.phone && ` (${order.seller.phone})`} · Cash on Delivery
      </p>
      <OrderTimeline order={order} />
      <div className={cartStyles.layout}>
        <section className={cartStyles.summary} aria-labelledby="order-items">
          <h2 id="order-items" className={cartStyles.itemName}>
            Items
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
                    × {formatNumber(item.quantity)} at {formatPrice(item.price_per_unit)}
                  </span>
                </span>
                <span className={cartStyles.lineTotal}>{formatPrice(item.price_per_unit * item.quantity)}</span>
              </li>
            ))}
          </ul>
          {address && (
            <>
              <h2 className={cartStyles.itemName}>Shipping Address</h2>
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
              <h2 className={cartStyles.itemName}>Billed to</h2>
              <p className={cartStyles.note}>
                {order.buyer_business_name}
                <br />
                GSTIN {order.buyer_gstin}
              </p>
            </>
          )}
        </section>
        <section className={cartStyles.summary} aria-labelledby="order-totals">
          <h2 id="order-totals" className={cartStyles.itemName}>
            Payment Summary
          </h2>
          <dl className={cartStyles.summaryList}>
            <div className={cartStyles.summaryRow}>
              <dt className={cartStyles.summaryTerm}>Subtotal</dt>
              <dd className={cartStyles.summaryValue}>{formatPrice(order.subtotal)}</dd>
            </div>
            <div className={cartStyles.summaryRow}>
              <dt className={cartStyles.summaryTerm}>Delivery{order.delivery_distance_km !== null && ` (${formatNumber(order.delivery_distance_km)} km)`}</dt>
              <dd className={cartStyles.summaryValue}>{formatPrice(order.delivery_charges)}</dd>
            </div>
            <div className={cartStyles.summaryRow}>
              <dt className={cartStyles.totalTerm}>Total</dt>
              <dd className={cartStyles.totalValue}>{formatPrice(order.total_amount)}</dd>
            </div>
          </dl>
          <OrderDocuments order={order} />
          {canCancel(order) && (
            <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
              Cancel Order
            </Button>
          )}
        </section>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel order #${order.id}?`}
        description="The supplier will not deliver it. This cannot be undone."
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep Order
            </Button>
            <Button variant="danger" busy={cancelling} busyLabel="Cancelling..." onClick={() => void cancel()}>
              Cancel Order
            </Button>
          </>
        }
      >
        {problem && <Alert tone="error">{problem}</Alert>}
      </Dialog>
    </article>
  );
}
