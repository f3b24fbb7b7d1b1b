import type { ChangeEvent } from 'react';
import { useId } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

export interface CsvFileInputProps {
  /** Visible label and accessible name, e.g. 'Upload CSV'. */
  label: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A labelled file input taking one CSV file; it clears itself so the same file can be chosen again. */
export function CsvFileInput({ label, disabled, onFile }: CsvFileInputProps) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label className={formStyles.fileLabel} htmlFor={id}>
      {label}
      <input id={id} className={formStyles.fileInput} type="file" accept=".csv,text/csv" disabled={disabled} onChange={change} />
    </label>
  );
}
