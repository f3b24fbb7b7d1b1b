import { isEmail } from '../rules/email.ts';
import { addError, type FieldErrors } from '../rules/types.ts';
import { SELLER_MESSAGES as M } from './sellerMessages.ts';
import type { CrmContact, CrmContactInput, CrmLead, CrmLeadInput, CrmTask, CrmTaskInput, LeadStage, TaskPriority, TaskStatus } from './sellerTypes.ts';

/*
 * The CRM's edit dialogs (issue 28): a contact, a lead (stage, description, value, next step) and
 * a task (linked to a contact or a lead, due date, done). Each form holds the boxes' text; the
 * checks are the server's (packages/server/src/crm/fields.ts uses the same limits and phone rule),
 * so the dialog says what is wrong before the server has to.
 */

/** The longest text each CRM field keeps (the server refuses longer). */
export const CRM_MAX_LENGTH = { name: 120, email: 254, phone: 20, company: 160, title: 200, description: 2000, nextStep: 300 } as const;

/** Digits with an optional leading +, spaces, dashes or brackets; 6 to 15 digits (landlines and mobiles). */
export function isCrmPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** A real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The most a lead's value may be: its column holds paise in a 4-byte integer (the server's MAX_RUPEES). */
export const MAX_LEAD_VALUE_RUPEES = 21_474_836.47;

/** Rupees of 0 or more with at most 2 decimals, as typed ('1,20,000.50' is fine); null when it is not one. */
export function rupeesFromText(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) && value <= MAX_LEAD_VALUE_RUPEES ? value : null;
}

const orNull = (text: string) => text.trim() || null;
const idOrNull = (text: string) => (text === '' ? null : Number(text));
const tooLong = (text: string, max: number, label: string) => (text.trim().length > max ? M.tooLong(label, max) : null);

// ---- contact -----------------------------------------------------------------------------------

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  company: string;
}

export function toContactForm(contact: CrmContact): ContactForm {
  return { name: contact.name, email: contact.email ?? '', phone: contact.phone ?? '', company: contact.company ?? '' };
}

export function validateContactForm(form: ContactForm): FieldErrors<keyof ContactForm> {
  const errors: FieldErrors<keyof ContactForm> = {};
  addError(errors, 'name', form.name.trim() === '' ? M.contactNameRequired : tooLong(form.name, CRM_MAX_LENGTH.name, 'Name'));
  addError(errors, 'email', form.email.trim() === '' || isEmail(form.email) ? null : M.crmEmailInvalid);
  addError(errors, 'phone', form.phone.trim() === '' || isCrmPhone(form.phone.trim()) ? null : M.crmPhoneInvalid);
  addError(errors, 'company', tooLong(form.company, CRM_MAX_LENGTH.company, 'Company'));
  return errors;
}

/** What PUT /crm/contacts/:id receives: every field, an empty box as none. */
export function contactInput(form: ContactForm): CrmContactInput {
  return { name: form.name.trim(), email: orNull(form.email), phone: orNull(form.phone), company: orNull(form.company) };
}

// ---- lead --------------------------------------------------------------------------------------

export interface LeadForm {
  title: string;
  stage: LeadStage;
  /** Rupees, as typed. */
  value: string;
  /** A contact's id, or '' for none. */
  contact: string;
  description: string;
  nextStep: string;
}

export function toLeadForm(lead: CrmLead): LeadForm {
  return {
    title: lead.title,
    stage: lead.stage,
    value: lead.value_amount === null ? '' : String(lead.value_amount),
    contact: lead.contact_id === null ? '' : String(lead.contact_id),
    description: lead.description ?? '',
    nextStep: lead.next_step ?? '',
  };
}

export function validateLeadForm(form: LeadForm): FieldErrors<keyof LeadForm> {
  const errors: FieldErrors<keyof LeadForm> = {};
  addError(errors, 'title', form.title.trim() === '' ? M.leadTitleRequired : tooLong(form.title, CRM_MAX_LENGTH.title, 'Title'));
  addError(errors, 'value', form.value.trim() === '' || rupeesFromText(form.value) !== null ? null : M.leadValueInvalid);
  addError(errors, 'description', tooLong(form.description, CRM_MAX_LENGTH.description, 'Description'));
  addError(errors, 'nextStep', tooLong(form.nextStep, CRM_MAX_LENGTH.nextStep, 'Next step'));
  return errors;
}

/** What PUT /crm/leads/:id receives from the dialog (its listing and quantity stay as they are). */
export function leadInput(form: LeadForm): Required<Pick<CrmLeadInput, 'title' | 'stage' | 'value_amount' | 'contact_id' | 'description' | 'next_step'>> {
  return {
    title: form.title.trim(),
    stage: form.stage,
    value_amount: form.value.trim() === '' ? null : rupeesFromText(form.value),
    contact_id: idOrNull(form.contact),
    description: orNull(form.description),
    next_step: orNull(form.nextStep),
  };
}

// ---- task --------------------------------------------------------------------------------------

export interface TaskForm {
  title: string;
  /** 'YYYY-MM-DD' or ''. */
  due: string;
  priority: TaskPriority;
  status: TaskStatus;
  /** The linked contact's and lead's ids, or '' for none. */
  contact: string;
  lead: string;
}

export function emptyTaskForm(): TaskForm {
  return { title: '', due: '', priority: 'medium', status: 'open', contact: '', lead: '' };
}

export function toTaskForm(task: CrmTask): TaskForm {
  return {
    title: task.title,
    due: task.due_date ?? '',
    priority: task.priority,
    status: task.status,
    contact: task.contact_id === null ? '' : String(task.contact_id),
    lead: task.lead_id === null ? '' : String(task.lead_id),
  };
}

export function validateTaskForm(form: TaskForm): FieldErrors<keyof TaskForm> {
  const errors: FieldErrors<keyof TaskForm> = {};
  addError(errors, 'title', form.title.trim() === '' ? M.taskTitleRequired : tooLong(form.title, CRM_MAX_LENGTH.title, 'Title'));
  addError(errors, 'due', form.due === '' || isCalendarDay(form.due) ? null : M.taskDueInvalid);
  return errors;
}

/** What POST /crm/tasks and PUT /crm/tasks/:id receive. */
export function taskInput(form: TaskForm): Required<Pick<CrmTaskInput, 'title' | 'due_date' | 'priority' | 'status' | 'contact_id' | 'lead_id'>> {
  return {
    title: form.title.trim(),
    due_date: form.due || null,
    priority: form.priority,
    status: form.status,
    contact_id: idOrNull(form.contact),
    lead_id: idOrNull(form.lead),
  };
}

/** What a task is about, as its card says it: 'Lead: 200 bags · Contact: Anand'; '' when it is linked to nothing (or to a deleted record). */
export function taskLinkText(
  task: Pick<CrmTask, 'contact_id' | 'lead_id'>,
  contacts: readonly Pick<CrmContact, 'id' | 'name'>[],
  leads: readonly Pick<CrmLead, 'id' | 'title'>[],
): string {
  const lead = leads.find((candidate) => candidate.id === task.lead_id);
  const contact = contacts.find((candidate) => candidate.id === task.contact_id);
  return [lead && `Lead: ${lead.title}`, contact && `Contact: ${contact.name}`].filter(Boolean).join(' · ');
}
