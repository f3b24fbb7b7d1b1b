import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import * as styles from './field.css.ts';
import { describedBy, FieldShell } from './FieldShell.tsx';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box (descriptions, messages, post bodies); `error` marks it invalid and is read out with it. */
export function TextAreaField({ label, value, onValueChange, hint, error, id, required, className, rows = 4, ...rest }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        id={inputId}
        className={`${styles.control} ${styles.multilineControl}`}
        rows={rows}
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
