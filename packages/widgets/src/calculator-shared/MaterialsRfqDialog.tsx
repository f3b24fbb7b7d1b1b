import { rfqItemsFromNeeds, type MaterialNeed, type RfqSource } from '@nirmaan/core';
import { RfqRequestDialog } from '../rfq-request/RfqRequestDialog.tsx';

export interface MaterialsRfqDialogProps {
  needs: readonly MaterialNeed[];
  source: Extract<RfqSource, 'boq' | 'calculator'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A request for quotation of a calculation's materials, in the quantities and units it counted; a new calculation starts it afresh. */
export function MaterialsRfqDialog({ needs, source, open, onOpenChange }: MaterialsRfqDialogProps) {
  const calculation = needs.map((need) => `${need.label}:${need.quantity}`).join('|');
  return <RfqRequestDialog key={calculation} open={open} onOpenChange={onOpenChange} items={rfqItemsFromNeeds(needs)} source={source} />;
}
