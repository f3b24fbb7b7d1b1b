import { PRICE_BOARD_FIRST_ROWS } from '@nirmaan/core';
import { Table, type TableColumn } from '@nirmaan/ui';
import { priceColumns } from './priceColumns.tsx';
import * as styles from './priceBoard.css.ts';
import type { PriceBoardTexts } from './priceBoardTexts.ts';

/** Stand-ins for the first rows while they load. */
const LOADING_ROWS = Array.from({ length: PRICE_BOARD_FIRST_ROWS }, (_, index) => index);

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

/** The real table's columns, headers in the language shown, with grey bars for cells. */
const loadingColumns = (texts: PriceBoardTexts): TableColumn<number>[] =>
  priceColumns(() => {}, texts).map(({ key, header, align, rowHeader, hideOnPhone }) => ({
    key,
    header,
    align,
    rowHeader,
    hideOnPhone,
    render: () => (key === 'material' ? <LoadingMaterial /> : <span className={styles.loadingBar} />),
  }));

/**
 * The price table's frame while the rows load: the same columns, grey bars in cells of the real
 * rows' height. Inert, out of reach of keyboards and screen readers (the board's status line says
 * it is loading).
 */
export function LoadingPriceTable({ caption, texts }: { caption: string; texts: PriceBoardTexts }) {
  return (
    <div className={styles.loadingTable} inert aria-hidden="true">
      <Table caption={caption} hideCaption columns={loadingColumns(texts)} rows={LOADING_ROWS} rowKey={(index) => index} />
    </div>
  );
}
