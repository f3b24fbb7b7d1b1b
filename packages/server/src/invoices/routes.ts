import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InvoiceDocument, InvoiceKind, Locale } from '@nirmaan/core/pure';
import { accountOf, requireRole } from '../auth/guard.ts';
import { buyerById } from '../account/queries.ts';
import type { AppContext } from '../http/context.ts';
import { answerInLanguage, requestLocale } from '../http/requestLanguage.ts';
import { notFound } from '../http/errors.ts';
import { buyerErrors, idParams, sellerErrors } from '../shared/schemas.ts';
import { invoicePdf } from './invoicePdf.ts';
import { ownedInvoice, type InvoiceOwner } from './queries.ts';

export const INVOICE_MESSAGES = {
  invoiceNotFound: 'This order has no tax invoice',
  creditNoteNotFound: 'This order has no credit note',
} as const;

const DOCUMENTS: ReadonlyArray<{ path: string; kind: InvoiceKind; name: string; missing: string }> = [
  { path: '/:id/invoice.pdf', kind: 'invoice', name: 'The order’s GST tax invoice', missing: INVOICE_MESSAGES.invoiceNotFound },
  { path: '/:id/credit-note.pdf', kind: 'credit_note', name: 'The credit note of the cancelled order', missing: INVOICE_MESSAGES.creditNoteNotFound },
];

async function sendPdf(reply: FastifyReply, document: InvoiceDocument, locale: Locale): Promise<FastifyReply> {
  const fileName = `${document.kind === 'invoice' ? 'invoice' : 'credit-note'}-${document.number.replaceAll('/', '-')}.pdf`;
  answerInLanguage(reply, locale);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(await invoicePdf(document, locale));
}

/**
 * GET {orders}/{id}/invoice.pdf and /credit-note.pdf: the document as PDF, for the order's buyer
 * (under /api/v1/orders) or its seller (under /api/v1/sellers/me/orders); anyone else's order is a 404.
 */
export function invoiceRoutes(role: 'buyer' | 'seller') {
  return async (app: FastifyInstance, context: AppContext): Promise<void> => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    for (const document of DOCUMENTS) {
      api.get(
        document.path,
        {
          schema: {
            tags: [role === 'buyer' ? 'orders' : 'seller orders'],
            summary: `${document.name} (PDF)`,
            params: idParams,
            response: role === 'buyer' ? buyerErrors : sellerErrors,
          },
          onRequest: requireRole(context, role),
        },
        async (request, reply) => {
          const owner: InvoiceOwner = role === 'buyer' ? { userId: accountOf(request).id } : { sellerId: accountOf(request).id };
          const found = await ownedInvoice(context.db, request.params.id, document.kind, owner);
          if (!found) throw notFound(document.missing);
          // The buyer's document in the language of their account (issue 32), else the one the request asks in; the seller's as the request asks.
          const buyer = role === 'buyer' ? await buyerById(context.db, accountOf(request).id) : undefined;
          return sendPdf(reply, found, buyer?.language ?? requestLocale(request));
        },
      );
    }
  };
}
