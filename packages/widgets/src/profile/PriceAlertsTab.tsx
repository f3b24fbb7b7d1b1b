import { localeFormat, siteUrl, type LocaleFormat, type PriceAlert } from '@nirmaan/core';
import { Alert, Button, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { orderDate } from '../orders/orderDate.ts';
import * as orderStyles from '../orders/orders.css.ts';
import { profileCatalogue, type ProfileMessages } from './profileMessages.ts';
import * as styles from './profile.css.ts';
import { usePriceAlerts } from './usePriceAlerts.ts';

/** Where an alert stands: still watching for its target, or the price that reached it and when. */
function alertState(alert: PriceAlert, messages: ProfileMessages, format: LocaleFormat): string {
  const unit = alert.product.unit;
  if (alert.fired_at === null) return messages['alerts.watching']({ price: format.price(alert.target_price), unit });
  return messages['alerts.reached']({ price: format.price(alert.fired_price ?? alert.target_price), unit, date: orderDate(format, alert.fired_at) });
}

/** The Price Alerts tab (issue 28): what the site told the buyer, and the alerts, each removable. */
export function PriceAlertsTab() {
  const { alerts, notifications, remove, removing, removeFailed } = usePriceAlerts();
  const { messages, locale } = useMessages(profileCatalogue);
  const format = localeFormat(locale);
  return (
    <div className={styles.panel}>
      <h2 className={styles.name}>{messages['alerts.notifications']()}</h2>
      {notifications.status === 'loading' && <Spinner label={messages['alerts.notificationsLoading']()} />}
      {notifications.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={notifications.reload}>{messages['alerts.retry']()}</Button>}>
          {messages['alerts.notificationsFailed']()}
        </Alert>
      )}
      {notifications.value?.length === 0 && <p className={styles.muted}>{messages['alerts.noNotifications']()}</p>}
      {notifications.value && notifications.value.length > 0 && (
        <ul className={orderStyles.rows}>
          {notifications.value.map((note) => (
            <li key={note.id} className={orderStyles.row}>
              <div className={orderStyles.rowMain}>
                {note.read_at === null ? <strong>{note.text}</strong> : <span>{note.text}</span>}
                <span className={styles.muted}>{orderDate(format, note.created_at)}</span>
              </div>
              {note.link && <Link href={siteUrl(note.link)}>{messages['alerts.viewProduct']()}</Link>}
            </li>
          ))}
        </ul>
      )}

      <h2 className={styles.name}>{messages['alerts.title']()}</h2>
      {removeFailed && <Alert tone="error">{messages['alerts.removeFailed']()}</Alert>}
      {alerts.status === 'loading' && <Spinner label={messages['alerts.loading']()} />}
      {alerts.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={alerts.reload}>{messages['alerts.retry']()}</Button>}>
          {messages['alerts.failed']()}
        </Alert>
      )}
      {alerts.value?.length === 0 && (
        <EmptyState
          headingLevel={3}
          title={messages['alerts.empty']()}
          description={messages['alerts.emptyHint']()}
          action={<Link href={siteUrl('/price-today')}>{messages['alerts.todaysPrices']()}</Link>}
        />
      )}
      {alerts.value && alerts.value.length > 0 && (
        <ul className={orderStyles.rows}>
          {alerts.value.map((alert) => (
            <li key={alert.id} className={orderStyles.row}>
              <div className={orderStyles.rowMain}>
                <Link href={siteUrl(`/products/${alert.product.id}`)}>{alert.product.name}</Link>
                <span className={styles.muted}>
                  {alert.city} · {alertState(alert, messages, format)}
                </span>
              </div>
              <Button
                variant="secondary"
                size="small"
                busy={removing === alert.id}
                busyLabel={messages['alerts.removing']()}
                aria-label={messages['alerts.removeLabel']({ product: alert.product.name, city: alert.city })}
                onClick={() => void remove(alert.id)}
              >
                {messages['alerts.remove']()}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
