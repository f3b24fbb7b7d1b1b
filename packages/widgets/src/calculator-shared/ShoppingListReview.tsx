import { $role, formatNumber, formatPrice, SHOPPING_LIST_MESSAGES, shoppingListTotal, siteUrl, type AddLineOutcome, type ShoppingLine } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, Link, Table, type TableColumn } from '@nirmaan/ui';
import { useEffect, useId, useRef } from 'react';
import * as styles from './calculator.css.ts';

export interface ShoppingListReviewProps {
  lines: readonly ShoppingLine[];
  adding: boolean;
  /** Present once the found lines were added. */
  outcomes?: readonly AddLineOutcome[];
  onAddAll: () => void;
  headingLevel: 4 | 5;
}

const productCell = (line: ShoppingLine) => {
  if (line.status === 'not-found') return SHOPPING_LIST_MESSAGES.notFound;
  if (line.status === 'short-stock') return SHOPPING_LIST_MESSAGES.shortStock(line.available);
  const { product, listing } = line.offer;
  return (
    <>
      <Link href={siteUrl(`/products/${product.id}`)}>{product.display_name ?? product.name}</Link>
      {listing.seller ? <span className={styles.figureLabel}> from {listing.seller.name}</span> : null}
    </>
  );
};

const COLUMNS: readonly TableColumn<ShoppingLine>[] = [
  { key: 'material', header: 'Material', rowHeader: true, render: (line) => line.need.label },
  { key: 'product', header: 'Best offer', render: productCell },
  {
    key: 'quantity',
    header: 'Quantity',
    align: 'end',
    render: (line) => (
      <span className={styles.number}>{line.status === 'found' ? `${formatNumber(line.offer.quantity)} ${line.offer.product.unit}` : '—'}</span>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    render: (line) =>
      line.status === 'found' ? (
        <span className={styles.number}>
          {formatPrice(line.offer.total)}
          {line.offer.delivered ? ' delivered' : ''}
        </span>
      ) : (
        '—'
      ),
  },
];

/** The offers found for a calculation's materials, their total, and the button that adds them to the cart. */
export function ShoppingListReview({ lines, adding, outcomes, onAddAll, headingLevel }: ShoppingListReviewProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signedIn = useStore($role) === 'buyer';
  useEffect(() => headingRef.current?.focus(), []);
  const foundCount = lines.filter((line) => line.status === 'found').length;
  const added = outcomes?.filter((outcome) => outcome.ok).length ?? 0;
  const failures = outcomes?.filter((outcome) => !outcome.ok) ?? [];
  return (
    <section className={styles.figureGroup} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.groupTitle}>
        Best offers for your materials
      </Heading>
      <Table caption="Offer for each material" hideCaption columns={COLUMNS} rows={lines} rowKey={(line) => line.need.label} />
      {foundCount > 0 ? (
        <p className={styles.total}>
          Total for {foundCount} {foundCount === 1 ? 'item' : 'items'}: <span className={styles.number}>{formatPrice(shoppingListTotal(lines))}</span>
        </p>
      ) : null}
      {outcomes ? (
        <>
          {added > 0 ? (
            <Alert tone="success" action={<Link href={siteUrl('/cart')}>View Cart</Link>}>
              Added {added} {added === 1 ? 'item' : 'items'} to your cart.
            </Alert>
          ) : null}
          {failures.map((failure) => (
            <Alert key={failure.line.need.label} tone="error">
              {failure.line.need.label}: {failure.ok ? '' : failure.message}
            </Alert>
          ))}
        </>
      ) : foundCount === 0 ? null : signedIn ? (
        <div className={styles.actions}>
          <Button variant="primary" busy={adding} busyLabel="Adding..." onClick={onAddAll}>
            Add {foundCount} {foundCount === 1 ? 'item' : 'items'} to cart
          </Button>
        </div>
      ) : (
        <Alert tone="info" action={<Link href={siteUrl('/login')}>Login</Link>}>
          Please login to add items to cart
        </Alert>
      )}
    </section>
  );
}
