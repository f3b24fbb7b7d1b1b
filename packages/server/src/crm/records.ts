import { and, desc, eq, sql } from 'drizzle-orm';
import type { CrmContact, CrmLead, CrmTask } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { crmContacts, crmLeads, crmTasks, type LeadSource, type LeadStage, listings, type TaskPriority, type TaskStatus } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { contactView, leadView, taskView } from './views.ts';

/*
 * The seller's CRM records (spec toolkit §2 "CRM", §3, §7): contacts, leads and tasks, always
 * scoped to the seller. A record of another seller is "not found", whether it is the one addressed
 * or one referenced (contact_id, lead_id, listing_id).
 */

export const CRM_MESSAGES = {
  contactNotFound: 'Contact not found',
  leadNotFound: 'Lead not found',
  taskNotFound: 'Task not found',
  listingNotFound: 'Listing not found',
} as const;

/** CRM lists load 100 each (spec toolkit §9). */
export const CRM_LIST_LIMIT = 100;

export interface ContactFields {
  name?: string | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  company?: string | null | undefined;
}

export interface LeadFields {
  title?: string | undefined;
  description?: string | null | undefined;
  nextStep?: string | null | undefined;
  contactId?: number | null | undefined;
  valueAmountPaise?: number | null | undefined;
  stage?: LeadStage | undefined;
  listingId?: number | null | undefined;
  quantity?: number | null | undefined;
}

export interface TaskFields {
  title?: string | undefined;
  description?: string | null | undefined;
  contactId?: number | null | undefined;
  leadId?: number | null | undefined;
  dueDate?: string | null | undefined;
  priority?: TaskPriority | undefined;
  status?: TaskStatus | undefined;
}

/** 404 unless each referenced record (when given) is the seller's own. */
export async function assertOwnReferences(
  db: Database,
  sellerId: number,
  refs: { contactId?: number | null | undefined; leadId?: number | null | undefined; listingId?: number | null | undefined },
) {
  if (refs.contactId) {
    const [row] = await db
      .select({ id: crmContacts.id })
      .from(crmContacts)
      .where(and(eq(crmContacts.id, refs.contactId), eq(crmContacts.sellerId, sellerId)));
    if (!row) throw notFound(CRM_MESSAGES.contactNotFound);
  }
  if (refs.leadId) {
    const [row] = await db
      .select({ id: crmLeads.id })
      .from(crmLeads)
      .where(and(eq(crmLeads.id, refs.leadId), eq(crmLeads.sellerId, sellerId)));
    if (!row) throw notFound(CRM_MESSAGES.leadNotFound);
  }
  if (refs.listingId) {
    const [row] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, refs.listingId), eq(listings.sellerId, sellerId)));
    if (!row) throw notFound(CRM_MESSAGES.listingNotFound);
  }
}

// ---- contacts ----------------------------------------------------------------------------------

export async function listContacts(db: Database, sellerId: number, limit = CRM_LIST_LIMIT): Promise<CrmContact[]> {
  const rows = await db
    .select()
    .from(crmContacts)
    .where(eq(crmContacts.sellerId, sellerId))
    .orderBy(desc(crmContacts.createdAt), desc(crmContacts.id))
    .limit(limit);
  return rows.map(contactView);
}

export async function createContact(
  db: Database,
  sellerId: number,
  fields: ContactFields & { name: string },
  source: LeadSource = 'manual',
): Promise<CrmContact> {
  const [row] = await db
    .insert(crmContacts)
    .values({ sellerId, name: fields.name, email: fields.email ?? null, phone: fields.phone ?? null, company: fields.company ?? null, source })
    .returning();
  if (!row) throw new Error('contact insert returned no row');
  return contactView(row);
}

export async function updateContact(db: Database, sellerId: number, id: number, fields: ContactFields): Promise<CrmContact> {
  const [row] = await db
    .update(crmContacts)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(crmContacts.id, id), eq(crmContacts.sellerId, sellerId)))
    .returning();
  if (!row) throw notFound(CRM_MESSAGES.contactNotFound);
  return contactView(row);
}

/** Its leads and tasks stay, without the contact. */
export async function deleteContact(db: Database, sellerId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(crmContacts)
    .where(and(eq(crmContacts.id, id), eq(crmContacts.sellerId, sellerId)))
    .returning({ id: crmContacts.id });
  if (!row) throw notFound(CRM_MESSAGES.contactNotFound);
}

// ---- leads -------------------------------------------------------------------------------------

export async function listLeads(db: Database, sellerId: number, limit = CRM_LIST_LIMIT): Promise<CrmLead[]> {
  const rows = await db.select().from(crmLeads).where(eq(crmLeads.sellerId, sellerId)).orderBy(desc(crmLeads.createdAt), desc(crmLeads.id)).limit(limit);
  return rows.map(leadView);
}

export async function createLead(db: Database, sellerId: number, fields: LeadFields & { title: string }, source: LeadSource = 'manual'): Promise<CrmLead> {
  await assertOwnReferences(db, sellerId, fields);
  const [row] = await db
    .insert(crmLeads)
    .values({
      sellerId,
      title: fields.title,
      description: fields.description ?? null,
      nextStep: fields.nextStep ?? null,
      contactId: fields.contactId ?? null,
      valueAmountPaise: fields.valueAmountPaise ?? null,
      stage: fields.stage ?? 'new',
      listingId: fields.listingId ?? null,
      quantity: fields.quantity ?? null,
      source,
    })
    .returning();
  if (!row) throw new Error('lead insert returned no row');
  return leadView(row);
}

export async function updateLead(db: Database, sellerId: number, id: number, fields: LeadFields): Promise<CrmLead> {
  await assertOwnReferences(db, sellerId, fields);
  const [row] = await db
    .update(crmLeads)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(crmLeads.id, id), eq(crmLeads.sellerId, sellerId)))
    .returning();
  if (!row) throw notFound(CRM_MESSAGES.leadNotFound);
  return leadView(row);
}

/** Its tasks stay, without the lead; an order made from it stays too. */
export async function deleteLead(db: Database, sellerId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(crmLeads)
    .where(and(eq(crmLeads.id, id), eq(crmLeads.sellerId, sellerId)))
    .returning({ id: crmLeads.id });
  if (!row) throw notFound(CRM_MESSAGES.leadNotFound);
}

// ---- tasks -------------------------------------------------------------------------------------

/** completed_at follows the status: set when a task is completed (kept if it already was), cleared when reopened. */
function completion(status: TaskStatus | undefined) {
  if (status === 'completed') return { completedAt: sql`coalesce(${crmTasks.completedAt}, now())` };
  if (status === 'open') return { completedAt: null };
  return {};
}

export async function listTasks(db: Database, sellerId: number, limit = CRM_LIST_LIMIT): Promise<CrmTask[]> {
  const rows = await db.select().from(crmTasks).where(eq(crmTasks.sellerId, sellerId)).orderBy(desc(crmTasks.createdAt), desc(crmTasks.id)).limit(limit);
  return rows.map(taskView);
}

export async function createTask(db: Database, sellerId: number, fields: TaskFields & { title: string }): Promise<CrmTask> {
  await assertOwnReferences(db, sellerId, fields);
  const status = fields.status ?? 'open';
  const [row] = await db
    .insert(crmTasks)
    .values({
      sellerId,
      title: fields.title,
      description: fields.description ?? null,
      contactId: fields.contactId ?? null,
      leadId: fields.leadId ?? null,
      dueDate: fields.dueDate ?? null,
      priority: fields.priority ?? 'medium',
      status,
      completedAt: status === 'completed' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('task insert returned no row');
  return taskView(row);
}

export async function updateTask(db: Database, sellerId: number, id: number, fields: TaskFields): Promise<CrmTask> {
  await assertOwnReferences(db, sellerId, fields);
  const [row] = await db
    .update(crmTasks)
    .set({ ...fields, ...completion(fields.status), updatedAt: sql`now()` })
    .where(and(eq(crmTasks.id, id), eq(crmTasks.sellerId, sellerId)))
    .returning();
  if (!row) throw notFound(CRM_MESSAGES.taskNotFound);
  return taskView(row);
}

export async function deleteTask(db: Database, sellerId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(crmTasks)
    .where(and(eq(crmTasks.id, id), eq(crmTasks.sellerId, sellerId)))
    .returning({ id: crmTasks.id });
  if (!row) throw notFound(CRM_MESSAGES.taskNotFound);
}
