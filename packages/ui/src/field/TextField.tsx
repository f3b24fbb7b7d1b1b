import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import * as styles from './field.css.ts';
import { describedBy, FieldShell } from './FieldShell.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  /** The label is read by screen readers but not shown. */
  hideLabel?: boolean;
  error?: string | undefined;
  /** A fixed text shown before the input and read with its label, e.g. "+91". */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; `error` marks it invalid and is read out with it. */
export function TextField({ label, value, onValueChange, hint, error, hideLabel, prefix, id, required, className, type = 'text', ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = (
    <input
      id={inputId}
      type={type}
      className={prefix ? `${styles.control} ${styles.prefixedControl}` : styles.control}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(inputId, hint, error)}
      required={required}
      {...rest}
    />
  );
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      {prefix ? (
        <span className={styles.prefixGroup}>
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
          {input}
        </span>
      ) : (
        input
      )}
    </FieldShell>
  );
}
