import { downloadSellerCsv, localeFormat, SELLER_CSV_EXPORTS, sellerApi, type CrmImportResult } from '@nirmaan/core';
import { Alert, Button } from '@nirmaan/ui';
import { useState } from 'react';
import { CsvFileInput } from './CsvFileInput.tsx';
import { CsvResult } from './CsvResult.tsx';
import { saveBlob } from '../dashboard-shared/saveBlob.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

export interface CrmCsvToolsProps {
  /** Which records the buttons export and import (and name). */
  which: 'contacts' | 'leads';
  onImported: () => void;
}

/** CSV export and import of the CRM contacts or leads ('Export failed', 'Import failed'). */
export function CrmCsvTools({ which, onImported }: CrmCsvToolsProps) {
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
  const format = localeFormat(locale);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CrmImportResult | null>(null);

  const exportCsv = async () => {
    setBusy(true);
    setProblem(null);
    try {
      saveBlob(await downloadSellerCsv(which), SELLER_CSV_EXPORTS[which].filename);
    } catch {
      setProblem(messages['crm.exportFailed']());
    } finally {
      setBusy(false);
    }
  };

  const importCsv = async (file: File) => {
    setBusy(true);
    setProblem(null);
    setResult(null);
    try {
      setResult(await (which === 'contacts' ? sellerApi.importContacts(file, file.name) : sellerApi.importLeads(file, file.name)));
      onImported();
    } catch {
      setProblem(messages['crm.importFailed']());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={formStyles.form}>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" disabled={busy} onClick={() => void exportCsv()}>
          {messages['crm.export']({ which })}
        </Button>
        <CsvFileInput label={messages['crm.import']({ which })} disabled={busy} onFile={(file) => void importCsv(file)} />
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {result && (
        <CsvResult
          summary={messages['crm.importSummary']({
            added: format.number(result.added),
            updated: format.number(result.updated),
            errors: result.errors.length,
            errorsText: format.number(result.errors.length),
          })}
          errors={result.errors}
          rowError={(row, message) => messages['upload.rowError']({ row, message })}
        />
      )}
    </div>
  );
}
