import { PRICE_BOARD_FIRST_ROWS, type PriceRow } from '@nirmaan/core';
import { Button, Table } from '@nirmaan/ui';
import { useState } from 'react';
import { LoadingPriceTable } from './LoadingPriceTable.tsx';
import { priceColumns } from './priceColumns.tsx';
import * as styles from './priceBoard.css.ts';
import type { PriceBoardTexts } from './priceBoardTexts.ts';

export interface PriceTableProps {
  /** The board's rows; null while they load: the table's frame with grey rows in their place. */
  rows: readonly PriceRow[] | null;
  caption: string;
  onQuote: (row: PriceRow) => void;
  texts: PriceBoardTexts;
}

/**
 * The board's table (spec toolkit §2): Material, Category, Current Price, Previous Price, Change,
 * Action. It scrolls sideways on a narrow screen with the Material column kept in view. The first
 * PRICE_BOARD_FIRST_ROWS rows show, the rest behind "Show all"; every row is the same height, and
 * while the rows load their stand-ins take exactly that space, so nothing under the board moves
 * when the prices arrive.
 */
export function PriceTable({ rows, caption, onQuote, texts }: PriceTableProps) {
  const { messages, format } = texts;
  const [showAll, setShowAll] = useState(false);
  const columns = priceColumns(onQuote, texts);
  const collapsible = rows !== null && rows.length > PRICE_BOARD_FIRST_ROWS;
  const shown = rows && (showAll ? rows : rows.slice(0, PRICE_BOARD_FIRST_ROWS));
  return (
    <div className={styles.table}>
      {/* The caption names the table for screen readers; shown here instead, where a phone's narrow scroll box would cut it. */}
      <p className={styles.tableNote} aria-hidden="true">
        {caption}
      </p>
      {shown ? (
        <Table caption={caption} hideCaption columns={columns} rows={shown} rowKey={(row) => row.id} />
      ) : (
        <LoadingPriceTable caption={caption} texts={texts} />
      )}
      {/* Kept while loading too (unseen): most boards have more rows than the first few. */}
      {(collapsible || rows === null) && (
        <div className={rows === null ? styles.hiddenToggle : styles.toggle}>
          <Button variant="secondary" aria-expanded={showAll} disabled={rows === null} onClick={() => setShowAll(!showAll)}>
            {showAll ? messages.showFirst({ count: format.number(PRICE_BOARD_FIRST_ROWS) }) : messages.showAll({ count: format.number(rows?.length ?? 0) })}
          </Button>
        </div>
      )}
    </div>
  );
}
