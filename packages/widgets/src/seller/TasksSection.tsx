import {
  canCompleteTask,
  capitalised,
  formatOrderDate,
  requiredText,
  SELLER_MESSAGES,
  sellerApi,
  sellerErrorMessage,
  TASK_PRIORITIES,
  taskLinkText,
  type CrmContact,
  type CrmLead,
  type CrmTask,
  type TaskPriority,
} from '@nirmaan/core';
import { Alert, Badge, Button, EmptyState, Select, Spinner, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { CrmDeleteButton } from './CrmDeleteButton.tsx';
import { linkOptions } from './crmOptions.ts';
import { TaskDialog } from './TaskDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { useDeletionNotice } from './useDeletionNotice.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import type { DashboardData } from '../dashboard-shared/useDashboardData.ts';

const EMPTY = { title: '', due: '', priority: 'medium' as TaskPriority, lead: '', contact: '' };
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((priority) => ({ value: priority, label: capitalised(priority) }));

export interface TasksSectionProps {
  tasks: DashboardData<CrmTask[]>;
  contacts: readonly CrmContact[];
  leads: readonly CrmLead[];
  onChanged: () => void;
}

/** CRM tasks: the list (with the lead and contact each is about), 'Mark Completed' (open tasks only), Edit, and an add form (title required). */
export function TasksSection({ tasks, contacts, leads, onChanged }: TasksSectionProps) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<CrmTask | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { headingRef, deletedNotice, announceDeleted, clearDeleted } = useDeletionNotice();
  const changed = () => {
    tasks.reload();
    onChanged();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredText(form.title, SELLER_MESSAGES.taskTitleRequired);
    setError(missing);
    if (missing) return;
    setSaving(true);
    setProblem(null);
    clearDeleted();
    try {
      await sellerApi.createTask({
        title: form.title.trim(),
        due_date: form.due || null,
        priority: form.priority,
        lead_id: form.lead ? Number(form.lead) : null,
        contact_id: form.contact ? Number(form.contact) : null,
      });
      setForm(EMPTY);
      changed();
    } catch (failure) {
      setProblem(sellerErrorMessage(failure, SELLER_MESSAGES.createTaskFailed));
    } finally {
      setSaving(false);
    }
  };

  const complete = async (task: CrmTask) => {
    setProblem(null);
    try {
      await sellerApi.updateTask(task.id, { status: 'completed' });
      changed();
    } catch {
      setProblem(SELLER_MESSAGES.statusFailed);
    }
  };

  const list = tasks.value ?? [];
  const options = linkOptions(contacts, leads);
  return (
    <section className={styles.panel} aria-labelledby="crm-tasks">
      <h3 id="crm-tasks" ref={headingRef} tabIndex={-1} className={styles.subheading}>
        Tasks
      </h3>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Add task">
        <div className={formStyles.pair}>
          <TextField
            label="Task Title"
            required
            value={form.title}
            onValueChange={(title) => setForm((current) => ({ ...current, title }))}
            error={error ?? undefined}
          />
          <TextField label="Due Date" type="date" value={form.due} onValueChange={(due) => setForm((current) => ({ ...current, due }))} />
          <Select
            label="Priority"
            value={form.priority}
            options={PRIORITY_OPTIONS}
            onValueChange={(priority) => setForm((current) => ({ ...current, priority }))}
          />
          <Select label="Lead" value={form.lead} options={options.leads} onValueChange={(lead) => setForm((current) => ({ ...current, lead }))} />
          <Select
            label="Contact"
            value={form.contact}
            options={options.contacts}
            onValueChange={(contact) => setForm((current) => ({ ...current, contact }))}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="small" busy={saving} busyLabel="Saving...">
            Add Task
          </Button>
        </div>
      </form>
      {problem && <Alert tone="error">{problem}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {deletedNotice && <Alert tone="success">{deletedNotice}</Alert>}
      {editing && (
        <TaskDialog
          task={editing}
          contacts={contacts}
          leads={leads}
          onClose={(saved) => {
            setEditing(null);
            if (!saved) return;
            setNotice(SELLER_MESSAGES.saved(saved.title));
            changed();
          }}
        />
      )}
      {tasks.status === 'failed' && <LoadFailed onRetry={tasks.reload} />}
      {tasks.status === 'loading' && !tasks.value && <Spinner label="Loading tasks" />}
      {tasks.value && list.length === 0 && <EmptyState headingLevel={4} title="No tasks yet" />}
      {list.length > 0 && (
        <ul className={cardStyles.cards} aria-label="Tasks">
          {list.map((task) => (
            <li key={task.id} className={cardStyles.card}>
              <div className={cardStyles.cardHeader}>
                <strong>{task.title}</strong>
                <Badge tone={task.status === 'completed' ? 'success' : 'warning'}>{capitalised(task.status)}</Badge>
              </div>
              {taskLinkText(task, contacts, leads) && <span>{taskLinkText(task, contacts, leads)}</span>}
              <span className={styles.muted}>
                {capitalised(task.priority)} priority{task.due_date ? ` · Due ${formatOrderDate(`${task.due_date}T00:00:00`)}` : ''}
              </span>
              <div className={styles.actions}>
                {canCompleteTask(task) && (
                  <Button variant="secondary" size="small" aria-label={`Mark Completed: ${task.title}`} onClick={() => void complete(task)}>
                    Mark Completed
                  </Button>
                )}
                <Button variant="secondary" size="small" aria-label={`Edit ${task.title}`} onClick={() => setEditing(task)}>
                  Edit
                </Button>
                <CrmDeleteButton
                  record="task"
                  name={task.title}
                  onDelete={() => sellerApi.deleteTask(task.id)}
                  onDeleted={() => {
                    announceDeleted(task.title);
                    changed();
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
