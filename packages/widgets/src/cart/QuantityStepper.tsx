import { clampQuantity } from '@nirmaan/core';
import { useState } from 'react';
import type { CartMessages } from './cartMessages.ts';
import * as styles from './cart.css.ts';

export interface QuantityStepperProps {
  /** What the quantity is of, for the controls' names ("Quantity of UltraTech Cement"). */
  itemName: string;
  value: number;
  max: number;
  disabled?: boolean;
  onCommit: (quantity: number) => void;
  messages: CartMessages;
}

/** − [quantity] +: buttons change at once; typed numbers apply on Enter or leaving the box, kept within 1 and the stock. */
export function QuantityStepper({ itemName, value, max, disabled = false, onCommit, messages }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = (quantity: number) => {
    const next = clampQuantity(quantity, max);
    setText(String(next));
    if (next !== value) onCommit(next);
  };
  return (
    <span className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={messages['quantity.decrease']({ name: itemName })}
        disabled={disabled || value <= 1}
        onClick={() => commit(value - 1)}
      >
        −
      </button>
      <input
        className={styles.stepInput}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        aria-label={messages['quantity.label']({ name: itemName })}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => commit(clampQuantity(text, max))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(clampQuantity(text, max));
        }}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={messages['quantity.increase']({ name: itemName })}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      >
        +
      </button>
    </span>
  );
}
