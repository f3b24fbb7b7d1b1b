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
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; `error` marks it invalid and is read out with it. */
export function TextField({ label, value, onValueChange, hint, error, hideLabel, id, required, className, type = 'text', ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <input
        id={inputId}
        type={type}
        className={styles.control}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        required={required}
        {...rest}
      />
    </FieldShell>
  );
}
