import { useId } from 'react';
import * as styles from './priceBoard.css.ts';

export interface ChipGroupProps<Value> {
  label: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  selected: Value;
  onSelect: (value: Value) => void;
}

/** A labelled group of toggle buttons, one pressed: the board's category and city, one tap each on a phone. */
export function ChipGroup<Value extends string | null>({ label, options, selected, onSelect }: ChipGroupProps<Value>) {
  const labelId = useId();
  return (
    <div className={styles.chipGroup} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.chipLabel}>
        {label}
      </span>
      <div className={styles.chips}>
        {options.map((option) => (
          <button
            key={option.value ?? ''}
            type="button"
            className={styles.chip}
            aria-pressed={selected === option.value}
            onClick={() => onSelect(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
