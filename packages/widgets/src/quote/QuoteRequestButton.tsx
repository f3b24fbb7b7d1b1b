import { Button } from '@nirmaan/ui';
import { useState } from 'react';
import { QuoteRequestDialog, type QuoteRequestDialogProps } from './QuoteRequestDialog.tsx';

export interface QuoteRequestButtonProps extends Omit<QuoteRequestDialogProps, 'open' | 'onOpenChange'> {
  label?: string;
}

/** A 'Get a Quote' button opening the quote modal: what <nirmaan-quote-request> shows on a partner page. */
export function QuoteRequestButton({ label = 'Get a Quote', ...dialog }: QuoteRequestButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <QuoteRequestDialog open={open} onOpenChange={setOpen} {...dialog} />
    </>
  );
}
