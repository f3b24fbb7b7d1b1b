import type { CrmContact, CrmLead, CrmTask } from '@nirmaan/core/pure';
import type { crmContacts, crmLeads, crmTasks } from '../db/schema.ts';
import { rupees } from '../orders/delivery.ts';

/** CRM rows as the API shows them (spec toolkit §3): snake_case, money in rupees, times ISO 8601. */

export function contactView(row: typeof crmContacts.$inferSelect): CrmContact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function leadView(row: typeof crmLeads.$inferSelect): CrmLead {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    next_step: row.nextStep,
    contact_id: row.contactId,
    value_amount: row.valueAmountPaise === null ? null : rupees(row.valueAmountPaise),
    stage: row.stage,
    listing_id: row.listingId,
    order_id: row.orderId,
    quantity: row.quantity,
    source: row.source,
    partner_id: row.partnerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function taskView(row: typeof crmTasks.$inferSelect): CrmTask {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    contact_id: row.contactId,
    lead_id: row.leadId,
    due_date: row.dueDate,
    priority: row.priority,
    status: row.status,
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
