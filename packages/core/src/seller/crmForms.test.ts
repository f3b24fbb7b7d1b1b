import { describe, expect, it } from 'vitest';
import {
  contactInput,
  emptyTaskForm,
  leadInput,
  MAX_LEAD_VALUE_RUPEES,
  rupeesFromText,
  taskInput,
  taskLinkText,
  toContactForm,
  toLeadForm,
  toTaskForm,
  validateContactForm,
  validateLeadForm,
  validateTaskForm,
} from './crmForms.ts';
import { SELLER_MESSAGES } from './sellerMessages.ts';
import type { CrmContact, CrmLead, CrmTask } from './sellerTypes.ts';

const AT = '2026-11-20T10:00:00Z';
const contact: CrmContact = { id: 4, name: 'Anand', email: null, phone: '+91 98123 00001', company: null, source: 'manual', created_at: AT, updated_at: AT };
const lead: CrmLead = {
  id: 9,
  title: 'Cement for villa',
  description: null,
  next_step: 'Call on Monday',
  contact_id: 4,
  value_amount: 125000.5,
  stage: 'qualified',
  listing_id: null,
  order_id: null,
  quantity: null,
  source: 'manual',
  partner_id: null,
  created_at: AT,
  updated_at: AT,
};
const task: CrmTask = {
  id: 2,
  title: 'Site visit',
  description: null,
  contact_id: null,
  lead_id: 9,
  due_date: '2026-11-25',
  priority: 'high',
  status: 'open',
  completed_at: null,
  created_at: AT,
  updated_at: AT,
};

describe('CRM edit forms', () => {
  it('fills a contact form from the record and sends empty boxes as none', () => {
    const form = toContactForm(contact);
    expect(form).toEqual({ name: 'Anand', email: '', phone: '+91 98123 00001', company: '' });
    expect(validateContactForm(form)).toEqual({});
    expect(contactInput({ ...form, name: '  Anand B ', company: ' ' })).toEqual({ name: 'Anand B', email: null, phone: '+91 98123 00001', company: null });
  });

  it('says which contact box is wrong: no name, a bad e-mail, a bad phone, an overlong company', () => {
    expect(validateContactForm({ name: ' ', email: 'anand@', phone: '12', company: 'x'.repeat(161) })).toEqual({
      name: SELLER_MESSAGES.contactNameRequired,
      email: SELLER_MESSAGES.crmEmailInvalid,
      phone: SELLER_MESSAGES.crmPhoneInvalid,
      company: 'Company must be at most 160 characters',
    });
  });

  it('fills a lead form with stage, value, contact, description and next step, and sends them back', () => {
    const form = toLeadForm(lead);
    expect(form).toEqual({ title: 'Cement for villa', stage: 'qualified', value: '125000.5', contact: '4', description: '', nextStep: 'Call on Monday' });
    expect(leadInput({ ...form, value: '1,30,000', description: ' 40 bags OPC ', nextStep: '', contact: '', stage: 'proposal' })).toEqual({
      title: 'Cement for villa',
      stage: 'proposal',
      value_amount: 130000,
      contact_id: null,
      description: '40 bags OPC',
      next_step: null,
    });
    expect(leadInput({ ...form, value: ' ' }).value_amount).toBeNull();
  });

  it('refuses a lead without a title, a value that is not rupees, and an overlong next step', () => {
    const errors = validateLeadForm({ ...toLeadForm(lead), title: '', value: '12.345', nextStep: 'x'.repeat(301) });
    expect(errors).toEqual({
      title: SELLER_MESSAGES.leadTitleRequired,
      value: SELLER_MESSAGES.leadValueInvalid,
      nextStep: 'Next step must be at most 300 characters',
    });
    for (const bad of ['-5', 'abc', '1e5', String(MAX_LEAD_VALUE_RUPEES + 1)]) expect(rupeesFromText(bad), bad).toBeNull();
    expect(rupeesFromText('0')).toBe(0);
  });

  it('fills a task form with its links, due date and status; an empty link is none', () => {
    const form = toTaskForm(task);
    expect(form).toEqual({ title: 'Site visit', due: '2026-11-25', priority: 'high', status: 'open', contact: '', lead: '9' });
    expect(taskInput({ ...form, status: 'completed', contact: '4', due: '' })).toEqual({
      title: 'Site visit',
      due_date: null,
      priority: 'high',
      status: 'completed',
      contact_id: 4,
      lead_id: 9,
    });
    expect(validateTaskForm(emptyTaskForm())).toEqual({ title: SELLER_MESSAGES.taskTitleRequired });
    expect(validateTaskForm({ ...form, due: '2026-02-30' })).toEqual({ due: SELLER_MESSAGES.taskDueInvalid });
  });

  it('names what a task is linked to, skipping a link to a record that is gone', () => {
    expect(taskLinkText({ lead_id: 9, contact_id: 4 }, [contact], [lead])).toBe('Lead: Cement for villa · Contact: Anand');
    expect(taskLinkText({ lead_id: 9, contact_id: null }, [contact], [lead])).toBe('Lead: Cement for villa');
    expect(taskLinkText({ lead_id: 77, contact_id: null }, [contact], [lead])).toBe('');
  });
});
