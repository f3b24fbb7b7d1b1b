import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import * as styles from '../field/field.css.ts';
import { describedBy, FieldShell } from '../field/FieldShell.tsx';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string = string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: V;
  options: readonly SelectOption<V>[];
  onValueChange: (value: V) => void;
  hint?: ReactNode;
  /** The label is read by screen readers but not shown. */
  hideLabel?: boolean;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native `<select>`: it works with every keyboard, screen reader and mobile picker, and
 * inside shadow roots, where Radix Select does not (see DESIGN.md).
 */
export function Select<V extends string = string>({
  label,
  value,
  options,
  onValueChange,
  hint,
  error,
  hideLabel,
  id,
  required,
  className,
  ...rest
}: SelectProps<V>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldShell id={selectId} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <select
        id={selectId}
        className={styles.selectControl}
        value={value}
        onChange={(event) => onValueChange(event.target.value as V)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        required={required}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
