export { QuoteRequestButton, type QuoteRequestButtonProps } from './QuoteRequestButton.tsx';
export { QuoteRequestDialog, type QuoteRequestDialogProps, type QuoteRequestSentDetail } from './QuoteRequestDialog.tsx';
