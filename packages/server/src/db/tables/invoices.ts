import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceDocument, InvoiceKind } from '@nirmaan/core/pure';
import { sellers } from './accounts.ts';
import { createdAt, id, isOneOf, timestamptz } from './columns.ts';
import { orders } from './orders.ts';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const satisfies readonly InvoiceKind[];

/**
 * Tax invoices and credit notes, one of each kind per order at most: the document as issued (its
 * figures, parties and number), never recomputed. Numbers are unique per seller.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_order_kind_key').on(t.orderId, t.kind),
    uniqueIndex('invoices_seller_number_key').on(t.sellerId, t.number),
    index('invoices_seller_idx').on(t.sellerId),
    check('invoices_kind_check', isOneOf(t.kind, INVOICE_KINDS)),
    check('invoices_number_length', sql`length(${t.number}) <= 16`),
  ],
);

/** The last number used in each seller's series, per financial year and kind: taken under a row lock, so numbers never repeat or skip. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.financialYear, t.kind] }), check('invoice_series_kind_check', isOneOf(t.kind, INVOICE_KINDS))],
);
