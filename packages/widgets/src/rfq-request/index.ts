export { RfqRequestDialog, RFQ_REQUEST_TEXTS, type RfqRequestDialogProps } from './RfqRequestDialog.tsx';
export type { RfqRequestCalls } from './useRfqRequest.ts';
