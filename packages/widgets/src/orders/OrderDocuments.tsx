import { downloadOrderDocument, orderDocumentFileName, type InvoiceKind, type Order, type OrderDocumentOwner } from '@nirmaan/core';
import { Alert, Button } from '@nirmaan/ui';
import { Fragment, useState } from 'react';
import { saveBlob } from '../dashboard-shared/saveBlob.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { ordersCatalogue } from './ordersMessages.ts';
import * as styles from './orderDocuments.css.ts';

interface OrderDocumentsProps {
  order: Pick<Order, 'id' | 'invoice_number' | 'credit_note_number'>;
  /** Whose session fetches the PDFs: the buyer's (order page) or the seller's (seller dashboard). */
  owner?: OrderDocumentOwner;
}

/** The order's GST tax invoice and, after a cancellation, its credit note: each a PDF to download, in the orders catalogue's language (marked). */
export function OrderDocuments({ order, owner = 'buyer' }: OrderDocumentsProps) {
  const { messages, locale } = useMessages(ordersCatalogue);
  const [busy, setBusy] = useState<InvoiceKind | null>(null);
  const [failed, setFailed] = useState(false);
  const documents = (
    [
      ['invoice', order.invoice_number],
      ['credit_note', order.credit_note_number],
    ] as const
  ).filter((entry): entry is readonly [InvoiceKind, string] => entry[1] !== null);
  if (documents.length === 0) return null;

  const download = async (kind: InvoiceKind, number: string) => {
    setBusy(kind);
    setFailed(false);
    try {
      saveBlob(await downloadOrderDocument(order.id, kind, owner), orderDocumentFileName(number));
    } catch {
      setFailed(true);
    }
    setBusy(null);
  };

  return (
    <div className={styles.documents} lang={locale}>
      {documents.map(([kind, number]) => (
        <Fragment key={kind}>
          <Button
            variant="secondary"
            fullWidth
            busy={busy === kind}
            busyLabel={messages['documents.downloading']()}
            aria-describedby={`order-${order.id}-${kind}`}
            onClick={() => void download(kind, number)}
          >
            {kind === 'invoice' ? messages['documents.invoice']() : messages['documents.creditNote']()}
          </Button>
          <p id={`order-${order.id}-${kind}`} className={styles.number}>
            {messages['documents.number']({ kind, number })}
          </p>
        </Fragment>
      ))}
      {failed && <Alert tone="error">{messages['documents.failed']()}</Alert>}
    </div>
  );
}
