import { asc, eq, sql } from 'drizzle-orm';
import type { CrmImportResult, CsvRowError } from '@nirmaan/core/pure';
import { type CsvRow, type CsvTable, RowError, toCsv } from '../csv/csvFiles.ts';
import type { Database } from '../db/database.ts';
import { crmContacts, crmLeads, LEAD_STAGES, type LeadStage, listings } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { INT4_MAX } from '../shared/limits.ts';
import { paiseFromText } from '../shared/money.ts';
import { CRM_FIELD_MESSAGES, CRM_MAX_LENGTH, isCrmPhone, isEmail } from './fields.ts';

/*
 * CSV export and import of the seller's CRM contacts and leads (spec toolkit §2 "CRM", §7). The
 * export's columns are below; an import reads the same columns back (any order, any case). A row
 * with the id of one of the seller's records updates it; a contact row without an id updates the
 * contact with the same e-mail, else the same phone; any other row adds a record (source 'import').
 * An empty cell leaves the field as it is. Bad rows are reported with their spreadsheet row
 * number (the header is row 1) and the good rows still apply.
 */
export const CONTACT_CSV_COLUMNS = ['id', 'name', 'email', 'phone', 'company', 'source', 'created_at'] as const;
export const LEAD_CSV_COLUMNS = [
  'id',
  'title',
  'description',
  'next_step',
  'contact_id',
  'contact_name',
  'value_amount',
  'stage',
  'listing_id',
  'order_id',
  'quantity',
  'source',
  'created_at',
] as const;

export const CRM_CSV_MESSAGES = {
  contactColumns: 'The file needs a name column (or id, email or phone to update contacts)',
  leadColumns: 'The file needs a title column (or id to update leads)',
  notYourContact: (id: string) => `Contact ${id} is not one of your contacts`,
  notYourLead: (id: string) => `Lead ${id} is not one of your leads`,
  notYourListing: (id: string) => `Listing ${id} is not one of your listings`,
  unknownContactEmail: (email: string) => `No contact of yours has the e-mail ${email}`,
} as const;

// ---- cells -------------------------------------------------------------------------------------

const cell = (row: CsvRow, column: string) => row.cells.get(column) ?? '';

function text(row: CsvRow, column: string, max: number, label: string): string | undefined {
  const value = cell(row, column);
  if (value === '') return undefined;
  if (value.length > max) throw new RowError(CRM_FIELD_MESSAGES.tooLong(label, max));
  return value;
}

function idCell(row: CsvRow, column: string): number | undefined {
  const value = cell(row, column);
  if (value === '') return undefined;
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > INT4_MAX) throw new RowError(CRM_FIELD_MESSAGES.id(column));
  return Number(value);
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** Runs each row through `apply`, collecting RowErrors with their row numbers. */
async function eachRow(table: CsvTable, apply: (row: CsvRow) => Promise<'added' | 'updated' | 'unchanged'>): Promise<CrmImportResult> {
  const result = { added: 0, updated: 0, errors: [] as CsvRowError[] };
  for (const row of table.rows) {
    try {
      const outcome = await apply(row);
      if (outcome !== 'unchanged') result[outcome] += 1;
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      result.errors.push({ row: row.row, message: error.message });
    }
  }
  return result;
}

/** Only the fields whose value differs from the record's. */
function changedFields<T extends Record<string, unknown>>(current: T, proposed: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(proposed) as (keyof T)[]) {
    if (proposed[key] !== undefined && proposed[key] !== current[key]) changes[key] = proposed[key];
  }
  return changes;
}

// ---- contacts ----------------------------------------------------------------------------------

export async function exportContactsCsv(db: Database, sellerId: number): Promise<string> {
  const rows = await db.select().from(crmContacts).where(eq(crmContacts.sellerId, sellerId)).orderBy(asc(crmContacts.id));
  return toCsv(
    CONTACT_CSV_COLUMNS,
    rows.map((row) => [row.id, row.name, row.email, row.phone, row.company, row.source, row.createdAt.toISOString()]),
  );
}

type ContactRow = typeof crmContacts.$inferSelect;

function contactFields(row: CsvRow) {
  const name = text(row, 'name', CRM_MAX_LENGTH.name, 'Name');
  const email = text(row, 'email', CRM_MAX_LENGTH.email, 'Email')?.toLowerCase();
  if (email !== undefined && !isEmail(email)) throw new RowError(CRM_FIELD_MESSAGES.email);
  const phone = text(row, 'phone', CRM_MAX_LENGTH.phone, 'Phone');
  if (phone !== undefined && !isCrmPhone(phone)) throw new RowError(CRM_FIELD_MESSAGES.phone);
  const company = text(row, 'company', CRM_MAX_LENGTH.company, 'Company');
  return { name, email, phone, company };
}

export async function importContactsCsv(db: Database, sellerId: number, table: CsvTable): Promise<CrmImportResult> {
  if (!['id', 'name', 'email', 'phone'].some((column) => table.columns.has(column))) throw badRequest(CRM_CSV_MESSAGES.contactColumns);
  return db.transaction(async (tx) => {
    const existing = await tx.select().from(crmContacts).where(eq(crmContacts.sellerId, sellerId)).orderBy(asc(crmContacts.id)).for('update');
    const byId = new Map<number, ContactRow>();
    const byEmail = new Map<string, ContactRow>();
    const byPhone = new Map<string, ContactRow>();
    const remember = (contact: ContactRow) => {
      byId.set(contact.id, contact);
      if (contact.email && !byEmail.has(contact.email.toLowerCase())) byEmail.set(contact.email.toLowerCase(), contact);
      if (contact.phone && !byPhone.has(digitsOf(contact.phone))) byPhone.set(digitsOf(contact.phone), contact);
    };
    existing.forEach(remember);

    return eachRow(table, async (row) => {
      const id = idCell(row, 'id');
      const fields = contactFields(row);
      let match: ContactRow | undefined;
      if (id !== undefined) {
        match = byId.get(id);
        if (!match) throw new RowError(CRM_CSV_MESSAGES.notYourContact(String(id)));
      } else {
        match = (fields.email && byEmail.get(fields.email)) || (fields.phone && byPhone.get(digitsOf(fields.phone))) || undefined;
      }
      if (match) {
        const changes = changedFields(match, fields);
        if (Object.keys(changes).length === 0) return 'unchanged';
        const [updated] = await tx
          .update(crmContacts)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(crmContacts.id, match.id))
          .returning();
        if (updated) remember(updated);
        return 'updated';
      }
      if (!fields.name) throw new RowError(CRM_FIELD_MESSAGES.name);
      const [added] = await tx
        .insert(crmContacts)
        .values({ sellerId, name: fields.name, email: fields.email ?? null, phone: fields.phone ?? null, company: fields.company ?? null, source: 'import' })
        .returning();
      if (added) remember(added);
      return 'added';
    });
  });
}

// ---- leads -------------------------------------------------------------------------------------

export async function exportLeadsCsv(db: Database, sellerId: number): Promise<string> {
  const rows = await db
    .select({ lead: crmLeads, contactName: crmContacts.name })
    .from(crmLeads)
    .leftJoin(crmContacts, eq(crmContacts.id, crmLeads.contactId))
    .where(eq(crmLeads.sellerId, sellerId))
    .orderBy(asc(crmLeads.id));
  return toCsv(
    LEAD_CSV_COLUMNS,
    rows.map(({ lead, contactName }) => [
      lead.id,
      lead.title,
      lead.description,
      lead.nextStep,
      lead.contactId,
      contactName,
      lead.valueAmountPaise === null ? null : (lead.valueAmountPaise / 100).toFixed(2),
      lead.stage,
      lead.listingId,
      lead.orderId,
      lead.quantity,
      lead.source,
      lead.createdAt.toISOString(),
    ]),
  );
}

type LeadRow = typeof crmLeads.$inferSelect;

interface LeadContext {
  leads: Map<number, LeadRow>;
  contactIds: Set<number>;
  contactsByEmail: Map<string, number>;
  listingIds: Set<number>;
}

function leadFields(row: CsvRow, context: LeadContext) {
  const title = text(row, 'title', CRM_MAX_LENGTH.title, 'Title');
  const description = text(row, 'description', CRM_MAX_LENGTH.description, 'Description');
  const nextStep = text(row, 'next_step', CRM_MAX_LENGTH.nextStep, 'Next step');
  const stageText = cell(row, 'stage').toLowerCase();
  if (stageText !== '' && !(LEAD_STAGES as readonly string[]).includes(stageText)) throw new RowError(CRM_FIELD_MESSAGES.stage);
  const stage = stageText === '' ? undefined : (stageText as LeadStage);
  const valueText = cell(row, 'value_amount');
  const valueAmountPaise = valueText === '' ? undefined : paiseFromText(valueText);
  if (valueAmountPaise === null || (valueAmountPaise !== undefined && valueAmountPaise < 0)) throw new RowError(CRM_FIELD_MESSAGES.value);
  const quantityText = cell(row, 'quantity');
  if (quantityText !== '' && (!/^\d{1,10}$/.test(quantityText) || Number(quantityText) < 1 || Number(quantityText) > INT4_MAX))
    throw new RowError(CRM_FIELD_MESSAGES.quantity);
  const quantity = quantityText === '' ? undefined : Number(quantityText);
  let contactId = idCell(row, 'contact_id');
  if (contactId !== undefined && !context.contactIds.has(contactId)) throw new RowError(CRM_CSV_MESSAGES.notYourContact(String(contactId)));
  const contactEmail = cell(row, 'contact_email').toLowerCase();
  if (contactId === undefined && contactEmail !== '') {
    contactId = context.contactsByEmail.get(contactEmail);
    if (contactId === undefined) throw new RowError(CRM_CSV_MESSAGES.unknownContactEmail(contactEmail));
  }
  const listingId = idCell(row, 'listing_id');
  if (listingId !== undefined && !context.listingIds.has(listingId)) throw new RowError(CRM_CSV_MESSAGES.notYourListing(String(listingId)));
  return { title, description, nextStep, stage, valueAmountPaise, quantity, contactId, listingId };
}

export async function importLeadsCsv(db: Database, sellerId: number, table: CsvTable): Promise<CrmImportResult> {
  if (!['id', 'title'].some((column) => table.columns.has(column))) throw badRequest(CRM_CSV_MESSAGES.leadColumns);
  return db.transaction(async (tx) => {
    const leads = await tx.select().from(crmLeads).where(eq(crmLeads.sellerId, sellerId)).orderBy(asc(crmLeads.id)).for('update');
    const contacts = await tx
      .select({ id: crmContacts.id, email: crmContacts.email })
      .from(crmContacts)
      .where(eq(crmContacts.sellerId, sellerId))
      .orderBy(asc(crmContacts.id));
    const ownListings = await tx.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, sellerId));
    const context: LeadContext = {
      leads: new Map(leads.map((lead) => [lead.id, lead])),
      contactIds: new Set(contacts.map((contact) => contact.id)),
      contactsByEmail: new Map(contacts.flatMap((contact) => (contact.email ? [[contact.email.toLowerCase(), contact.id] as const] : []))),
      listingIds: new Set(ownListings.map((listing) => listing.id)),
    };

    return eachRow(table, async (row) => {
      const id = idCell(row, 'id');
      const fields = leadFields(row, context);
      if (id !== undefined) {
        const match = context.leads.get(id);
        if (!match) throw new RowError(CRM_CSV_MESSAGES.notYourLead(String(id)));
        const changes = changedFields(match, fields);
        if (Object.keys(changes).length === 0) return 'unchanged';
        const [updated] = await tx
          .update(crmLeads)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(crmLeads.id, match.id))
          .returning();
        if (updated) context.leads.set(updated.id, updated);
        return 'updated';
      }
      if (!fields.title) throw new RowError(CRM_FIELD_MESSAGES.title);
      await tx.insert(crmLeads).values({
        sellerId,
        title: fields.title,
        description: fields.description ?? null,
        nextStep: fields.nextStep ?? null,
        contactId: fields.contactId ?? null,
        valueAmountPaise: fields.valueAmountPaise ?? null,
        stage: fields.stage ?? 'new',
        listingId: fields.listingId ?? null,
        quantity: fields.quantity ?? null,
        source: 'import',
      });
      return 'added';
    });
  });
}
