import { rfqStatusTone, type RfqStatus } from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { buyerRfqsCatalogue } from './buyerRfqsMessages.ts';

/** A request's status pill: the text says the status in the widget's language, the colour follows it. */
export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  const { messages } = useMessages(buyerRfqsCatalogue);
  return <Badge tone={rfqStatusTone(status)}>{messages.status({ status })}</Badge>;
}
