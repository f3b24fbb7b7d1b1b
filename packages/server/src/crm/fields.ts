import { CRM_MAX_LENGTH, isCalendarDay, isCrmPhone, isEmail } from '@nirmaan/core/pure';
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

/** The limits and the phone and date rules are core's, which the dashboard's dialogs check too. */
export { CRM_MAX_LENGTH, isCalendarDay, isCrmPhone, isEmail };
