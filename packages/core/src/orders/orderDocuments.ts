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

/** Who asks for the document: the order's buyer, or its seller. */
export type OrderDocumentOwner = 'buyer' | 'seller';

/** Where the PDF is: GET /orders/{id}/invoice.pdf for the buyer, /sellers/me/orders/{id}/invoice.pdf for the seller (credit-note.pdf alike). */
export function orderDocumentPath(orderId: number, kind: InvoiceKind, owner: OrderDocumentOwner): string {
  const file = kind === 'invoice' ? 'invoice.pdf' : 'credit-note.pdf';
  return owner === 'buyer' ? `/orders/${orderId}/${file}` : `/sellers/me/orders/${orderId}/${file}`;
}

/** The PDF of an order's tax invoice or credit note, fetched with the owner's session. */
export function downloadOrderDocument(orderId: number, kind: InvoiceKind, owner: OrderDocumentOwner = 'buyer'): Promise<Blob> {
  return fetchFile(orderDocumentPath(orderId, kind, owner), 'application/pdf', {
    baseUrl: apiBaseUrl,
    token: () => sessionToken(owner),
    onUnauthorized: handleUnauthorized,
  });
}

/** The file a document is saved as: its number, slashes made dashes ("INV-26-27-000045.pdf"). */
export function orderDocumentFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}
