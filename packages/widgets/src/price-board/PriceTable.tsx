import { formatBoardDate, formatPrice, type PriceRow } from '@nirmaan/core';
import { Button, Table, type TableColumn } from '@nirmaan/ui';
import { preloadQuoteRequestDialog } from '../quote/DeferredQuoteRequestDialog.tsx';
import { PriceChange } from './PriceChange.tsx';
import * as styles from './priceBoard.css.ts';

export interface PriceTableProps {
  rows: readonly PriceRow[];
  caption: string;
  onQuote: (row: PriceRow) => void;
}

function Price({ amount, unit }: { amount: number; unit: string }) {
  return (
    <span className={styles.price}>
      {formatPrice(amount)}
      <span className={styles.unit}>per {unit}</span>
    </span>
  );
}

/**
 * The board's table (spec toolkit §2): Material, Category, Current Price, Previous Price, Change,
 * Action. It scrolls sideways on a narrow screen with the Material column kept in view.
 */
export function PriceTable({ rows, caption, onQuote }: PriceTableProps) {
  const columns: TableColumn<PriceRow>[] = [
    {
      key: 'material',
      header: 'Material',
      rowHeader: true,
      render: (row) => (
        <span className={styles.material}>
          <span>{row.material}</span>
          <span className={styles.materialMeta}>
            {row.supplier_count === 1 ? '1 supplier' : `${row.supplier_count} suppliers`} · updated {formatBoardDate(row.last_updated)}
          </span>
        </span>
      ),
    },
    { key: 'category', header: 'Category' },
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
  return (
    <div className={styles.table}>
      {/* The caption names the table for screen readers; shown here instead, where a phone's narrow scroll box would cut it. */}
      <p className={styles.tableNote} aria-hidden="true">
        {caption}
      </p>
      <Table caption={caption} hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} />
    </div>
  );
}
