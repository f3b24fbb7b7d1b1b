import {
  sellerApi,
  taskInput,
  toTaskForm,
  validateTaskForm,
  type CrmContact,
  type CrmLead,
  type CrmTask,
  type TaskForm,
  type TaskPriority,
} from '@nirmaan/core';
import { Select, TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';
import { linkOptions, priorityOptions } from './crmOptions.ts';
import { crmFormCheck } from './crmCoreText.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

export interface TaskDialogProps {
  task: CrmTask;
  contacts: readonly CrmContact[];
  leads: readonly CrmLead[];
  onClose: (saved: CrmTask | null) => void;
}

/** 'Edit Task': title, the contact and lead it is about, due date, priority and done, pre-filled; what was typed stays when saving fails. */
export function TaskDialog({ task, contacts, leads, onClose }: TaskDialogProps) {
  const { messages } = useMessages(sellerDashboardCatalogue);
  const titleInput = useRef<HTMLInputElement>(null);
  const saved = useRef<CrmTask | null>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<TaskForm>({
    initial: toTaskForm(task),
    validate: crmFormCheck(messages, validateTaskForm),
    save: async (values) => {
      saved.current = await sellerApi.updateTask(task.id, taskInput(values));
    },
    failureMessage: messages['crm.updateTaskFailed'](),
    onSaved: () => onClose(saved.current),
  });
  const options = linkOptions(messages, contacts, leads);
  return (
    <FormDialog
      title={messages['crm.editTask']()}
      closeLabel={messages.close()}
      initialFocusRef={titleInput}
      buttons={{ cancel: messages.cancel(), submit: messages['crm.save'](), busy: messages.saving() }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(null)}
    >
      <TextField ref={titleInput} label={messages['crm.taskTitle']()} required value={form.title} onValueChange={field('title')} error={errors.title} />
      <div className={formStyles.pair}>
        <Select label={messages['crm.lead']()} value={form.lead} options={options.leads} onValueChange={field('lead')} />
        <Select label={messages['crm.contact']()} value={form.contact} options={options.contacts} onValueChange={field('contact')} />
        <TextField label={messages['crm.dueDate']()} type="date" value={form.due} onValueChange={field('due')} error={errors.due} />
        <Select<TaskPriority> label={messages['crm.priority']()} value={form.priority} options={priorityOptions(messages)} onValueChange={field('priority')} />
      </div>
      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={form.status === 'completed'} onChange={(event) => field('status')(event.target.checked ? 'completed' : 'open')} />
        {messages['crm.done']()}
      </label>
    </FormDialog>
  );
}
