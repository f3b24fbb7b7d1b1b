import { itemBox, RFQ_UNITS, type RfqFormErrors, type RfqFormItem } from '@nirmaan/core';
import { Button, Select, TextField } from '@nirmaan/ui';
import * as styles from './rfqRequest.css.ts';

const UNIT_OPTIONS = [{ value: '', label: 'Select unit' }, ...RFQ_UNITS.map((unit) => ({ value: unit, label: unit }))];

export interface RfqItemRowProps {
  item: RfqFormItem;
  /** 1, 2, ...: names the boxes of the row for a screen reader. */
  position: number;
  errors: RfqFormErrors;
  /** Null while it is the only item. */
  onRemove: (() => void) | null;
  onEdit: (field: 'description' | 'quantity' | 'unit', value: string) => void;
}

/** One item asked for: a catalogue product (named, in its unit) or a material in words with its unit; its quantity. */
export function RfqItemRow({ item, position, errors, onRemove, onEdit }: RfqItemRowProps) {
  const name = item.description.trim() || `Item ${position}`;
  return (
    <div className={styles.itemRow}>
      {item.productId === null ? (
        <TextField
          label={`Item ${position}`}
          value={item.description}
          maxLength={200}
          placeholder="e.g. 20 mm aggregate"
          onValueChange={(value) => onEdit('description', value)}
          error={errors[itemBox('description', item.key)]}
        />
      ) : (
        <p className={styles.productName}>{item.description}</p>
      )}
      <TextField
        label={`Quantity of ${name}`}
        inputMode="numeric"
        value={item.quantity}
        onValueChange={(value) => onEdit('quantity', value)}
        error={errors[itemBox('quantity', item.key)]}
      />
      {item.productId === null ? (
        <Select
          label={`Unit of ${name}`}
          value={item.unit}
          options={UNIT_OPTIONS}
          onValueChange={(value) => onEdit('unit', value)}
          error={errors[itemBox('unit', item.key)]}
        />
      ) : (
        <p className={styles.productName}>{item.unit}</p>
      )}
      {onRemove ? (
        <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      ) : (
        <span />
      )}
    </div>
  );
}
