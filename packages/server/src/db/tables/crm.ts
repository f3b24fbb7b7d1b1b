import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sellers } from './accounts.ts';
import { listings } from './catalogue.ts';
import { createdAt, id, isOneOf, timestamptz, updatedAt } from './columns.ts';
import { chatbotInquiries, quoteRequests } from './leads.ts';
import { orders } from './orders.ts';
import { LEAD_SOURCES, LEAD_STAGES, type LeadSource, type LeadStage, TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from './values.ts';

/** A seller's CRM contacts. CSV import matches existing contacts by e-mail, then phone. */
export const crmContacts = pgTable(
  'crm_contacts',
  {
    id: id(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    source: text('source').$type<LeadSource>().notNull().default('manual'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crm_contacts_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('crm_contacts_seller_email_idx').on(t.sellerId, t.email),
    index('crm_contacts_seller_phone_idx').on(t.sellerId, t.phone),
    check('crm_contacts_source_check', isOneOf(t.source, LEAD_SOURCES)),
  ],
);

/**
 * A seller's leads. A lead with a listing and no order can be converted into an order. Leads made
 * from a chatbot inquiry or quote request point at it (once per seller).
 */
export const crmLeads = pgTable(
  'crm_leads',
  {
    id: id(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** What the seller will do next about the lead (a call, a site visit, a quote). */
    nextStep: text('next_step'),
    contactId: integer('contact_id').references(() => crmContacts.id, { onDelete: 'set null' }),
    valueAmountPaise: integer('value_amount_paise'),
    stage: text('stage').$type<LeadStage>().notNull().default('new'),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    quantity: integer('quantity'),
    source: text('source').$type<LeadSource>().notNull().default('manual'),
    chatbotInquiryId: integer('chatbot_inquiry_id').references(() => chatbotInquiries.id, { onDelete: 'set null' }),
    quoteRequestId: integer('quote_request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    /** The partner site the lead came through, copied from the inquiry or quote. */
    partnerId: text('partner_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crm_leads_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('crm_leads_seller_stage_idx').on(t.sellerId, t.stage),
    index('crm_leads_contact_idx').on(t.contactId),
    uniqueIndex('crm_leads_seller_inquiry_key').on(t.sellerId, t.chatbotInquiryId),
    uniqueIndex('crm_leads_seller_quote_key').on(t.sellerId, t.quoteRequestId),
    check('crm_leads_stage_check', isOneOf(t.stage, LEAD_STAGES)),
    check('crm_leads_source_check', isOneOf(t.source, LEAD_SOURCES)),
    check('crm_leads_quantity_positive', sql`${t.quantity} > 0`),
    check('crm_leads_value_nonnegative', sql`${t.valueAmountPaise} >= 0`),
  ],
);

/** A seller's follow-up tasks; reminders group open tasks by due date (today, overdue, upcoming). */
export const crmTasks = pgTable(
  'crm_tasks',
  {
    id: id(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    contactId: integer('contact_id').references(() => crmContacts.id, { onDelete: 'set null' }),
    leadId: integer('lead_id').references(() => crmLeads.id, { onDelete: 'set null' }),
    /** A calendar day ('YYYY-MM-DD', India time). */
    dueDate: date('due_date', { mode: 'string' }),
    priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
    status: text('status').$type<TaskStatus>().notNull().default('open'),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crm_tasks_seller_status_due_idx').on(t.sellerId, t.status, t.dueDate),
    index('crm_tasks_lead_idx').on(t.leadId),
    check('crm_tasks_priority_check', isOneOf(t.priority, TASK_PRIORITIES)),
    check('crm_tasks_status_check', isOneOf(t.status, TASK_STATUSES)),
  ],
);
