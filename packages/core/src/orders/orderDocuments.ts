import { apiBaseUrl } from '../api/api.ts';
import { fetchFile } from '../api/csvDownload.ts';
import type { InvoiceKind } from '../invoices/invoiceTypes.ts';
import { handleUnauthorized } from '../session/redirect.ts';
import { sessionToken } from '../session/session.ts';

export const ORDER_DOCUMENT_TEXTS = {
  invoice: 'Download GST invoice (PDF)',
  credit_note: 'Download credit note (PDF)',
  failed: 'Could not download the document. Please try again.',
  numbered: (kind: InvoiceKind, number: string) => `${kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${number}`,
} as const;

/** The PDF of one of the buyer's orders' tax invoice or credit note (GET /orders/{id}/invoice.pdf, /credit-note.pdf). */
export function downloadOrderDocument(orderId: number, kind: InvoiceKind): Promise<Blob> {
  return fetchFile(`/orders/${orderId}/${kind === 'invoice' ? 'invoice' : 'credit-note'}.pdf`, 'application/pdf', {
    baseUrl: apiBaseUrl,
    token: () => sessionToken('buyer'),
    onUnauthorized: handleUnauthorized,
  });
}

/** The file a document is saved as: its number, slashes made dashes ("INV-26-27-000045.pdf"). */
export function orderDocumentFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}
