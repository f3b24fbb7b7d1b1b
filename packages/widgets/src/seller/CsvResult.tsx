import { SHOWN_CSV_ERRORS, type CsvRowError } from '@nirmaan/core';
import { Alert } from '@nirmaan/ui';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

export interface CsvResultProps {
  /** The counts, e.g. 'Updated 3 listings, created 3 price history entries.' */
  summary: string;
  errors: readonly CsvRowError[];
  /** One row's error as shown, e.g. 'Row 4: Unknown product' (the message is the server's). */
  rowError: (row: number, message: string) => string;
}

/** The counts of a CSV upload or import and its first three row errors (spec toolkit §8). */
export function CsvResult({ summary, errors, rowError }: CsvResultProps) {
  const lines = errors.slice(0, SHOWN_CSV_ERRORS).map((error) => rowError(error.row, error.message));
  return (
    <Alert tone={errors.length ? 'warning' : 'success'} title={summary}>
      {lines.length > 0 && (
        <ul className={formStyles.errorList}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
