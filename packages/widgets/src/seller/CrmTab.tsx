import { sellerApi } from '@nirmaan/core';
import { ContactsSection } from './ContactsSection.tsx';
import { CrmOverview } from './CrmOverview.tsx';
import { LeadsSection } from './LeadsSection.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { TasksSection } from './TasksSection.tsx';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

/** CRM: stats, task reminders, contacts, leads (with conversion to an order) and tasks; CSV for contacts and leads. */
export function CrmTab() {
  const { messages } = useMessages(sellerDashboardCatalogue);
  const stats = useDashboardData('seller', 'crm-stats', () => sellerApi.crmStats());
  const reminders = useDashboardData('seller', 'task-reminders', () => sellerApi.taskReminders());
  const contacts = useDashboardData('seller', 'contacts', () => sellerApi.listContacts());
  const leads = useDashboardData('seller', 'leads', () => sellerApi.listLeads());
  const tasks = useDashboardData('seller', 'tasks', () => sellerApi.listTasks());
  const summaryChanged = () => {
    stats.reload();
    reminders.reload();
  };
  return (
    <div className={styles.root}>
      <h2 className={styles.heading}>{messages['crm.title']()}</h2>
      <CrmOverview stats={stats} reminders={reminders} />
      <ContactsSection contacts={contacts} onChanged={summaryChanged} />
      <LeadsSection leads={leads} contacts={contacts.value ?? []} onChanged={summaryChanged} />
      <TasksSection tasks={tasks} contacts={contacts.value ?? []} leads={leads.value ?? []} onChanged={summaryChanged} />
    </div>
  );
}
