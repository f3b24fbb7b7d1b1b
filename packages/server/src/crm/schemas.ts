import { z } from 'zod';
import type {
  CrmContact,
  CrmContactInput,
  CrmImportResult,
  CrmLead,
  CrmLeadInput,
  CrmStats,
  CrmTask,
  CrmTaskInput,
  LeadConversion,
  TaskReminders,
} from '@nirmaan/core/pure';
import { LEAD_SOURCES, LEAD_STAGES, TASK_PRIORITIES, TASK_STATUSES } from '../db/schema.ts';
import { sellerOrderResponse } from '../seller/schemas.ts';
import { INT4_MAX } from '../shared/limits.ts';
import { isWholePaise, MAX_RUPEES, toPaise } from '../shared/money.ts';
import { csvRowError } from '../shared/schemas.ts';
import { CRM_FIELD_MESSAGES as M, CRM_MAX_LENGTH, isCalendarDay, isCrmPhone, isEmail } from './fields.ts';
import { CRM_LIST_LIMIT } from './records.ts';

/*
 * The zod schemas of the CRM routes (spec toolkit §3, §5, §7). POST takes the required fields
 * (contact name, lead title, task title); PUT takes any of the fields and changes only those sent
 * (a task update may carry just its status). null clears an optional field. The type checks at the
 * bottom keep requests and responses equal to core seller/sellerTypes.ts.
 */

const required = (message: string, max: number, label: string) => z.string({ error: message }).trim().min(1, message).max(max, M.tooLong(label, max));

/** Optional text: trimmed, '' and null both mean none. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(label, max))
    .nullable()
    .transform((value) => value || null);

const email = z
  .string({ error: M.email })
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || isEmail(value), M.email)
  .nullable()
  .transform((value) => value || null);

const phone = z
  .string({ error: M.phone })
  .trim()
  .refine((value) => value === '' || isCrmPhone(value), M.phone)
  .nullable()
  .transform((value) => value || null);

const reference = (field: string) =>
  z
    .number({ error: M.id(field) })
    .int(M.id(field))
    .min(1, M.id(field))
    .max(INT4_MAX, M.id(field))
    .nullable();

const valueAmount = z.number({ error: M.value }).min(0, M.value).max(MAX_RUPEES, M.value).refine(isWholePaise, M.value).transform(toPaise).nullable();

const leadQuantity = z.number({ error: M.quantity }).int(M.quantity).min(1, M.quantity).max(INT4_MAX, M.quantity).nullable();
const stage = z.enum(LEAD_STAGES, { error: M.stage });
const priority = z.enum(TASK_PRIORITIES, { error: M.priority });
const status = z.enum(TASK_STATUSES, { error: M.status });
const dueDate = z
  .string({ error: M.dueDate })
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), M.dueDate)
  .nullable()
  .transform((value) => value || null);

/** PUT bodies must change something. */
const NOTHING_TO_CHANGE = 'Nothing to change';
const changesSomething = (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined);

// ---- contacts ----------------------------------------------------------------------------------

const contactOptional = {
  email: email.optional(),
  phone: phone.optional(),
  company: optionalText(CRM_MAX_LENGTH.company, 'Company').optional(),
};
export const contactCreateBody = z.object({ name: required(M.name, CRM_MAX_LENGTH.name, 'Name'), ...contactOptional });
export const contactUpdateBody = z
  .object({ name: required(M.name, CRM_MAX_LENGTH.name, 'Name').optional(), ...contactOptional })
  .refine(changesSomething, NOTHING_TO_CHANGE);

// ---- leads -------------------------------------------------------------------------------------

const leadOptional = {
  description: optionalText(CRM_MAX_LENGTH.description, 'Description').optional(),
  next_step: optionalText(CRM_MAX_LENGTH.nextStep, 'Next step').optional(),
  contact_id: reference('contact_id').optional(),
  value_amount: valueAmount.optional(),
  listing_id: reference('listing_id').optional(),
  quantity: leadQuantity.optional(),
};
export const leadCreateBody = z.object({ title: required(M.title, CRM_MAX_LENGTH.title, 'Title'), stage: stage.optional(), ...leadOptional });
export const leadUpdateBody = z
  .object({ title: required(M.title, CRM_MAX_LENGTH.title, 'Title').optional(), stage: stage.optional(), ...leadOptional })
  .refine(changesSomething, NOTHING_TO_CHANGE);

/** ?quantity= of a conversion: optional; when given, a whole number above zero ('Invalid quantity'). */
export const convertQuery = z.object({
  quantity: z
    .string({ error: M.quantity })
    .regex(/^\d{1,10}$/, M.quantity)
    .transform(Number)
    .refine((value) => value >= 1 && value <= INT4_MAX, M.quantity)
    .optional(),
});

// ---- tasks -------------------------------------------------------------------------------------

const taskOptional = {
  description: optionalText(CRM_MAX_LENGTH.description, 'Description').optional(),
  contact_id: reference('contact_id').optional(),
  lead_id: reference('lead_id').optional(),
  due_date: dueDate.optional(),
  priority: priority.optional(),
  status: status.optional(),
};
export const taskCreateBody = z.object({ title: required(M.title, CRM_MAX_LENGTH.title, 'Title'), ...taskOptional });
export const taskUpdateBody = z
  .object({ title: required(M.title, CRM_MAX_LENGTH.title, 'Title').optional(), ...taskOptional })
  .refine(changesSomething, NOTHING_TO_CHANGE);

export const listQuery = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${CRM_LIST_LIMIT}` })
    .int()
    .min(1)
    .max(CRM_LIST_LIMIT)
    .default(CRM_LIST_LIMIT),
});

// ---- responses ---------------------------------------------------------------------------------

const source = z.enum(LEAD_SOURCES);

export const contactResponse = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  source,
  created_at: z.string(),
  updated_at: z.string(),
});

export const leadResponse = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  next_step: z.string().nullable(),
  contact_id: z.number().nullable(),
  value_amount: z.number().nullable(),
  stage: z.enum(LEAD_STAGES),
  listing_id: z.number().nullable(),
  order_id: z.number().nullable(),
  quantity: z.number().nullable(),
  source,
  partner_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const taskResponse = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  contact_id: z.number().nullable(),
  lead_id: z.number().nullable(),
  due_date: z.string().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const statsResponse = z.object({ total_contacts: z.number(), total_open_leads: z.number(), total_value_open: z.number() });

export const remindersResponse = z.object({
  due_today_count: z.number(),
  overdue_count: z.number(),
  upcoming_count: z.number(),
  due_today: z.array(taskResponse),
  overdue: z.array(taskResponse),
  upcoming: z.array(taskResponse),
});

export const importResponse = z.object({ added: z.number(), updated: z.number(), errors: z.array(csvRowError) });

export const conversionResponse = z.object({ order_id: z.number(), order: sellerOrderResponse, lead: leadResponse });

// ---- the schemas accept and answer exactly the client's types ----------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** What the client sends is what the route accepts. */
type Accepts<Client, Input> = [Client] extends [Input] ? true : false;
export type _ContactMatchesCore = Assert<Same<z.output<typeof contactResponse>, CrmContact>>;
export type _LeadMatchesCore = Assert<Same<z.output<typeof leadResponse>, CrmLead>>;
export type _TaskMatchesCore = Assert<Same<z.output<typeof taskResponse>, CrmTask>>;
export type _StatsMatchCore = Assert<Same<z.output<typeof statsResponse>, CrmStats>>;
export type _RemindersMatchCore = Assert<Same<z.output<typeof remindersResponse>, TaskReminders>>;
export type _ImportMatchesCore = Assert<Same<z.output<typeof importResponse>, CrmImportResult>>;
export type _ConversionMatchesCore = Assert<Same<z.output<typeof conversionResponse>, LeadConversion>>;
export type _ContactCreateAcceptsCore = Assert<Accepts<CrmContactInput, z.input<typeof contactCreateBody>>>;
export type _ContactUpdateAcceptsCore = Assert<Accepts<Partial<CrmContactInput>, z.input<typeof contactUpdateBody>>>;
export type _LeadCreateAcceptsCore = Assert<Accepts<CrmLeadInput, z.input<typeof leadCreateBody>>>;
export type _LeadUpdateAcceptsCore = Assert<Accepts<Partial<CrmLeadInput>, z.input<typeof leadUpdateBody>>>;
export type _TaskCreateAcceptsCore = Assert<Accepts<CrmTaskInput, z.input<typeof taskCreateBody>>>;
export type _TaskUpdateAcceptsCore = Assert<Accepts<Partial<CrmTaskInput>, z.input<typeof taskUpdateBody>>>;
