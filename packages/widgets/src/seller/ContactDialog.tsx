import { contactInput, SELLER_MESSAGES as M, sellerApi, toContactForm, validateContactForm, type ContactForm, type CrmContact } from '@nirmaan/core';
import { TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';

export interface ContactDialogProps {
  contact: CrmContact;
  onClose: (saved: CrmContact | null) => void;
}

/** 'Edit Contact': name (required), e-mail, phone and company, pre-filled; what was typed stays when saving fails. */
export function ContactDialog({ contact, onClose }: ContactDialogProps) {
  const nameInput = useRef<HTMLInputElement>(null);
  const saved = useRef<CrmContact | null>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<ContactForm>({
    initial: toContactForm(contact),
    validate: validateContactForm,
    save: async (values) => {
      saved.current = await sellerApi.updateContact(contact.id, contactInput(values));
    },
    failureMessage: M.updateContactFailed,
    onSaved: () => onClose(saved.current),
  });
  return (
    <FormDialog
      title={M.editContact}
      initialFocusRef={nameInput}
      buttons={{ cancel: M.cancel, submit: M.save, busy: M.saving }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(null)}
    >
      <TextField ref={nameInput} label="Contact Name" required value={form.name} onValueChange={field('name')} error={errors.name} />
      <TextField label="Contact Email" type="email" value={form.email} onValueChange={field('email')} error={errors.email} />
      <TextField label="Contact Phone" type="tel" value={form.phone} onValueChange={field('phone')} error={errors.phone} />
      <TextField label="Company" value={form.company} onValueChange={field('company')} error={errors.company} />
    </FormDialog>
  );
}
