import { downloadSellerCsv, importSummary, SELLER_CSV_EXPORTS, SELLER_MESSAGES, sellerApi, type CrmImportResult } from '@nirmaan/core';
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
  which: 'contacts' | 'leads';
  /** 'Contacts' or 'Leads': names the buttons. */
  noun: string;
  onImported: () => void;
}

/** CSV export and import of the CRM contacts or leads ('Export failed', 'Import failed'). */
export function CrmCsvTools({ which, noun, onImported }: CrmCsvToolsProps) {
  const { messages } = useMessages(sellerDashboardCatalogue);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CrmImportResult | null>(null);

  const exportCsv = async () => {
    setBusy(true);
    setProblem(null);
    try {
      saveBlob(await downloadSellerCsv(which), SELLER_CSV_EXPORTS[which].filename);
    } catch {
      setProblem(SELLER_MESSAGES.crmExportFailed);
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
      setProblem(SELLER_MESSAGES.crmImportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={formStyles.form}>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" disabled={busy} onClick={() => void exportCsv()}>
          Export {noun} CSV
        </Button>
        <CsvFileInput label={`Import ${noun} CSV`} disabled={busy} onFile={(file) => void importCsv(file)} />
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {result && (
        <CsvResult summary={importSummary(result)} errors={result.errors} rowError={(row, message) => messages['upload.rowError']({ row, message })} />
      )}
    </div>
  );
}
