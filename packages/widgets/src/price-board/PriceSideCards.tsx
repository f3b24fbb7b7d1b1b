import { formatBoardDate, formatChange, formatPrice, marketInsights, type PriceRow } from '@nirmaan/core';
import { Button, Card } from '@nirmaan/ui';
import { preloadQuoteRequestDialog } from '../quote/DeferredQuoteRequestDialog.tsx';
import { preloadPriceAlertsDialog } from './DeferredPriceAlertsDialog.tsx';
import * as styles from './priceBoard.css.ts';

function Move({ label, row, none }: { label: string; row: PriceRow | null; none: string }) {
  return (
    <li className={styles.insightMove}>
      {row ? (
        <>
          <strong>{label}:</strong> <span className={styles.change[row.trend]}>{formatChange(row.change)}</span>, {row.material} (
          {formatPrice(row.previous_price)} → {formatPrice(row.current_price)} per {row.unit})
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
}: {
  rows: readonly PriceRow[] | null;
  /** The rows are on their way (grey lines); without rows and not loading, the card says insights need prices. */
  loading: boolean;
  comparedWith: string | null;
  headingLevel: 2 | 3;
}) {
  const insights = rows && rows.length > 0 ? marketInsights(rows) : null;
  return (
    <Card as="section" heading="Market Insights" headingLevel={headingLevel}>
      {loading ? (
        <LoadingInsights />
      ) : !insights ? (
        <p className={styles.cardText}>Insights appear when there are prices to compare.</p>
      ) : (
        <ul className={styles.insightList}>
          <Move label="Biggest rise this week" row={insights.riser} none="No price rose this week." />
          <Move label="Biggest fall this week" row={insights.faller} none="No price fell this week." />
          <li className={styles.insightCounts}>
            {insights.rising + insights.falling === 0
              ? 'No price has moved in the last 7 days.'
              : `${insights.rising} rose, ${insights.falling} fell and ${insights.stable} held steady since ${comparedWith ? formatBoardDate(comparedWith) : 'last week'}.`}
          </li>
          <li className={styles.insightAverage}>
            Average change:{' '}
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
export function PriceAlertsCard({ headingLevel, city, onSetAlerts }: { headingLevel: 2 | 3; city: string; onSetAlerts: () => void }) {
  return (
    <Card as="section" heading="Price Alerts" headingLevel={headingLevel}>
      <div className={styles.cardBody}>
        <p className={styles.cardText}>Waiting for a better price? Choose a material and a target: we tell you when a supplier in {city} reaches it.</p>
        <Button variant="secondary" aria-haspopup="dialog" onPointerEnter={preloadPriceAlertsDialog} onFocus={preloadPriceAlertsDialog} onClick={onSetAlerts}>
          Set Price Alerts
        </Button>
      </div>
    </Card>
  );
}

/** Bulk Discounts: Check Bulk Rates opens the quote form, which reaches the suppliers. */
export function BulkDiscountsCard({ headingLevel, onCheckRates }: { headingLevel: 2 | 3; onCheckRates: () => void }) {
  return (
    <Card as="section" heading="Bulk Discounts" headingLevel={headingLevel}>
      <div className={styles.cardBody}>
        <p className={styles.cardText}>
          Buying for a whole floor or building? Suppliers quote lower rates for large orders, such as 100 bags of cement or 5 tonnes of steel.
        </p>
        <Button variant="primary" aria-haspopup="dialog" onPointerEnter={preloadQuoteRequestDialog} onFocus={preloadQuoteRequestDialog} onClick={onCheckRates}>
          Check Bulk Rates
        </Button>
      </div>
    </Card>
  );
}
