import { and, asc, count, eq, gt, lt, lte, notInArray, sql, sum } from 'drizzle-orm';
import type { CrmStats, TaskReminders } from '@nirmaan/core/pure';
import type { Database } from '../db/database.ts';
import { crmContacts, crmLeads, crmTasks } from '../db/schema.ts';
import { rupees } from '../orders/delivery.ts';
import { CRM_LIST_LIMIT } from './records.ts';
import { taskView } from './views.ts';

/** Leads still being worked: neither won nor lost. */
const CLOSED_STAGES = ['won', 'lost'] as const;

/** Upcoming reminders reach this many days past today. */
export const UPCOMING_DAYS = 7;

/** GET /crm/stats: contacts, open leads and the value of the open leads (rupees). */
export async function crmStats(db: Database, sellerId: number): Promise<CrmStats> {
  const [contacts] = await db.select({ n: count() }).from(crmContacts).where(eq(crmContacts.sellerId, sellerId));
  const [open] = await db
    .select({ n: count(), value: sum(crmLeads.valueAmountPaise).mapWith(Number) })
    .from(crmLeads)
    .where(and(eq(crmLeads.sellerId, sellerId), notInArray(crmLeads.stage, [...CLOSED_STAGES])));
  return { total_contacts: contacts?.n ?? 0, total_open_leads: open?.n ?? 0, total_value_open: rupees(open?.value ?? 0) };
}

/**
 * GET /crm/tasks/reminders: the seller's open tasks by due date against today in India time (the
 * database session's time zone, so `current_date` is the seller's day): due today, overdue, and
 * upcoming (due in the next 7 days). Completed tasks and tasks without a due date never remind.
 * Each list holds at most 100 tasks, soonest first; the counts are of all of them.
 */
export async function taskReminders(db: Database, sellerId: number): Promise<TaskReminders> {
  const open = and(eq(crmTasks.sellerId, sellerId), eq(crmTasks.status, 'open'));
  const today = sql`current_date`;
  const horizon = sql`current_date + ${UPCOMING_DAYS}::integer`;
  const groups = {
    due_today: eq(crmTasks.dueDate, today),
    overdue: lt(crmTasks.dueDate, today),
    upcoming: and(gt(crmTasks.dueDate, today), lte(crmTasks.dueDate, horizon)),
  };
  const [counts] = await db
    .select({
      dueToday: count(sql`case when ${groups.due_today} then 1 end`),
      overdue: count(sql`case when ${groups.overdue} then 1 end`),
      upcoming: count(sql`case when ${groups.upcoming} then 1 end`),
    })
    .from(crmTasks)
    .where(open);
  const list = async (when: ReturnType<typeof and>) =>
    (await db.select().from(crmTasks).where(and(open, when)).orderBy(asc(crmTasks.dueDate), asc(crmTasks.id)).limit(CRM_LIST_LIMIT)).map(taskView);
  return {
    due_today_count: counts?.dueToday ?? 0,
    overdue_count: counts?.overdue ?? 0,
    upcoming_count: counts?.upcoming ?? 0,
    due_today: await list(groups.due_today),
    overdue: await list(groups.overdue),
    upcoming: await list(groups.upcoming),
  };
}
