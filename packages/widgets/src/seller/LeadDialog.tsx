import { leadInput, sellerApi, toLeadForm, validateLeadForm, type CrmContact, type CrmLead, type LeadForm, type LeadStage } from '@nirmaan/core';
import { Select, TextAreaField, TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';
import { contactOptions, stageOptions } from './crmOptions.ts';
import { crmFormCheck } from './crmCoreText.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

export interface LeadDialogProps {
  lead: CrmLead;
  contacts: readonly CrmContact[];
  onClose: (saved: CrmLead | null) => void;
}

/** 'Edit Lead': title, stage, value (rupees), contact, description and next step, pre-filled; what was typed stays when saving fails. */
export function LeadDialog({ lead, contacts, onClose }: LeadDialogProps) {
  const { messages } = useMessages(sellerDashboardCatalogue);
  const titleInput = useRef<HTMLInputElement>(null);
  const saved = useRef<CrmLead | null>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<LeadForm>({
    initial: toLeadForm(lead),
    validate: crmFormCheck(messages, validateLeadForm),
    save: async (values) => {
      saved.current = await sellerApi.updateLead(lead.id, leadInput(values));
    },
    failureMessage: messages['crm.updateLeadFailed'](),
    onSaved: () => onClose(saved.current),
  });
  return (
    <FormDialog
      title={messages['crm.editLead']()}
      closeLabel={messages.close()}
      initialFocusRef={titleInput}
      buttons={{ cancel: messages.cancel(), submit: messages['crm.save'](), busy: messages.saving() }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(null)}
    >
      <TextField ref={titleInput} label={messages['crm.leadTitle']()} required value={form.title} onValueChange={field('title')} error={errors.title} />
      <div className={formStyles.pair}>
        <Select<LeadStage> label={messages['crm.stage']()} value={form.stage} options={stageOptions(messages)} onValueChange={field('stage')} />
        <TextField label={messages['crm.value']()} inputMode="decimal" value={form.value} onValueChange={field('value')} error={errors.value} />
      </div>
      <Select label={messages['crm.contact']()} value={form.contact} options={contactOptions(messages, contacts)} onValueChange={field('contact')} />
      <TextAreaField label={messages['crm.description']()} rows={3} value={form.description} onValueChange={field('description')} error={errors.description} />
      <TextField label={messages['crm.nextStepLabel']()} value={form.nextStep} onValueChange={field('nextStep')} error={errors.nextStep} />
    </FormDialog>
  );
}
