import { csvErrorLines, type CsvRowError } from '@nirmaan/core';
import { Alert } from '@nirmaan/ui';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

/** The counts of a CSV upload or import and its first three row errors. */
export function CsvResult({ summary, errors }: { summary: string; errors: readonly CsvRowError[] }) {
  const lines = csvErrorLines(errors);
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
