import { Button, Dialog } from '@nirmaan/ui';
import { MaterialCalculator } from './MaterialCalculator.tsx';
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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Material Calculator"
      description="Cement, sand, aggregate, bricks, steel and paint for concrete, brickwork, steel, plaster and paint."
      className={styles.dialog}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <MaterialCalculator showHeader={false} onCalculated={onCalculated} />
    </Dialog>
  );
}
