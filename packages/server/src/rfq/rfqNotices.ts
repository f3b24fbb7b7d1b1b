import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { indiaDateOf, isIndianPhone, localeFormat, normalizeIndianPhone, type Locale } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { sellers } from '../db/schema.ts';
import { rfqClosedMessage, rfqRequestMessage, type RfqClosedReason, type SmsGateway, type SmsMessage } from '../sms/smsGateway.ts';

/** What the sellers are told of a new RFQ. */
export interface RfqNotice {
  sellerIds: readonly number[];
  itemCount: number;
  sitePincode: string;
  expiresAt: Date;
}

/** What the sellers whose open offers closed are told: the site's pincode and why (the buyer chose other offers, or cancelled). */
export interface RfqClosedNotice {
  sellerIds: readonly number[];
  sitePincode: string;
  reason: RfqClosedReason;
}

/**
 * The last day for offers as an RFQ notice says it: the India date as before in English
 * (2026-12-05), the language's own way in the others (5 டிச., 2026).
 */
export function rfqDeadlineText(expiresAt: Date, locale: Locale): string {
  return locale === 'en' ? indiaDateOf(expiresAt) : localeFormat(locale).date(expiresAt, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
}

/**
 * Texts one message to each active seller with a phone, one after the other, in the seller's
 * language (issue 32; English for a seller who never chose one); a failed send is logged (naming
 * the seller, never the phone) and the others are still texted. Answers how many were sent.
 */
async function textSellers(
  db: Database,
  sms: SmsGateway,
  sellerIds: readonly number[],
  messageIn: (locale: Locale) => SmsMessage,
  what: string,
  logError: (line: string) => void,
): Promise<number> {
  if (sellerIds.length === 0) return 0;
  const phones = await db
    .select({ id: sellers.id, phone: sellers.phone, language: sellers.language })
    .from(sellers)
    .where(and(inArray(sellers.id, [...sellerIds]), isNotNull(sellers.phone), eq(sellers.isActive, true)));
  let sent = 0;
  for (const seller of phones) {
    // Sellers type their number as they like ('+91 80 2337 4412'); a text goes to +91 and ten digits.
    const phone = normalizeIndianPhone(seller.phone!);
    if (!isIndianPhone(phone)) {
      logError(`${what} to seller ${seller.id}: no SMS, the phone is not an Indian number`);
      continue;
    }
    await sms.send(phone, messageIn(seller.language ?? 'en')).then(
      () => void (sent += 1),
      (error: unknown) => logError(`${what} to seller ${seller.id}: the SMS was not sent: ${(error as Error).message}`),
    );
  }
  return sent;
}

/**
 * Tells each seller asked, by SMS where the provider has a template for it (issue 31: "by SMS where
 * configured"); the dashboard shows the RFQ either way. A failed send is logged, never the buyer's
 * problem: the RFQ is already stored and the other sellers are still told.
 */
export async function textAskedSellers(db: Database, sms: SmsGateway | null, notice: RfqNotice, logError: (line: string) => void): Promise<number> {
  if (!sms?.sends('rfq-request')) return 0;
  const message = (locale: Locale) => rfqRequestMessage(notice.itemCount, notice.sitePincode, rfqDeadlineText(notice.expiresAt, locale), locale);
  return textSellers(db, sms, notice.sellerIds, message, 'RFQ notice', logError);
}

/**
 * Tells each seller whose open offer closed, by SMS where the provider has a template for it, that
 * the RFQ is over (issue 31: "the third seller is told the RFQ closed"); their dashboard says so
 * either way. Called once the acceptance or cancellation committed; a failed send is only logged.
 */
export async function textClosedSellers(db: Database, sms: SmsGateway | null, notice: RfqClosedNotice, logError: (line: string) => void): Promise<number> {
  if (!sms?.sends('rfq-closed')) return 0;
  const message = (locale: Locale) => rfqClosedMessage(notice.sitePincode, notice.reason, locale);
  return textSellers(db, sms, notice.sellerIds, message, 'RFQ closed notice', logError);
}
