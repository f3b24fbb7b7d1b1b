import { ADMIN_LEAD_STATUSES, adminApi, localeFormat, type AdminLeadKind, type AdminLeadStatus } from '@nirmaan/core';
import { EmptyState, Select, Spinner, visuallyHidden } from '@nirmaan/ui';
import { useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue, type AdminMessages } from './adminMessages.ts';
import { LeadCard } from './LeadCard.tsx';
import type { AdminLead } from './leadDetails.ts';

/** The newest leads each list shows. */
const SHOWN = 20;

/** The statuses to choose from, "Every status" first, in the dashboard's language. */
const filterOptions = (messages: AdminMessages): ReadonlyArray<{ value: '' | AdminLeadStatus; label: string }> => [
  { value: '', label: messages['leads.anyStatus']() },
  ...ADMIN_LEAD_STATUSES.map((status) => ({ value: status, label: messages['leads.status']({ status }) })),
];

const LISTS = {
  inquiry: { id: 'admin-inquiries', key: 'chatbot-inquiries' },
  quote: { id: 'admin-quotes', key: 'quote-requests' },
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
  const { id, key } = LISTS[kind];
  const { messages, locale } = useMessages(adminCatalogue);
  const title = messages['leads.title']({ kind });
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
              {messages['leads.show']()} <span className={visuallyHidden}>{messages['leads.showWhich']({ kind })}</span>
            </>
          }
          value={filter}
          options={filterOptions(messages)}
          onValueChange={setFilter}
        />
      </div>
      {leads.status === 'failed' && <LoadFailed onRetry={leads.reload} message={messages['leads.loadFailed']({ kind })} />}
      {leads.status === 'loading' && !leads.value && <Spinner label={messages['leads.loading']({ kind })} />}
      {leads.value && items.length === 0 && (
        <EmptyState
          headingLevel={3}
          title={filter ? messages['leads.noneWithStatus']({ status: messages['leads.status']({ status: filter }) }) : messages['leads.none']({ kind })}
        />
      )}
      {items.length > 0 && (
        <>
          <ul className={cardStyles.cards} aria-label={title}>
            {items.map((lead) => (
              <LeadCard key={lead.id} lead={lead} onChanged={remember} />
            ))}
          </ul>
          {leads.value && leads.value.total > items.length && (
            <p className={styles.muted}>
              {messages['leads.shown']({ shown: localeFormat(locale).number(items.length), total: localeFormat(locale).number(leads.value.total) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
