import { formatBoardDate, formatPrice, type PriceRow } from '@nirmaan/core';
import { Button, type TableColumn } from '@nirmaan/ui';
import { preloadQuoteRequestDialog } from '../quote/DeferredQuoteRequestDialog.tsx';
import { PriceChange } from './PriceChange.tsx';
import * as styles from './priceBoard.css.ts';

function Price({ amount, unit }: { amount: number; unit: string }) {
  return (
    <span className={styles.price}>
      {formatPrice(amount)}
      <span className={styles.unit}>per {unit}</span>
    </span>
  );
}

/** The name (two lines), then the suppliers and the date a line each: every row the same height. */
function Material({ row }: { row: PriceRow }) {
  return (
    <span className={styles.material}>
      <span className={styles.materialName}>{row.material}</span>
      <span className={styles.materialMeta}>
        <span>{row.supplier_count === 1 ? '1 supplier' : `${row.supplier_count} suppliers`}</span>
        <span>updated {formatBoardDate(row.last_updated)}</span>
      </span>
    </span>
  );
}

/** The board's columns (spec toolkit §2): Material, Category, Current Price, Previous Price, Change, Action. */
export function priceColumns(onQuote: (row: PriceRow) => void): TableColumn<PriceRow>[] {
  return [
    { key: 'material', header: 'Material', rowHeader: true, render: (row) => <Material row={row} /> },
    // On a small phone the price stands beside the material (the category is the filter above).
    { key: 'category', header: 'Category', hideOnPhone: true },
    { key: 'current_price', header: 'Current Price', align: 'end', render: (row) => <Price amount={row.current_price} unit={row.unit} /> },
    { key: 'previous_price', header: 'Previous Price', align: 'end', render: (row) => <Price amount={row.previous_price} unit={row.unit} /> },
    { key: 'change', header: 'Change', align: 'end', render: (row) => <PriceChange change={row.change} trend={row.trend} /> },
    {
      key: 'action',
      header: 'Action',
      render: (row) => (
        <Button
          size="small"
          variant="secondary"
          aria-haspopup="dialog"
          aria-label={`Get Quote for ${row.material}`}
          onPointerEnter={preloadQuoteRequestDialog}
          onFocus={preloadQuoteRequestDialog}
          onClick={() => onQuote(row)}
        >
          Get Quote
        </Button>
      ),
    },
  ];
}
