import { localeFormat, type ComparisonColumn, type ComparisonRow } from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';
import { useId } from 'react';
import { choiceCard, choiceList, choiceRadio } from '../choice-shared/choiceCards.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { comparisonCatalogue } from './comparisonMessages.ts';
import * as styles from './buyerRfqs.css.ts';

export interface ItemOfferChoiceProps {
  row: ComparisonRow;
  /** The offers that can be chosen for the item (open, pricing it). */
  columns: readonly ComparisonColumn[];
  chosen: number | undefined;
  onChoose: (offerId: number | undefined) => void;
}

/** One item's radio group: each offer that prices it (seller, landed cost, unit price, best said in words), or none. */
export function ItemOfferChoice({ row, columns, chosen, onChoose }: ItemOfferChoiceProps) {
  const { messages, locale } = useMessages(comparisonCatalogue);
  const format = localeFormat(locale);
  const name = useId();
  return (
    <fieldset className={choiceList}>
      <legend className={styles.lineName}>
        {messages['compare.item']({ description: row.description, quantity: format.number(row.quantity), unit: row.unit })}
      </legend>
      {columns.map((column) => {
        const cell = row.cells.find((candidate) => candidate.offerId === column.offerId);
        if (cell?.kind !== 'priced') return null;
        return (
          <label key={column.offerId} className={choiceCard}>
            <input type="radio" className={choiceRadio} name={name} checked={chosen === column.offerId} onChange={() => onChoose(column.offerId)} />
            <span className={styles.choiceOption}>
              <span className={styles.lineName}>{column.seller}</span>
              <span className={styles.money}>
                {messages['offer.landed']({ amount: format.price(cell.landed) })} ·{' '}
                {messages['offer.perUnit']({ price: format.price(cell.unitPrice), unit: row.unit })}
              </span>
              {cell.best && (
                <span>
                  <Badge tone="success">{messages['offer.best']()}</Badge>
                </span>
              )}
            </span>
          </label>
        );
      })}
      <label className={choiceCard}>
        <input type="radio" className={choiceRadio} name={name} checked={chosen === undefined} onChange={() => onChoose(undefined)} />
        <span className={styles.choiceOption}>{messages['choice.skip']()}</span>
      </label>
    </fieldset>
  );
}
