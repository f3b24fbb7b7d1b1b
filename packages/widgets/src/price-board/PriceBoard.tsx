import {
  CITIES,
  comparedWith,
  formatBoardDate,
  formatBoardDateTime,
  formatPrice,
  lastUpdated,
  PRICE_BOARD_CATEGORIES,
  PRICE_BOARD_MESSAGES,
  PRICE_BOARD_WINDOW_DAYS,
  QUOTE_MATERIAL_BY_CATEGORY,
  quoteUnitFor,
  type City,
  type PriceBoardCategory,
  type PriceRow,
  type PricesApi,
  type QuoteForm,
} from '@nirmaan/core';
import { Alert, Button, EmptyState } from '@nirmaan/ui';
import { useId, useState } from 'react';
import { DeferredQuoteRequestDialog } from '../quote/DeferredQuoteRequestDialog.tsx';
import type { QuoteRequestSentDetail } from '../quote/QuoteRequestDialog.tsx';
import { ChipGroup } from './ChipGroup.tsx';
import { DeferredPriceAlertsDialog } from './DeferredPriceAlertsDialog.tsx';
import { PriceTable } from './PriceTable.tsx';
import { BulkDiscountsCard, MarketInsightsCard, PriceAlertsCard } from './PriceSideCards.tsx';
import * as styles from './priceBoard.css.ts';
import { usePriceBoard } from './usePriceBoard.ts';

export interface PriceBoardProps {
  /** The city to show first (Bangalore, Chennai, Coimbatore); by default the visitor's city. */
  city?: City;
  /** The category filter to start with; All Categories by default. */
  category?: PriceBoardCategory | null;
  /** Heading level of the title; 1 when the board is the page's main content. */
  headingLevel?: 1 | 2;
  /** Called when a quote request from the board has been sent. */
  onQuoteSent?: (receipt: QuoteRequestSentDetail) => void;
  api?: PricesApi;
}

interface QuoteTarget {
  key: string;
  material: string;
  productId: number | null;
  prefill: Partial<Pick<QuoteForm, 'quantity' | 'unit' | 'message'>>;
}

const CITY_OPTIONS = CITIES.map((city) => ({ value: city, label: city }));
const CATEGORY_OPTIONS = [null, ...PRICE_BOARD_CATEGORIES].map((category) => ({ value: category, label: category ?? 'All Categories' }));

/**
 * Price Today (spec toolkit §2), computed on the server from the sellers' price history: each
 * material's price in a city now and 7 days ago, filtered by category; Get Quote on each row, the
 * market insights of the rows shown, price alerts (said honestly to be coming) and bulk rates.
 */
export function PriceBoard({ city: initialCity, category: initialCategory, headingLevel = 2, onQuoteSent, api }: PriceBoardProps) {
  const board = usePriceBoard({ city: initialCity, category: initialCategory, api });
  const { state, city, category } = board;
  const [quote, setQuote] = useState<QuoteTarget>({ key: 'none', material: '', productId: null, prefill: {} });
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [alertsOpen, setAlertsOpen] = useState(false);
  const titleId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const cardLevel = headingLevel === 1 ? 2 : 3;
  const rows = state.status === 'ready' ? state.board.rows : null;

  const askQuote = (target: QuoteTarget) => {
    setQuote(target);
    setQuoteOpen(true);
  };
  const quoteRow = (row: PriceRow) =>
    askQuote({
      key: `row-${row.id}`,
      material: QUOTE_MATERIAL_BY_CATEGORY[row.category],
      productId: row.id,
      prefill: {
        unit: quoteUnitFor(row.unit),
        message: `${row.material} in ${city}: the board shows ${formatPrice(row.current_price)} per ${row.unit}. Please quote your best price.`,
      },
    });
  const quoteBulk = () =>
    askQuote({
      key: `bulk-${category ?? 'all'}`,
      material: category ? QUOTE_MATERIAL_BY_CATEGORY[category] : '',
      productId: null,
      prefill: { message: `Bulk order in ${city}: please quote your bulk rate.` },
    });
  // Known before the rows come: the loading table has the same note.
  const caption = `${city}, ${category ?? 'all categories'}: previous price as on ${formatBoardDate(comparedWith(state.board))} (${PRICE_BOARD_WINDOW_DAYS} days ago)`;

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          Price Today
        </Title>
        <p className={styles.muted}>
          Building material prices in {city} from our suppliers&apos; listings: the middle of their prices today, and the change over the last 7 days.
        </p>
        <p className={styles.statusLine} role="status">
          {state.status === 'ready' && (
            <>
              Last updated: <time dateTime={lastUpdated(state.board)}>{formatBoardDateTime(lastUpdated(state.board))}</time>
            </>
          )}
          {state.status === 'loading' && PRICE_BOARD_MESSAGES.loading}
        </p>
      </header>

      <div className={styles.filters}>
        <ChipGroup<PriceBoardCategory | null> label="Category" options={CATEGORY_OPTIONS} selected={category} onSelect={board.setCategory} />
        <ChipGroup<City> label="City" options={CITY_OPTIONS} selected={city} onSelect={board.setCity} />
      </div>

      <div className={styles.layout}>
        <div className={styles.panel} aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <PriceTable key="loading" rows={null} caption={caption} onQuote={quoteRow} />}
          {state.status === 'failed' && (
            <Alert
              tone="error"
              action={
                <Button variant="secondary" size="small" onClick={board.retry}>
                  Retry
                </Button>
              }
            >
              {PRICE_BOARD_MESSAGES.loadFailed}
            </Alert>
          )}
          {rows && rows.length === 0 && (
            <EmptyState
              headingLevel={cardLevel}
              title={PRICE_BOARD_MESSAGES.empty}
              description={
                category
                  ? `No supplier in ${city} lists ${category} yet. Try All Categories or another city.`
                  : `No supplier in ${city} lists these materials yet. Try another city.`
              }
              action={
                category ? (
                  <Button variant="secondary" onClick={() => board.setCategory(null)}>
                    Show All Categories
                  </Button>
                ) : undefined
              }
            />
          )}
          {rows && rows.length > 0 && <PriceTable key={`${city}-${category}`} rows={rows} caption={caption} onQuote={quoteRow} />}
        </div>
        <div className={styles.aside}>
          <MarketInsightsCard
            rows={rows}
            loading={state.status === 'loading'}
            comparedWith={state.status === 'ready' ? state.board.compared_with : null}
            headingLevel={cardLevel}
          />
          <PriceAlertsCard headingLevel={cardLevel} city={city} onSetAlerts={() => setAlertsOpen(true)} />
          <BulkDiscountsCard headingLevel={cardLevel} onCheckRates={quoteBulk} />
        </div>
      </div>

      <div className={styles.footer}>
        <p className={styles.footerText}>
          <strong>Disclaimer:</strong> {PRICE_BOARD_MESSAGES.disclaimer}
        </p>
      </div>

      <DeferredPriceAlertsDialog key={`${city}-${category}-${rows ? 'rows' : 'none'}`} open={alertsOpen} onOpenChange={setAlertsOpen} rows={rows} city={city} />
      <DeferredQuoteRequestDialog
        key={quote.key}
        open={quoteOpen}
        onOpenChange={setQuoteOpen}
        material={quote.material}
        productId={quote.productId}
        prefill={quote.prefill}
        onSent={onQuoteSent}
      />
    </section>
  );
}
