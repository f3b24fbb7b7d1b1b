import type { CrmContact, CrmLead } from '@nirmaan/core';

/** The choices of a task's 'Lead' and 'Contact' boxes: none, then the seller's leads and contacts by name. */
export function linkOptions(contacts: readonly CrmContact[], leads: readonly CrmLead[]) {
  return {
    leads: [{ value: '', label: 'No lead' }, ...leads.map((lead) => ({ value: String(lead.id), label: lead.title }))],
    contacts: [{ value: '', label: 'No contact' }, ...contacts.map((contact) => ({ value: String(contact.id), label: contact.name }))],
  };
}
