import { contactInput, SELLER_MESSAGES as M, sellerApi, toContactForm, validateContactForm, type ContactForm, type CrmContact } from '@nirmaan/core';
import { Alert, Button, Dialog, TextField } from '@nirmaan/ui';
import { useId, useRef } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { useDialogForm } from '../form-shared/useDialogForm.ts';

export interface ContactDialogProps {
  contact: CrmContact;
  onClose: (saved: CrmContact | null) => void;
}

/** 'Edit Contact': name (required), e-mail, phone and company, pre-filled; what was typed stays when saving fails. */
export function ContactDialog({ contact, onClose }: ContactDialogProps) {
  const formId = useId();
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
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(null)}
      title={M.editContact}
      closeLabel="Close"
      initialFocusRef={nameInput}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(null)}>
            {M.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={busy} busyLabel={M.saving}>
            {M.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField ref={nameInput} label="Contact Name" required value={form.name} onValueChange={field('name')} error={errors.name} />
        <TextField label="Contact Email" type="email" value={form.email} onValueChange={field('email')} error={errors.email} />
        <TextField label="Contact Phone" type="tel" value={form.phone} onValueChange={field('phone')} error={errors.phone} />
        <TextField label="Company" value={form.company} onValueChange={field('company')} error={errors.company} />
      </form>
    </Dialog>
  );
}
