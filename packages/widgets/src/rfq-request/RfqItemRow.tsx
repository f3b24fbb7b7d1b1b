import { itemBox, type RfqFormItem } from '@nirmaan/core';
import { Button, Select, TextField } from '@nirmaan/ui';
import * as styles from './rfqRequest.css.ts';
import type { RfqMessages } from './rfqMessages.ts';
import { rfqProblemText, rfqUnitOptions, type RfqBoxProblems } from './rfqTexts.ts';

export interface RfqItemRowProps {
  item: RfqFormItem;
  /** 1, 2, ...: names the boxes of the row for a screen reader. */
  position: number;
  errors: RfqBoxProblems;
  messages: RfqMessages;
  /** Null while it is the only item. */
  onRemove: (() => void) | null;
  onEdit: (field: 'description' | 'quantity' | 'unit', value: string) => void;
}

/**
 * One item asked for: a catalogue product (named, in its unit) or a material in words with its unit;
 * its quantity. Names and units of products stay as the catalogue gives them.
 */
export function RfqItemRow({ item, position, errors, messages, onRemove, onEdit }: RfqItemRowProps) {
  const itemLabel = messages['item.label']({ position });
  const name = item.description.trim() || itemLabel;
  return (
    <div className={styles.itemRow}>
      {item.productId === null ? (
        <TextField
          label={itemLabel}
          value={item.description}
          maxLength={200}
          placeholder={messages['item.placeholder']()}
          onValueChange={(value) => onEdit('description', value)}
          error={rfqProblemText(messages, errors[itemBox('description', item.key)])}
        />
      ) : (
        <p className={styles.productName}>{item.description}</p>
      )}
      <TextField
        label={messages['item.quantity']({ name })}
        inputMode="numeric"
        value={item.quantity}
        onValueChange={(value) => onEdit('quantity', value)}
        error={rfqProblemText(messages, errors[itemBox('quantity', item.key)])}
      />
      {item.productId === null ? (
        <Select
          label={messages['item.unit']({ name })}
          value={item.unit}
          options={rfqUnitOptions(messages)}
          onValueChange={(value) => onEdit('unit', value)}
          error={rfqProblemText(messages, errors[itemBox('unit', item.key)])}
        />
      ) : (
        <p className={styles.productName}>{item.unit}</p>
      )}
      {onRemove ? (
        <Button variant="secondary" onClick={onRemove} aria-label={messages['item.removeLabel']({ name })}>
          {messages['item.remove']()}
        </Button>
      ) : (
        <span />
      )}
    </div>
  );
}
