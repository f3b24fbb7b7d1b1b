import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { indiaDateOf } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { sellers } from '../db/schema.ts';
import { rfqRequestMessage, type SmsGateway } from '../sms/smsGateway.ts';

/** What the sellers are told of a new RFQ. */
export interface RfqNotice {
  sellerIds: readonly number[];
  itemCount: number;
  sitePincode: string;
  expiresAt: Date;
}

/**
 * Tells each seller asked, by SMS where the provider has a template for it (issue 31: "by SMS where
 * configured"); the dashboard shows the RFQ either way. A failed send is logged, never the buyer's
 * problem: the RFQ is already stored and the other sellers are still told.
 */
export async function textAskedSellers(db: Database, sms: SmsGateway | null, notice: RfqNotice, logError: (line: string) => void): Promise<number> {
  if (!sms?.sends('rfq-request') || notice.sellerIds.length === 0) return 0;
  const phones = await db
    .select({ id: sellers.id, phone: sellers.phone })
    .from(sellers)
    .where(and(inArray(sellers.id, [...notice.sellerIds]), isNotNull(sellers.phone), eq(sellers.isActive, true)));
  const message = rfqRequestMessage(notice.itemCount, notice.sitePincode, indiaDateOf(notice.expiresAt));
  let sent = 0;
  for (const seller of phones) {
    await sms.send(seller.phone!, message).then(
      () => void (sent += 1),
      (error: unknown) => logError(`RFQ notice to seller ${seller.id}: the SMS was not sent: ${(error as Error).message}`),
    );
  }
  return sent;
}
