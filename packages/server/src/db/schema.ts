/**
 * The whole Nirmaan database schema (Drizzle, pg-core): tables by area under ./tables, relations for
 * relational queries, and the value sets the CHECK constraints enforce. Migrations are generated from
 * this file into packages/server/drizzle (see drizzle.config.ts). Money is integer paise; timestamps
 * are timestamptz; column names are snake_case.
 */
export * from './tables/accounts.ts';
export * from './tables/catalogue.ts';
export * from './tables/images.ts';
export * from './tables/orders.ts';
export * from './tables/invoices.ts';
export * from './tables/content.ts';
export * from './tables/crm.ts';
export * from './tables/leads.ts';
export * from './tables/alerts.ts';
export * from './tables/rfqs.ts';
export * from './tables/webhooks.ts';
export * from './tables/values.ts';
export * from './relations.ts';
