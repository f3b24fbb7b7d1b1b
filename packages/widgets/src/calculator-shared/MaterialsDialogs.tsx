import type { MaterialNeed } from '@nirmaan/core';
import { MaterialsQuoteDialog } from './MaterialsQuoteDialog.tsx';
import { MaterialsRfqDialog } from './MaterialsRfqDialog.tsx';

export type MaterialsDialog = 'prices' | 'quote';

export interface MaterialsDialogsProps {
  needs: readonly MaterialNeed[];
  /** Names the calculator in the quote request. */
  source: string;
  kind: 'boq' | 'calculator';
  /** True while one of them is open (what a deferred dialog waits for). */
  open: boolean;
  shown: MaterialsDialog | null;
  onClose: () => void;
}

/**
 * A calculation's two requests, fetched together when the buyer first opens one: prices from the
 * suppliers serving the site (a request for quotation), or a quote request to the team.
 */
export function MaterialsDialogs({ needs, source, kind, shown, onClose }: MaterialsDialogsProps) {
  const onOpenChange = (open: boolean) => !open && onClose();
  return (
    <>
      <MaterialsRfqDialog needs={needs} source={kind} open={shown === 'prices'} onOpenChange={onOpenChange} />
      <MaterialsQuoteDialog needs={needs} source={source} open={shown === 'quote'} onOpenChange={onOpenChange} />
    </>
  );
}
