import { Button, Dialog } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { MaterialCalculator } from './MaterialCalculator.tsx';
import { materialCatalogue } from './materialMessages.ts';
import type { MaterialCalculatedDetail } from './materialForm.ts';
import * as styles from './materialCalculator.css.ts';

export interface MaterialCalculatorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCalculated?: (detail: MaterialCalculatedDetail) => void;
}

/**
 * The Material Calculator as a modal (spec storefront, Home: "Material Calculator open[s] as [a]
 * modal"). Closing it keeps what was typed, so reopening picks up where the person left off.
 */
export function MaterialCalculatorDialog({ open, onOpenChange, onCalculated }: MaterialCalculatorDialogProps) {
  const { messages, locale } = useMessages(materialCatalogue);
  return (
    <Dialog
      lang={locale}
      open={open}
      onOpenChange={onOpenChange}
      title={messages.title()}
      description={messages.dialogDescription()}
      className={styles.dialog}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {messages.close()}
        </Button>
      }
    >
      <MaterialCalculator showHeader={false} onCalculated={onCalculated} />
    </Dialog>
  );
}
