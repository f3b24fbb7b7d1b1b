import { formatChange, marketInsights, type PriceRow } from '@nirmaan/core';
import { Button, Card } from '@nirmaan/ui';
import { preloadQuoteRequestDialog } from '../quote/DeferredQuoteRequestDialog.tsx';
import { preloadPriceAlertsDialog } from './DeferredPriceAlertsDialog.tsx';
import * as styles from './priceBoard.css.ts';
import { boardDate, type PriceBoardTexts } from './priceBoardTexts.ts';

function Move({ label, row, none, texts }: { label: string; row: PriceRow | null; none: string; texts: PriceBoardTexts }) {
  const { messages, format } = texts;
  return (
    <li className={styles.insightMove}>
      {row ? (
        <>
          <strong>{label}:</strong> <span className={styles.change[row.trend]}>{formatChange(row.change)}</span>,{' '}
          {messages['insights.move']({ material: row.material, from: format.price(row.previous_price), to: format.price(row.current_price), unit: row.unit })}
        </>
      ) : (
        none
      )}
    </li>
  );
}

/** The insights' four lines while the rows load: grey bars in lines of the same height. */
function LoadingInsights() {
  return (
    <ul className={styles.insightList} inert aria-hidden="true">
      {[styles.insightMove, styles.insightMove, styles.insightCounts, styles.insightAverage].map((className, index) => (
        <li key={index} className={className}>
          <span className={styles.loadingBar} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Market Insights, computed from the rows shown: the week's biggest riser and faller, and how many
 * moved. Its four lines keep their height whatever the figures (a long one ends in an ellipsis), and
 * keep it while the rows load, so the cards under it do not move when the prices arrive.
 */
export function MarketInsightsCard({
  rows,
  loading,
  comparedWith,
  headingLevel,
  texts,
}: {
  rows: readonly PriceRow[] | null;
  /** The rows are on their way (grey lines); without rows and not loading, the card says insights need prices. */
  loading: boolean;
  comparedWith: string | null;
  headingLevel: 2 | 3;
  texts: PriceBoardTexts;
}) {
  const { messages, format } = texts;
  const insights = rows && rows.length > 0 ? marketInsights(rows) : null;
  return (
    <Card as="section" heading={messages['insights.title']()} headingLevel={headingLevel}>
      {loading ? (
        <LoadingInsights />
      ) : !insights ? (
        <p className={styles.cardText}>{messages['insights.none']()}</p>
      ) : (
        <ul className={styles.insightList}>
          <Move label={messages['insights.rise']()} row={insights.riser} none={messages['insights.noRise']()} texts={texts} />
          <Move label={messages['insights.fall']()} row={insights.faller} none={messages['insights.noFall']()} texts={texts} />
          <li className={styles.insightCounts}>
            {insights.rising + insights.falling === 0
              ? messages['insights.noMove']()
              : messages['insights.counts']({
                  rising: format.number(insights.rising),
                  falling: format.number(insights.falling),
                  stable: format.number(insights.stable),
                  since: comparedWith ? 'date' : 'lastWeek',
                  date: comparedWith ? boardDate(comparedWith, texts) : '',
                })}
          </li>
          <li className={styles.insightAverage}>
            {messages['insights.average']()}{' '}
            <span className={styles.change[insights.averageChange > 0 ? 'up' : insights.averageChange < 0 ? 'down' : 'stable']}>
              {formatChange(insights.averageChange)}
            </span>
          </li>
        </ul>
      )}
    </Card>
  );
}

/** Price Alerts: Set Price Alerts opens the alert form (a target price for a material in the city). */
export function PriceAlertsCard({
  headingLevel,
  cityName,
  onSetAlerts,
  messages,
}: {
  headingLevel: 2 | 3;
  cityName: string;
  onSetAlerts: () => void;
  messages: PriceBoardTexts['messages'];
}) {
  return (
    <Card as="section" heading={messages['alerts.title']()} headingLevel={headingLevel}>
      <div className={styles.cardBody}>
        <p className={styles.cardText}>{messages['alerts.text']({ city: cityName })}</p>
        <Button variant="secondary" aria-haspopup="dialog" onPointerEnter={preloadPriceAlertsDialog} onFocus={preloadPriceAlertsDialog} onClick={onSetAlerts}>
          {messages['alerts.set']()}
        </Button>
      </div>
    </Card>
  );
}

/** Bulk Discounts: Check Bulk Rates opens the quote form, which reaches the suppliers. */
export function BulkDiscountsCard({
  headingLevel,
  onCheckRates,
  messages,
}: {
  headingLevel: 2 | 3;
  onCheckRates: () => void;
  messages: PriceBoardTexts['messages'];
}) {
  return (
    <Card as="section" heading={messages['bulk.title']()} headingLevel={headingLevel}>
      <div className={styles.cardBody}>
        <p className={styles.cardText}>{messages['bulk.text']()}</p>
        <Button variant="primary" aria-haspopup="dialog" onPointerEnter={preloadQuoteRequestDialog} onFocus={preloadQuoteRequestDialog} onClick={onCheckRates}>
          {messages['bulk.check']()}
        </Button>
      </div>
    </Card>
  );
}
