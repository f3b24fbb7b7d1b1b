import {
  canCompleteTask,
  localeFormat,
  requiredText,
  sellerApi,
  sellerErrorMessage,
  type CrmContact,
  type CrmLead,
  type CrmTask,
  type TaskPriority,
} from '@nirmaan/core';
import { Alert, Badge, Button, EmptyState, Select, Spinner, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { CrmDeleteButton } from './CrmDeleteButton.tsx';
import { linkOptions, priorityOptions, taskLinks } from './crmOptions.ts';
import { TaskDialog } from './TaskDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { useDeletionNotice } from './useDeletionNotice.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import type { DashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';
import { shownDay } from './shownDay.ts';

const EMPTY = { title: '', due: '', priority: 'medium' as TaskPriority, lead: '', contact: '' };

export interface TasksSectionProps {
  tasks: DashboardData<CrmTask[]>;
  contacts: readonly CrmContact[];
  leads: readonly CrmLead[];
  onChanged: () => void;
}

/** CRM tasks: the list (with the lead and contact each is about), 'Mark Completed' (open tasks only), Edit, and an add form (title required). */
export function TasksSection({ tasks, contacts, leads, onChanged }: TasksSectionProps) {
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
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
    const missing = requiredText(form.title, messages['crm.taskTitleRequired']());
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
      setProblem(sellerErrorMessage(failure, messages['crm.createTaskFailed']()));
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
      setProblem(messages['crm.statusFailed']());
    }
  };

  const list = tasks.value ?? [];
  const options = linkOptions(messages, contacts, leads);
  return (
    <section className={styles.panel} aria-labelledby="crm-tasks">
      <h3 id="crm-tasks" ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {messages['crm.tasks']()}
      </h3>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={messages['crm.addTaskForm']()}>
        <div className={formStyles.pair}>
          <TextField
            label={messages['crm.taskTitle']()}
            required
            value={form.title}
            onValueChange={(title) => setForm((current) => ({ ...current, title }))}
            error={error ?? undefined}
          />
          <TextField label={messages['crm.dueDate']()} type="date" value={form.due} onValueChange={(due) => setForm((current) => ({ ...current, due }))} />
          <Select
            label={messages['crm.priority']()}
            value={form.priority}
            options={priorityOptions(messages)}
            onValueChange={(priority) => setForm((current) => ({ ...current, priority }))}
          />
          <Select
            label={messages['crm.lead']()}
            value={form.lead}
            options={options.leads}
            onValueChange={(lead) => setForm((current) => ({ ...current, lead }))}
          />
          <Select
            label={messages['crm.contact']()}
            value={form.contact}
            options={options.contacts}
            onValueChange={(contact) => setForm((current) => ({ ...current, contact }))}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="small" busy={saving} busyLabel={messages.saving()}>
            {messages['crm.addTask']()}
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
            setNotice(messages['crm.saved']({ name: saved.title }));
            changed();
          }}
        />
      )}
      {tasks.status === 'failed' && <LoadFailed onRetry={tasks.reload} />}
      {tasks.status === 'loading' && !tasks.value && <Spinner label={messages['crm.tasksLoading']()} />}
      {tasks.value && list.length === 0 && <EmptyState headingLevel={4} title={messages['crm.noTasks']()} />}
      {list.length > 0 && (
        <ul className={cardStyles.cards} aria-label={messages['crm.tasks']()}>
          {list.map((task) => (
            <li key={task.id} className={cardStyles.card}>
              <div className={cardStyles.cardHeader}>
                <strong>{task.title}</strong>
                <Badge tone={task.status === 'completed' ? 'success' : 'warning'}>{messages['crm.taskStatus']({ status: task.status })}</Badge>
              </div>
              {taskLinks(messages, task, contacts, leads) && <span>{taskLinks(messages, task, contacts, leads)}</span>}
              <span className={styles.muted}>
                {[
                  messages['crm.taskPriority']({ priority: task.priority }),
                  task.due_date && messages['crm.taskDue']({ date: shownDay(localeFormat(locale), task.due_date) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <div className={styles.actions}>
                {canCompleteTask(task) && (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={messages['crm.markCompletedLabel']({ title: task.title })}
                    onClick={() => void complete(task)}
                  >
                    {messages['crm.markCompleted']()}
                  </Button>
                )}
                <Button variant="secondary" size="small" aria-label={messages['listing.editLabel']({ name: task.title })} onClick={() => setEditing(task)}>
                  {messages['listing.edit']()}
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
