import type { PriceRow } from '@nirmaan/core';
import { Button, type TableColumn } from '@nirmaan/ui';
import { preloadQuoteRequestDialog } from '../quote/DeferredQuoteRequestDialog.tsx';
import { PriceChange } from './PriceChange.tsx';
import * as styles from './priceBoard.css.ts';
import { categoryName, rowDate, type PriceBoardTexts } from './priceBoardTexts.ts';

function Price({ amount, unit, texts }: { amount: number; unit: string; texts: PriceBoardTexts }) {
  return (
    <span className={styles.price}>
      {texts.format.price(amount)}
      <span className={styles.unit}>{texts.messages.perUnit({ unit })}</span>
    </span>
  );
}

/** The name (two lines), then the suppliers and the date a line each: every row the same height. */
function Material({ row, texts }: { row: PriceRow; texts: PriceBoardTexts }) {
  const { messages, format } = texts;
  return (
    <span className={styles.material}>
      <span className={styles.materialName}>{row.material}</span>
      <span className={styles.materialMeta}>
        <span>{messages.suppliers({ count: row.supplier_count, countText: format.number(row.supplier_count) })}</span>
        <span>{messages.updatedOn({ date: rowDate(row.last_updated, texts) })}</span>
      </span>
    </span>
  );
}

/** The board's columns (spec toolkit §2): Material, Category, Current Price, Previous Price, Change, Action. */
export function priceColumns(onQuote: (row: PriceRow) => void, texts: PriceBoardTexts): TableColumn<PriceRow>[] {
  const { messages } = texts;
  return [
    { key: 'material', header: messages['column.material'](), rowHeader: true, render: (row) => <Material row={row} texts={texts} /> },
    // On a small phone the price stands beside the material (the category is the filter above).
    { key: 'category', header: messages['column.category'](), hideOnPhone: true, render: (row) => categoryName(row.category, texts) },
    {
      key: 'current_price',
      header: messages['column.currentPrice'](),
      align: 'end',
      render: (row) => <Price amount={row.current_price} unit={row.unit} texts={texts} />,
    },
    {
      key: 'previous_price',
      header: messages['column.previousPrice'](),
      align: 'end',
      render: (row) => <Price amount={row.previous_price} unit={row.unit} texts={texts} />,
    },
    {
      key: 'change',
      header: messages['column.change'](),
      align: 'end',
      render: (row) => <PriceChange change={row.change} trend={row.trend} messages={messages} />,
    },
    {
      key: 'action',
      header: messages['column.action'](),
      render: (row) => (
        <Button
          size="small"
          variant="secondary"
          aria-haspopup="dialog"
          aria-label={messages.getQuoteFor({ material: row.material })}
          onPointerEnter={preloadQuoteRequestDialog}
          onFocus={preloadQuoteRequestDialog}
          onClick={() => onQuote(row)}
        >
          {messages.getQuote()}
        </Button>
      ),
    },
  ];
}
