import { formatNumber, formatPrice, type ComparisonColumn, type ComparisonRow } from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';
import { useId } from 'react';
import { choiceCard, choiceList, choiceRadio } from '../choice-shared/choiceCards.css.ts';
import * as styles from './buyerRfqs.css.ts';

export const ITEM_CHOICE_TEXTS = {
  legend: (description: string, quantity: string, unit: string) => `${description}: ${quantity} ${unit}`,
  landed: (amount: string) => `${amount} landed`,
  perUnit: (price: string, unit: string) => `${price} per ${unit}`,
  best: 'Best price',
  skip: 'Do not order this item now',
} as const;

export interface ItemOfferChoiceProps {
  row: ComparisonRow;
  /** The offers that can be chosen for the item (open, pricing it). */
  columns: readonly ComparisonColumn[];
  chosen: number | undefined;
  onChoose: (offerId: number | undefined) => void;
}

/** One item's radio group: each offer that prices it (seller, landed cost, unit price, best said in words), or none. */
export function ItemOfferChoice({ row, columns, chosen, onChoose }: ItemOfferChoiceProps) {
  const name = useId();
  return (
    <fieldset className={choiceList}>
      <legend className={styles.lineName}>{ITEM_CHOICE_TEXTS.legend(row.description, formatNumber(row.quantity), row.unit)}</legend>
      {columns.map((column) => {
        const cell = row.cells.find((candidate) => candidate.offerId === column.offerId);
        if (cell?.kind !== 'priced') return null;
        return (
          <label key={column.offerId} className={choiceCard}>
            <input type="radio" className={choiceRadio} name={name} checked={chosen === column.offerId} onChange={() => onChoose(column.offerId)} />
            <span className={styles.choiceOption}>
              <span className={styles.lineName}>{column.seller}</span>
              <span className={styles.money}>
                {ITEM_CHOICE_TEXTS.landed(formatPrice(cell.landed))} · {ITEM_CHOICE_TEXTS.perUnit(formatPrice(cell.unitPrice), row.unit)}
              </span>
              {cell.best && (
                <span>
                  <Badge tone="success">{ITEM_CHOICE_TEXTS.best}</Badge>
                </span>
              )}
            </span>
          </label>
        );
      })}
      <label className={choiceCard}>
        <input type="radio" className={choiceRadio} name={name} checked={chosen === undefined} onChange={() => onChoose(undefined)} />
        <span className={styles.choiceOption}>{ITEM_CHOICE_TEXTS.skip}</span>
      </label>
    </fieldset>
  );
}
