import {
  canCompleteTask,
  capitalised,
  formatOrderDate,
  requiredText,
  SELLER_MESSAGES,
  sellerApi,
  sellerErrorMessage,
  TASK_PRIORITIES,
  type CrmTask,
  type TaskPriority,
} from '@nirmaan/core';
import { Alert, Badge, Button, EmptyState, Select, Spinner, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { CrmDeleteButton } from './CrmDeleteButton.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { useDeletionNotice } from './useDeletionNotice.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import type { DashboardData } from '../dashboard-shared/useDashboardData.ts';

const EMPTY = { title: '', due: '', priority: 'medium' as TaskPriority };
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((priority) => ({ value: priority, label: capitalised(priority) }));

/** CRM tasks: the list with 'Mark Completed' (open tasks only) and an add form (title required). */
export function TasksSection({ tasks, onChanged }: { tasks: DashboardData<CrmTask[]>; onChanged: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
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
      await sellerApi.createTask({ title: form.title.trim(), due_date: form.due || null, priority: form.priority });
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
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="small" busy={saving} busyLabel="Saving...">
            Add Task
          </Button>
        </div>
      </form>
      {problem && <Alert tone="error">{problem}</Alert>}
      {deletedNotice && <Alert tone="success">{deletedNotice}</Alert>}
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
              <span className={styles.muted}>
                {capitalised(task.priority)} priority{task.due_date ? ` · Due ${formatOrderDate(`${task.due_date}T00:00:00`)}` : ''}
              </span>
              <div className={styles.actions}>
                {canCompleteTask(task) && (
                  <Button variant="secondary" size="small" aria-label={`Mark Completed: ${task.title}`} onClick={() => void complete(task)}>
                    Mark Completed
                  </Button>
                )}
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
