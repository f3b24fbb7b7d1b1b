import {
  ADMIN_ORDER_CITY_MAX,
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_STATUSES,
  adminApi,
  EMPTY_ORDER_FILTERS,
  orderDateRangeError,
  orderStatusLabel,
  type AdminOrderFilterForm,
} from '@nirmaan/core';
import { Button, Select, TextField } from '@nirmaan/ui';
import { useState, type FormEvent } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue } from './adminMessages.ts';

/**
 * The Orders tab's filters: status, seller, city, partner and the days placed. They apply on
 * "Apply filters" (or Enter); a date range that ends before it starts is refused here, as the server would.
 */
export function OrderFilterForm({ applied, onApply }: { applied: AdminOrderFilterForm; onApply: (filters: AdminOrderFilterForm) => void }) {
  const [draft, setDraft] = useState(applied);
  const [dateError, setDateError] = useState<string | null>(null);
  const { messages } = useMessages(adminCatalogue);
  const ANY = { value: '', label: messages['orders.filter.any']() };
  // The choices: up to 100 sellers by name, and every partner that brought something.
  const sellers = useDashboardData('admin', 'order-filter-sellers', () => adminApi.listSellers({ limit: 100 }));
  const partners = useDashboardData('admin', 'partners', () => adminApi.listPartners());
  const set = (field: keyof AdminOrderFilterForm) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Core's rule says it in English: a range that ends before it starts is said in the dashboard's language.
    const rule = orderDateRangeError(draft);
    const problem = rule === ADMIN_ORDER_MESSAGES.dateOrder ? messages['orders.filter.dateOrder']() : rule;
    setDateError(problem);
    if (!problem) onApply(draft);
  };
  const clear = () => {
    setDraft(EMPTY_ORDER_FILTERS);
    setDateError(null);
    onApply(EMPTY_ORDER_FILTERS);
  };

  const sellerOptions = [
    ANY,
    ...[...(sellers.value?.items ?? [])].sort((a, b) => a.name.localeCompare(b.name)).map((seller) => ({ value: String(seller.id), label: seller.name })),
  ];
  const partnerOptions = [ANY, ...(partners.value ?? []).map((partner) => ({ value: partner.partner_id, label: partner.partner_id }))];
  return (
    <form className={formStyles.form} aria-label={messages['orders.filter.label']()} onSubmit={submit} noValidate>
      <div className={formStyles.pair}>
        <Select
          label={messages['column.status']()}
          value={draft.status}
          options={[
            ANY,
            ...ADMIN_ORDER_STATUSES.map((status) => ({ value: status, label: messages.orderStatus({ status, fallback: orderStatusLabel(status) }) })),
          ]}
          onValueChange={(value) => set('status')(value)}
        />
        <Select label={messages['orders.column.seller']()} value={draft.seller_id} options={sellerOptions} onValueChange={set('seller_id')} />
        <TextField
          label={messages['orders.column.city']()}
          hint={messages['orders.filter.cityHint']()}
          value={draft.city}
          maxLength={ADMIN_ORDER_CITY_MAX}
          onValueChange={set('city')}
        />
        <Select label={messages['orders.column.partner']()} value={draft.partner_id} options={partnerOptions} onValueChange={set('partner_id')} />
        <TextField type="date" label={messages['orders.filter.placedFrom']()} value={draft.placed_from} onValueChange={set('placed_from')} />
        <TextField
          type="date"
          label={messages['orders.filter.placedTo']()}
          value={draft.placed_to}
          error={dateError ?? undefined}
          onValueChange={set('placed_to')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">{messages['orders.filter.apply']()}</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          {messages['orders.filter.clear']()}
        </Button>
      </div>
    </form>
  );
}
