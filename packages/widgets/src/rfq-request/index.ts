export { RfqRequestButton, RFQ_BUTTON_TEXTS, type RfqRequestButtonProps, type RfqSentDetail } from './RfqRequestButton.tsx';
export { RfqRequestDialog, RFQ_REQUEST_TEXTS, type RfqRequestDialogProps } from './RfqRequestDialog.tsx';
export type { RfqRequestCalls } from './useRfqRequest.ts';
