import { contactInput, sellerApi, toContactForm, validateContactForm, type ContactForm, type CrmContact } from '@nirmaan/core';
import { TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';
import { crmFormCheck } from './crmCoreText.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

export interface ContactDialogProps {
  contact: CrmContact;
  onClose: (saved: CrmContact | null) => void;
}

/** 'Edit Contact': name (required), e-mail, phone and company, pre-filled; what was typed stays when saving fails. */
export function ContactDialog({ contact, onClose }: ContactDialogProps) {
  const { messages } = useMessages(sellerDashboardCatalogue);
  const nameInput = useRef<HTMLInputElement>(null);
  const saved = useRef<CrmContact | null>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<ContactForm>({
    initial: toContactForm(contact),
    validate: crmFormCheck(messages, validateContactForm),
    save: async (values) => {
      saved.current = await sellerApi.updateContact(contact.id, contactInput(values));
    },
    failureMessage: messages['crm.updateContactFailed'](),
    onSaved: () => onClose(saved.current),
  });
  return (
    <FormDialog
      title={messages['crm.editContact']()}
      closeLabel={messages.close()}
      initialFocusRef={nameInput}
      buttons={{ cancel: messages.cancel(), submit: messages['crm.save'](), busy: messages.saving() }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(null)}
    >
      <TextField ref={nameInput} label={messages['crm.contactName']()} required value={form.name} onValueChange={field('name')} error={errors.name} />
      <TextField label={messages['crm.contactEmail']()} type="email" value={form.email} onValueChange={field('email')} error={errors.email} />
      <TextField label={messages['crm.contactPhone']()} type="tel" value={form.phone} onValueChange={field('phone')} error={errors.phone} />
      <TextField label={messages['crm.company']()} value={form.company} onValueChange={field('company')} error={errors.company} />
    </FormDialog>
  );
}
