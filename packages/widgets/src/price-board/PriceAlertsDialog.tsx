import { Button, Dialog } from '@nirmaan/ui';
import * as styles from './priceBoard.css.ts';

export interface PriceAlertsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Get a Quote: closes this and opens the quote form. */
  onQuote: () => void;
}

/** What Set Price Alerts answers: alerts are not built yet, so none was set; a quote is offered instead. */
export function PriceAlertsDialog({ open, onOpenChange, onQuote }: PriceAlertsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Price alerts are coming soon"
      closeLabel="Close"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button variant="primary" onClick={onQuote}>
            Get a Quote
          </Button>
        </>
      }
    >
      <p className={styles.footerText}>
        We do not send price alerts yet, so no alert has been set. This board changes as soon as a supplier changes a price: check back here, or ask suppliers
        for a quote and they will call you with today&apos;s rate.
      </p>
    </Dialog>
  );
}
