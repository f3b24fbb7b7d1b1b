import { sellerApi } from '@nirmaan/core';
import { ContactsSection } from './ContactsSection.tsx';
import { CrmOverview } from './CrmOverview.tsx';
import { LeadsSection } from './LeadsSection.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { TasksSection } from './TasksSection.tsx';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';

/** CRM: stats, task reminders, contacts, leads (with conversion to an order) and tasks; CSV for contacts and leads. */
export function CrmTab() {
  const stats = useDashboardData(() => sellerApi.crmStats());
  const reminders = useDashboardData(() => sellerApi.taskReminders());
  const contacts = useDashboardData(() => sellerApi.listContacts());
  const leads = useDashboardData(() => sellerApi.listLeads());
  const tasks = useDashboardData(() => sellerApi.listTasks());
  const summaryChanged = () => {
    stats.reload();
    reminders.reload();
  };
  return (
    <div className={styles.root}>
      <h2 className={styles.heading}>CRM</h2>
      <CrmOverview stats={stats} reminders={reminders} />
      <ContactsSection contacts={contacts} onChanged={summaryChanged} />
      <LeadsSection leads={leads} contacts={contacts.value ?? []} onChanged={summaryChanged} />
      <TasksSection tasks={tasks} onChanged={summaryChanged} />
    </div>
  );
}
