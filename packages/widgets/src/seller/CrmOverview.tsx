import { localeFormat, type CrmStats, type TaskReminders } from '@nirmaan/core';
import { Spinner } from '@nirmaan/ui';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import type { DashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

/** CRM stats cards and the task reminders panel (due today, overdue, upcoming). */
export function CrmOverview({ stats, reminders }: { stats: DashboardData<CrmStats>; reminders: DashboardData<TaskReminders> }) {
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
  const format = localeFormat(locale);
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
  if (!stats.value || !reminders.value) return <Spinner label={messages['crm.summaryLoading']()} />;
  const cards = [
    { label: messages['crm.totalContacts'](), value: format.number(stats.value.total_contacts) },
    { label: messages['crm.openLeads'](), value: format.number(stats.value.total_open_leads) },
    { label: messages['crm.openLeadValue'](), value: format.rupees(stats.value.total_value_open) },
  ];
  const due = [
    { label: messages['crm.dueToday'](), count: reminders.value.due_today_count, tasks: reminders.value.due_today },
    { label: messages['crm.overdue'](), count: reminders.value.overdue_count, tasks: reminders.value.overdue },
    { label: messages['crm.upcoming'](), count: reminders.value.upcoming_count, tasks: reminders.value.upcoming },
  ];
  return (
    <>
      <ul className={styles.stats} aria-label={messages['crm.statsLabel']()}>
        {cards.map((card) => (
          <li key={card.label} className={styles.stat}>
            <span className={styles.muted}>{card.label}</span>
            <span className={styles.statValue}>{card.value}</span>
          </li>
        ))}
      </ul>
      <section className={styles.panel} aria-labelledby="crm-reminders">
        <h3 id="crm-reminders" className={styles.subheading}>
          {messages['crm.reminders']()}
        </h3>
        <ul className={styles.stats} aria-label={messages['crm.remindersLabel']()}>
          {due.map((group) => (
            <li key={group.label} className={styles.stat}>
              <span className={styles.muted}>{group.label}</span>
              <span className={styles.statValue}>{format.number(group.count)}</span>
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
