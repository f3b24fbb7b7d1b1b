import { priceAlertsApi, type AccountNotification, type PriceAlert } from '@nirmaan/core';
import { useEffect, useState } from 'react';
import { useQuery } from '../data-shared/useQuery.ts';

/**
 * The buyer's price alerts and what the site told them; removing an alert updates the list at once
 * and says so when the server refuses. Unread notifications are marked read once shown.
 */
export function usePriceAlerts() {
  const alerts = useQuery<PriceAlert[]>('price-alerts', () => priceAlertsApi.list(), { account: 'buyer' });
  const notifications = useQuery<AccountNotification[]>('notifications', () => priceAlertsApi.notifications(), { account: 'buyer' });
  const [removing, setRemoving] = useState<number | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);
  const unread = notifications.value?.some((note) => note.read_at === null) ?? false;

  useEffect(() => {
    if (unread) void priceAlertsApi.markNotificationsRead().catch(() => undefined);
  }, [unread]);

  async function remove(id: number) {
    setRemoving(id);
    setRemoveFailed(false);
    try {
      await priceAlertsApi.remove(id);
      alerts.set((alerts.value ?? []).filter((alert) => alert.id !== id));
    } catch {
      setRemoveFailed(true);
    } finally {
      setRemoving(null);
    }
  }

  return { alerts, notifications, remove, removing, removeFailed };
}
