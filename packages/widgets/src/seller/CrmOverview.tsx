import { formatNumber, formatRupees, type CrmStats, type TaskReminders } from '@nirmaan/core';
import { Spinner } from '@nirmaan/ui';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import type { DashboardData } from '../dashboard-shared/useDashboardData.ts';

/** CRM stats cards and the task reminders panel (due today, overdue, upcoming). */
export function CrmOverview({ stats, reminders }: { stats: DashboardData<CrmStats>; reminders: DashboardData<TaskReminders> }) {
  const failed = stats.status === 'failed' || reminders.status === 'failed';
  if (failed)
    return (
      <LoadFailed
        onRetry={() => {
          stats.reload();
          reminders.reload();
        }}
      />
    );
  if (!stats.value || !reminders.value) return <Spinner label="Loading CRM summary" />;
  const cards = [
    { label: 'Total Contacts', value: formatNumber(stats.value.total_contacts) },
    { label: 'Open Leads', value: formatNumber(stats.value.total_open_leads) },
    { label: 'Open Lead Value', value: formatRupees(stats.value.total_value_open) },
  ];
  const due = [
    { label: 'Due Today', count: reminders.value.due_today_count, tasks: reminders.value.due_today },
    { label: 'Overdue', count: reminders.value.overdue_count, tasks: reminders.value.overdue },
    { label: 'Upcoming', count: reminders.value.upcoming_count, tasks: reminders.value.upcoming },
  ];
  return (
    <>
      <ul className={styles.stats} aria-label="CRM stats">
        {cards.map((card) => (
          <li key={card.label} className={styles.stat}>
            <span className={styles.muted}>{card.label}</span>
            <span className={styles.statValue}>{card.value}</span>
          </li>
        ))}
      </ul>
      <section className={styles.panel} aria-labelledby="crm-reminders">
        <h3 id="crm-reminders" className={styles.subheading}>
          Task Reminders
        </h3>
        <ul className={styles.stats} aria-label="Task reminders">
          {due.map((group) => (
            <li key={group.label} className={styles.stat}>
              <span className={styles.muted}>{group.label}</span>
              <span className={styles.statValue}>{formatNumber(group.count)}</span>
              {group.tasks.slice(0, 3).map((task) => (
                <span key={task.id}>{task.title}</span>
              ))}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
