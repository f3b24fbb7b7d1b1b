import { ADMIN_LEAD_STATUS_LABELS, ADMIN_LEAD_STATUSES, ADMIN_LEAD_TEXTS, adminApi, type AdminLeadKind, type AdminLeadStatus } from '@nirmaan/core';
import { EmptyState, Select, Spinner, visuallyHidden } from '@nirmaan/ui';
import { useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { LeadCard } from './LeadCard.tsx';
import type { AdminLead } from './leadDetails.ts';

/** The newest leads each list shows. */
const SHOWN = 20;

const FILTER_OPTIONS: ReadonlyArray<{ value: '' | AdminLeadStatus; label: string }> = [
  { value: '', label: ADMIN_LEAD_TEXTS.anyStatus },
  ...ADMIN_LEAD_STATUSES.map((status) => ({ value: status, label: ADMIN_LEAD_STATUS_LABELS[status] })),
];

const LISTS = {
  inquiry: { id: 'admin-inquiries', title: ADMIN_LEAD_TEXTS.inquiriesTitle, empty: ADMIN_LEAD_TEXTS.noInquiries, key: 'chatbot-inquiries' },
  quote: { id: 'admin-quotes', title: ADMIN_LEAD_TEXTS.quotesTitle, empty: ADMIN_LEAD_TEXTS.noQuotes, key: 'quote-requests' },
} as const;

function loadLeads(kind: AdminLeadKind, status: AdminLeadStatus | undefined) {
  const query = { limit: SHOWN, status };
  return kind === 'inquiry' ? adminApi.listChatbotInquiries(query) : adminApi.listQuoteRequests(query);
}

/**
 * The newest chatbot inquiries or quote requests, each with its status to change in place and its
 * notes; a filter shows the leads of one status. Changes show at once and stay when the filter changes.
 */
export function LeadList({ kind }: { kind: AdminLeadKind }) {
  const { id, title, empty, key } = LISTS[kind];
  const [filter, setFilter] = useState<'' | AdminLeadStatus>('');
  const [changed, setChanged] = useState<ReadonlyMap<number, AdminLead>>(new Map());
  const leads = useDashboardData<{ items: AdminLead[]; total: number }>('admin', `${key}?limit=${SHOWN}&status=${filter}`, () =>
    loadLeads(kind, filter || undefined),
  );
  const items = (leads.value?.items ?? []).map((lead) => changed.get(lead.id) ?? lead);
  const remember = (lead: AdminLead) => setChanged((current) => new Map(current).set(lead.id, lead));

  return (
    <section className={styles.panel} aria-labelledby={id} aria-busy={leads.status === 'loading' || undefined}>
      <div className={styles.headerRow}>
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
        <Select
          label={
            <>
              Show <span className={visuallyHidden}>{title.toLowerCase()}</span>
            </>
          }
          value={filter}
          options={FILTER_OPTIONS}
          onValueChange={setFilter}
        />
      </div>
      {leads.status === 'failed' && <LoadFailed onRetry={leads.reload} message={ADMIN_LEAD_TEXTS.loadFailed(title)} />}
      {leads.status === 'loading' && !leads.value && <Spinner label={ADMIN_LEAD_TEXTS.loading(title)} />}
      {leads.value && items.length === 0 && <EmptyState headingLevel={3} title={filter ? ADMIN_LEAD_TEXTS.noneWithStatus(filter) : empty} />}
      {items.length > 0 && (
        <>
          <ul className={cardStyles.cards} aria-label={title}>
            {items.map((lead) => (
              <LeadCard key={lead.id} lead={lead} onChanged={remember} />
            ))}
          </ul>
          {leads.value && leads.value.total > items.length && <p className={styles.muted}>{ADMIN_LEAD_TEXTS.shown(items.length, leads.value.total)}</p>}
        </>
      )}
    </section>
  );
}
