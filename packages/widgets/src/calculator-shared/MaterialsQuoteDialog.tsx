import { quoteMessageFor, type MaterialNeed } from '@nirmaan/core';
import { QuoteRequestDialog } from '../quote/QuoteRequestDialog.tsx';

export interface MaterialsQuoteDialogProps {
  needs: readonly MaterialNeed[];
  source: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The quote form for a calculation: its first material and quantity, and every quantity in the message. */
export function MaterialsQuoteDialog({ needs, source, open, onOpenChange }: MaterialsQuoteDialogProps) {
  const [first] = needs;
  if (!first) return null;
  return (
    <QuoteRequestDialog
      key={needs.map((need) => `${need.label}:${need.quantity}`).join('|')}
      open={open}
      onOpenChange={onOpenChange}
      material={first.quoteMaterial}
      prefill={{ quantity: String(first.quantity), unit: first.quoteUnit, message: quoteMessageFor(needs, source) }}
    />
  );
}
