import {
  capitalised,
  LEAD_STAGES,
  leadInput,
  SELLER_MESSAGES as M,
  sellerApi,
  toLeadForm,
  validateLeadForm,
  type CrmContact,
  type CrmLead,
  type LeadForm,
  type LeadStage,
} from '@nirmaan/core';
import { Select, TextAreaField, TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';

const STAGE_OPTIONS = LEAD_STAGES.map((stage) => ({ value: stage, label: capitalised(stage) }));

export interface LeadDialogProps {
  lead: CrmLead;
  contacts: readonly CrmContact[];
  onClose: (saved: CrmLead | null) => void;
}

/** 'Edit Lead': title, stage, value (rupees), contact, description and next step, pre-filled; what was typed stays when saving fails. */
export function LeadDialog({ lead, contacts, onClose }: LeadDialogProps) {
  const titleInput = useRef<HTMLInputElement>(null);
  const saved = useRef<CrmLead | null>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<LeadForm>({
    initial: toLeadForm(lead),
    validate: validateLeadForm,
    save: async (values) => {
      saved.current = await sellerApi.updateLead(lead.id, leadInput(values));
    },
    failureMessage: M.updateLeadFailed,
    onSaved: () => onClose(saved.current),
  });
  const contactOptions = [{ value: '', label: 'No contact' }, ...contacts.map((contact) => ({ value: String(contact.id), label: contact.name }))];
  return (
    <FormDialog
      title={M.editLead}
      initialFocusRef={titleInput}
      buttons={{ cancel: M.cancel, submit: M.save, busy: M.saving }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(null)}
    >
      <TextField ref={titleInput} label="Lead Title" required value={form.title} onValueChange={field('title')} error={errors.title} />
      <div className={formStyles.pair}>
        <Select<LeadStage> label="Stage" value={form.stage} options={STAGE_OPTIONS} onValueChange={field('stage')} />
        <TextField label="Value (₹)" inputMode="decimal" value={form.value} onValueChange={field('value')} error={errors.value} />
      </div>
      <Select label="Contact" value={form.contact} options={contactOptions} onValueChange={field('contact')} />
      <TextAreaField label="Description" rows={3} value={form.description} onValueChange={field('description')} error={errors.description} />
      <TextField label="Next Step" value={form.nextStep} onValueChange={field('nextStep')} error={errors.nextStep} />
    </FormDialog>
  );
}
