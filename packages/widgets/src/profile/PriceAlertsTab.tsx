import { formatOrderDate, formatPrice, siteUrl, type PriceAlert } from '@nirmaan/core';
import { Alert, Button, EmptyState, Link, Spinner } from '@nirmaan/ui';
import * as orderStyles from '../orders/orders.css.ts';
import * as styles from './profile.css.ts';
import { usePriceAlerts } from './usePriceAlerts.ts';

/** Where an alert stands: still watching for its target, or the price that reached it and when. */
function alertState(alert: PriceAlert): string {
  const unit = alert.product.unit;
  if (alert.fired_at === null) return `Watching for ${formatPrice(alert.target_price)} per ${unit} or less`;
  return `Reached: ${formatPrice(alert.fired_price ?? alert.target_price)} per ${unit} on ${formatOrderDate(alert.fired_at)}`;
}

/** The Price Alerts tab (issue 28): what the site told the buyer, and the alerts, each removable. */
export function PriceAlertsTab() {
  const { alerts, notifications, remove, removing, removeFailed } = usePriceAlerts();
  return (
    <div className={styles.panel}>
      <h2 className={styles.name}>Notifications</h2>
      {notifications.status === 'loading' && <Spinner label="Loading your notifications" />}
      {notifications.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={notifications.reload}>Retry</Button>}>
          Your notifications could not be loaded.
        </Alert>
      )}
      {notifications.value?.length === 0 && <p className={styles.muted}>Nothing yet: when a price reaches one of your targets, it is told here.</p>}
      {notifications.value && notifications.value.length > 0 && (
        <ul className={orderStyles.rows}>
          {notifications.value.map((note) => (
            <li key={note.id} className={orderStyles.row}>
              <div className={orderStyles.rowMain}>
                {note.read_at === null ? <strong>{note.text}</strong> : <span>{note.text}</span>}
                <span className={styles.muted}>{formatOrderDate(note.created_at)}</span>
              </div>
              {note.link && <Link href={siteUrl(note.link)}>View product</Link>}
            </li>
          ))}
        </ul>
      )}

      <h2 className={styles.name}>Price Alerts</h2>
      {removeFailed && <Alert tone="error">The price alert could not be removed. Please try again.</Alert>}
      {alerts.status === 'loading' && <Spinner label="Loading your price alerts" />}
      {alerts.status === 'failed' && (
        <Alert tone="error" action={<Button onClick={alerts.reload}>Retry</Button>}>
          Your price alerts could not be loaded.
        </Alert>
      )}
      {alerts.value?.length === 0 && (
        <EmptyState
          headingLevel={3}
          title="No price alerts yet"
          description="Set one on Today's Prices: choose a material and a target, and we tell you when a supplier's price reaches it."
          action={<Link href={siteUrl('/price-today')}>Today&apos;s Prices</Link>}
        />
      )}
      {alerts.value && alerts.value.length > 0 && (
        <ul className={orderStyles.rows}>
          {alerts.value.map((alert) => (
            <li key={alert.id} className={orderStyles.row}>
              <div className={orderStyles.rowMain}>
                <Link href={siteUrl(`/products/${alert.product.id}`)}>{alert.product.name}</Link>
                <span className={styles.muted}>
                  {alert.city} · {alertState(alert)}
                </span>
              </div>
              <Button
                variant="secondary"
                size="small"
                busy={removing === alert.id}
                busyLabel="Removing..."
                aria-label={`Remove the alert for ${alert.product.name} in ${alert.city}`}
                onClick={() => void remove(alert.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
