import { formatBoardDate, formatPrice, PRICE_BOARD_FIRST_ROWS, PRICE_BOARD_MESSAGES, type PriceRow } from '@nirmaan/core';
import { Button, Table, type TableColumn } from '@nirmaan/ui';
import { useState, type ReactNode } from 'react';
import { preloadQuoteRequestDialog } from '../quote/DeferredQuoteRequestDialog.tsx';
import { PriceChange } from './PriceChange.tsx';
import * as styles from './priceBoard.css.ts';

export interface PriceTableProps {
  /** The board's rows; null while they load: the table's frame with grey rows in their place. */
  rows: readonly PriceRow[] | null;
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

const COLUMNS: Array<Omit<TableColumn<PriceRow>, 'render'> & { render?: (row: PriceRow, onQuote: (row: PriceRow) => void) => ReactNode }> = [
  { key: 'material', header: 'Material', rowHeader: true, render: (row) => <Material row={row} /> },
  { key: 'category', header: 'Category' },
  { key: 'current_price', header: 'Current Price', align: 'end', render: (row) => <Price amount={row.current_price} unit={row.unit} /> },
  { key: 'previous_price', header: 'Previous Price', align: 'end', render: (row) => <Price amount={row.previous_price} unit={row.unit} /> },
  { key: 'change', header: 'Change', align: 'end', render: (row) => <PriceChange change={row.change} trend={row.trend} /> },
  {
    key: 'action',
    header: 'Action',
    render: (row, onQuote) => (
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

/** Stand-ins for the first rows while they load: grey bars in cells of the real rows' height. */
const LOADING_ROWS = Array.from({ length: PRICE_BOARD_FIRST_ROWS }, (_, index) => index);

/**
 * The board's table (spec toolkit §2): Material, Category, Current Price, Previous Price, Change,
 * Action. It scrolls sideways on a narrow screen with the Material column kept in view. The first
 * PRICE_BOARD_FIRST_ROWS rows show, the rest behind "Show all"; every row is the same height, and
 * while the rows load their stand-ins take exactly that space, so nothing under the board moves
 * when the prices arrive.
 */
export function PriceTable({ rows, caption, onQuote }: PriceTableProps) {
  const [showAll, setShowAll] = useState(false);
  const columns: TableColumn<PriceRow>[] = COLUMNS.map(({ render, ...column }) => ({
    ...column,
    render: render && ((row: PriceRow) => render(row, onQuote)),
  }));
  const collapsible = rows !== null && rows.length > PRICE_BOARD_FIRST_ROWS;
  const shown = rows && (showAll ? rows : rows.slice(0, PRICE_BOARD_FIRST_ROWS));
  return (
    <div className={styles.table}>
      {/* The caption names the table for screen readers; shown here instead, where a phone's narrow scroll box would cut it. */}
      <p className={styles.tableNote} aria-hidden="true">
        {caption}
      </p>
      {shown ? <Table caption={caption} hideCaption columns={columns} rows={shown} rowKey={(row) => row.id} /> : <LoadingTable caption={caption} />}
      {/* Kept while loading too (unseen): most boards have more rows than the first few. */}
      {(collapsible || rows === null) && (
        <div className={rows === null ? styles.hiddenToggle : styles.toggle}>
          <Button variant="secondary" aria-expanded={showAll} disabled={rows === null} onClick={() => setShowAll(!showAll)}>
            {showAll ? PRICE_BOARD_MESSAGES.showFirstRows : PRICE_BOARD_MESSAGES.showAllRows(rows?.length ?? 0)}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The table's frame while the rows load: inert, out of reach of keyboards and screen readers (the board's status line says it is loading). */
function LoadingTable({ caption }: { caption: string }) {
  const columns: TableColumn<number>[] = COLUMNS.map(({ key, header, align, rowHeader }) => ({
    key,
    header,
    align,
    rowHeader,
    render: () => (key === 'material' ? <LoadingMaterial /> : <span className={styles.loadingBar} />),
  }));
  return (
    <div className={styles.loadingTable} inert aria-hidden="true">
      <Table caption={caption} hideCaption columns={columns} rows={LOADING_ROWS} rowKey={(index) => index} />
    </div>
  );
}

function LoadingMaterial() {
  return (
    <span className={styles.material}>
      <span className={styles.materialName}>
        <span className={styles.loadingBar} />
      </span>
      <span className={styles.materialMeta}>
        <span className={styles.loadingBar} />
      </span>
    </span>
  );
}
