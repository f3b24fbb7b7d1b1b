import { LEAD_STAGES, TASK_PRIORITIES, type CrmContact, type CrmLead, type CrmTask } from '@nirmaan/core';
import type { SellerDashboardMessages } from './sellerDashboardMessages.ts';

/** The choices of a 'Contact' box: none, then the seller's contacts by name. */
export function contactOptions(messages: SellerDashboardMessages, contacts: readonly CrmContact[]) {
  return [{ value: '', label: messages['crm.noContact']() }, ...contacts.map((contact) => ({ value: String(contact.id), label: contact.name }))];
}

/** The choices of a task's 'Lead' and 'Contact' boxes: none, then the seller's leads and contacts by name. */
export function linkOptions(messages: SellerDashboardMessages, contacts: readonly CrmContact[], leads: readonly CrmLead[]) {
  return {
    leads: [{ value: '', label: messages['crm.noLead']() }, ...leads.map((lead) => ({ value: String(lead.id), label: lead.title }))],
    contacts: contactOptions(messages, contacts),
  };
}

/** The stages a lead can be at, named in the dashboard's language. */
export function stageOptions(messages: SellerDashboardMessages) {
  return LEAD_STAGES.map((stage) => ({ value: stage, label: messages['crm.leadStage']({ stage }) }));
}

/** A task's priorities, named in the dashboard's language. */
export function priorityOptions(messages: SellerDashboardMessages) {
  return TASK_PRIORITIES.map((priority) => ({ value: priority, label: messages['crm.priorityLevel']({ priority }) }));
}

/** What a task is about, as its card says it ('Lead: 200 bags · Contact: Anand'); '' when it is linked to nothing (or to a deleted record). */
export function taskLinks(
  messages: SellerDashboardMessages,
  task: Pick<CrmTask, 'contact_id' | 'lead_id'>,
  contacts: readonly CrmContact[],
  leads: readonly CrmLead[],
): string {
  const lead = leads.find((candidate) => candidate.id === task.lead_id);
  const contact = contacts.find((candidate) => candidate.id === task.contact_id);
  return [lead && messages['crm.linkLead']({ title: lead.title }), contact && messages['crm.linkContact']({ name: contact.name })].filter(Boolean).join(' · ');
}
