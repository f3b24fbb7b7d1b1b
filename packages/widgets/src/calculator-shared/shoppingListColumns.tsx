import { siteUrl, type LocaleFormat, type ShoppingLine } from '@nirmaan/core';
import { Link, type TableColumn } from '@nirmaan/ui';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import * as styles from './calculator.css.ts';
import type { MaterialsMessages } from './materialsMessages.ts';

/** The best offer's cell: the product (a link) from its seller, in the language's word order; or why there is none. */
function offerCell(line: ShoppingLine, messages: MaterialsMessages, format: LocaleFormat) {
  if (line.status === 'not-found') return messages.notFound();
  if (line.status === 'short-stock') return messages.shortStock({ available: format.number(line.available) });
  const { product, listing } = line.offer;
  const productHref = siteUrl(`/products/${product.id}`);
  const productName = product.display_name ?? product.name ?? '';
  const seller = listing.seller?.name;
  if (!seller) return <Link href={productHref}>{productName}</Link>;
  const { before, link, after } = splitAroundLink(messages.offerFrom({ ...LINK_MARKS, product: productName, seller }));
  return (
    <>
      {before && <span className={styles.figureLabel}>{before}</span>}
      <Link href={productHref}>{link}</Link>
      {after && <span className={styles.figureLabel}>{after}</span>}
    </>
  );
}

/**
 * The review table's columns in the language shown: the material (the calculator's English label,
 * marked so), the best offer, its quantity and its amount. Products, sellers and units as entered.
 */
export function shoppingListColumns(messages: MaterialsMessages, format: LocaleFormat): readonly TableColumn<ShoppingLine>[] {
  return [
    { key: 'material', header: messages['column.material'](), rowHeader: true, render: (line) => <span lang="en">{line.need.label}</span> },
    { key: 'product', header: messages['column.offer'](), render: (line) => offerCell(line, messages, format) },
    {
      key: 'quantity',
      header: messages['column.quantity'](),
      align: 'end',
      render: (line) => (
        <span className={styles.number}>{line.status === 'found' ? `${format.number(line.offer.quantity)} ${line.offer.product.unit}` : '—'}</span>
      ),
    },
    {
      key: 'amount',
      header: messages['column.amount'](),
      align: 'end',
      render: (line) => {
        if (line.status !== 'found') return '—';
        const amount = format.price(line.offer.total);
        return <span className={styles.number}>{line.offer.delivered ? messages.delivered({ amount }) : amount}</span>;
      },
    },
  ];
}
