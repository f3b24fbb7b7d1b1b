import {
  capitalised,
  SELLER_MESSAGES as M,
  sellerApi,
  TASK_PRIORITIES,
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
import { linkOptions } from './crmOptions.ts';

const PRIORITY_OPTIONS = TASK_PRIORITIES.map((priority) => ({ value: priority, label: capitalised(priority) }));

export interface TaskDialogProps {
  task: CrmTask;
  contacts: readonly CrmContact[];
  leads: readonly CrmLead[];
  onClose: (saved: CrmTask | null) => void;
}

/** 'Edit Task': title, the contact and lead it is about, due date, priority and done, pre-filled; what was typed stays when saving fails. */
export function TaskDialog({ task, contacts, leads, onClose }: TaskDialogProps) {
  const titleInput = useRef<HTMLInputElement>(null);
  const saved = useRef<CrmTask | null>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<TaskForm>({
    initial: toTaskForm(task),
    validate: validateTaskForm,
    save: async (values) => {
      saved.current = await sellerApi.updateTask(task.id, taskInput(values));
    },
    failureMessage: M.updateTaskFailed,
    onSaved: () => onClose(saved.current),
  });
  const options = linkOptions(contacts, leads);
  return (
    <FormDialog
      title={M.editTask}
      initialFocusRef={titleInput}
      buttons={{ cancel: M.cancel, submit: M.save, busy: M.saving }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(null)}
    >
      <TextField ref={titleInput} label="Task Title" required value={form.title} onValueChange={field('title')} error={errors.title} />
      <div className={formStyles.pair}>
        <Select label="Lead" value={form.lead} options={options.leads} onValueChange={field('lead')} />
        <Select label="Contact" value={form.contact} options={options.contacts} onValueChange={field('contact')} />
        <TextField label="Due Date" type="date" value={form.due} onValueChange={field('due')} error={errors.due} />
        <Select<TaskPriority> label="Priority" value={form.priority} options={PRIORITY_OPTIONS} onValueChange={field('priority')} />
      </div>
      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={form.status === 'completed'} onChange={(event) => field('status')(event.target.checked ? 'completed' : 'open')} />
        Done
      </label>
    </FormDialog>
  );
}
