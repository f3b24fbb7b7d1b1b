import { isEmail } from '@nirmaan/core/pure';
import { LEAD_STAGES, TASK_PRIORITIES, TASK_STATUSES } from '../db/schema.ts';

/**
 * The CRM's field rules, shared by the JSON routes (schemas.ts) and the CSV import, so a value
 * the form refuses is refused in a file too. Spec toolkit §5: contact name, lead title and task
 * title are required; a lead's quantity must be greater than zero ('Invalid quantity').
 */
export const CRM_FIELD_MESSAGES = {
  name: 'Name is required',
  title: 'Title is required',
  email: 'Email is invalid',
  phone: 'Please enter a valid phone number',
  stage: `Stage must be one of ${LEAD_STAGES.join(', ')}`,
  priority: `Priority must be one of ${TASK_PRIORITIES.join(', ')}`,
  status: `Status must be one of ${TASK_STATUSES.join(', ')}`,
  value: 'Value must be an amount in rupees of 0 or more, with at most 2 decimals',
  quantity: 'Invalid quantity',
  dueDate: 'Due date must be a date (YYYY-MM-DD)',
  id: (field: string) => `${field} must be a positive whole number`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

export const CRM_MAX_LENGTH = { name: 120, email: 254, phone: 20, company: 160, title: 200, description: 2000, nextStep: 300 } as const;

/** Digits with an optional leading +, spaces, dashes or brackets; 6 to 15 digits (landlines and mobiles). */
export function isCrmPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

export { isEmail };

/** A real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
