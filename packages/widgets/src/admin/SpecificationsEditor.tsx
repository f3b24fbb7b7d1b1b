import { ADMIN_CATALOGUE_LIMITS, localeFormat, type SpecificationPair } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueTabCatalogue } from './catalogue/catalogueTabMessages.ts';
import * as styles from './catalogue.css.ts';

export interface SpecificationsEditorProps {
  pairs: readonly SpecificationPair[];
  /** A stable key per row (it moves with the row). */
  keys: readonly number[];
  error?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onEdit: (index: number, part: 'name' | 'value', text: string) => void;
}

/** A product's specifications as ordered name/value rows: add, edit, move up or down, remove (the product page shows them in this order). */
export function SpecificationsEditor({ pairs, keys, error, onAdd, onRemove, onMove, onEdit }: SpecificationsEditorProps) {
  const full = pairs.length >= ADMIN_CATALOGUE_LIMITS.specifications;
  const { messages, locale } = useMessages(catalogueTabCatalogue);
  const format = localeFormat(locale);
  return (
    <fieldset className={styles.specifications}>
      <legend className={styles.legend}>{messages['spec.title']()}</legend>
      {error && <Alert tone="error">{error}</Alert>}
      {pairs.length === 0 && <p>{messages['spec.none']()}</p>}
      {pairs.length > 0 && (
        <ol className={styles.specificationList}>
          {pairs.map((pair, index) => {
            const number = { number: format.number(index + 1) };
            return (
              <li key={keys[index] ?? `new-${index}`} className={styles.specificationRow}>
                <TextField
                  label={messages['spec.name'](number)}
                  value={pair.name}
                  maxLength={ADMIN_CATALOGUE_LIMITS.specificationName}
                  onValueChange={(text) => onEdit(index, 'name', text)}
                />
                <TextField
                  label={messages['spec.value'](number)}
                  value={pair.value}
                  maxLength={ADMIN_CATALOGUE_LIMITS.specificationValue}
                  onValueChange={(text) => onEdit(index, 'value', text)}
                />
                <span className={styles.rowActions}>
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={index === 0}
                    onClick={() => onMove(index, -1)}
                    aria-label={messages['spec.upLabel'](number)}
                  >
                    {messages['spec.up']()}
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={index === pairs.length - 1}
                    onClick={() => onMove(index, 1)}
                    aria-label={messages['spec.downLabel'](number)}
                  >
                    {messages['spec.down']()}
                  </Button>
                  <Button variant="ghost" size="small" onClick={() => onRemove(index)} aria-label={messages['spec.removeLabel'](number)}>
                    {messages['spec.remove']()}
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <span>
        <Button variant="secondary" size="small" disabled={full} onClick={onAdd}>
          {messages['spec.add']()}
        </Button>
      </span>
    </fieldset>
  );
}
