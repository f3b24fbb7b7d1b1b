import { count, isNotNull, max, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PARTNERS_CSV, type AdminPartnerSummary } from '@nirmaan/core/pure';
import { toCsv } from '../csv/csvFiles.ts';
import type { Database } from '../db/database.ts';
import { chatbotInquiries, orders, quoteRequests, realEstateSubmissions, users } from '../db/schema.ts';
import { rupees } from '../orders/delivery.ts';

/*
 * The admin's partner report (issue 25, DESIGN.md "Partner attribution is per element"): per partner
 * id, the sign-ups, orders (with their value) and leads its widgets brought, from the partner_id each
 * of those rows was stored with. Each table is grouped on its partial partner index.
 */

type CountedField = 'sign_ups' | 'orders' | 'chatbot_inquiries' | 'quote_requests' | 'real_estate_submissions';

interface PartnerTally {
  partnerId: string;
  value: number;
  newest: Date | null;
}

/** The rows of one table per partner id: how many, and when the newest arrived. */
function tallyByPartner(db: Database, table: PgTable, partnerId: PgColumn, time: PgColumn): Promise<PartnerTally[]> {
  return db
    .select({ partnerId: sql<string>`${partnerId}`, value: count(), newest: max(time).mapWith((value: string | Date) => new Date(value)) })
    .from(table)
    .where(isNotNull(partnerId))
    .groupBy(partnerId);
}

function emptySummary(partnerId: string): AdminPartnerSummary {
  return {
    partner_id: partnerId,
    sign_ups: 0,
    orders: 0,
    order_value: 0,
    chatbot_inquiries: 0,
    quote_requests: 0,
    real_estate_submissions: 0,
    last_activity: new Date(0).toISOString(),
  };
}

/** Every partner that brought anything, the most recently active first. */
export async function partnerSummaries(db: Database): Promise<AdminPartnerSummary[]> {
  const [signUps, orderTallies, inquiries, quotes, submissions] = await Promise.all([
    tallyByPartner(db, users, users.partnerId, users.createdAt),
    // Orders once: how many, the newest, and the value of those not cancelled.
    db
      .select({
        partnerId: sql<string>`${orders.partnerId}`,
        value: count(),
        newest: max(orders.orderDate),
        paise: sql<number>`coalesce(sum(${orders.totalAmountPaise}) filter (where ${orders.status} <> 'cancelled'), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(isNotNull(orders.partnerId))
      .groupBy(orders.partnerId),
    tallyByPartner(db, chatbotInquiries, chatbotInquiries.partnerId, chatbotInquiries.createdAt),
    tallyByPartner(db, quoteRequests, quoteRequests.partnerId, quoteRequests.createdAt),
    tallyByPartner(db, realEstateSubmissions, realEstateSubmissions.partnerId, realEstateSubmissions.createdAt),
  ]);

  const summaries = new Map<string, AdminPartnerSummary>();
  const summaryOf = (partnerId: string) => summaries.get(partnerId) ?? summaries.set(partnerId, emptySummary(partnerId)).get(partnerId)!;
  const add = (field: CountedField, tallies: PartnerTally[]) => {
    for (const tally of tallies) {
      const summary = summaryOf(tally.partnerId);
      summary[field] = tally.value;
      const newest = tally.newest?.toISOString();
      if (newest && newest > summary.last_activity) summary.last_activity = newest;
    }
  };
  add('sign_ups', signUps);
  add('orders', orderTallies);
  add('chatbot_inquiries', inquiries);
  add('quote_requests', quotes);
  add('real_estate_submissions', submissions);
  for (const { partnerId, paise } of orderTallies) summaryOf(partnerId).order_value = rupees(paise);

  return [...summaries.values()].sort((a, b) => b.last_activity.localeCompare(a.last_activity) || a.partner_id.localeCompare(b.partner_id));
}

/** The report as a CSV download (formulas neutralised: partner ids are the partners' own text). */
export function partnersCsv(summaries: readonly AdminPartnerSummary[]): string {
  return toCsv(
    PARTNERS_CSV.columns,
    summaries.map((summary) => PARTNERS_CSV.columns.map((column) => summary[column])),
  );
}
