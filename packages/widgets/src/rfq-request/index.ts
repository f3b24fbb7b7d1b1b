export { RfqRequestButton, type RfqRequestButtonProps, type RfqSentDetail } from './RfqRequestButton.tsx';
export { RfqRequestDialog, type RfqRequestDialogProps } from './RfqRequestDialog.tsx';
export type { RfqRequestCalls } from './useRfqRequest.ts';
