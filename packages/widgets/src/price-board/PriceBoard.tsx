import {
  CITIES,
  comparedWith,
  lastUpdated,
  localeFormat,
  PRICE_BOARD_CATEGORIES,
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
import { useMessages } from '../locale-shared/useMessages.ts';
import { ChipGroup } from './ChipGroup.tsx';
import { priceBoardCatalogue } from './priceBoardMessages.ts';
import { boardDate, boardDateTime, categoryName, cityName, type PriceBoardTexts } from './priceBoardTexts.ts';
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

/** The chips' choices, named in the language shown. */
function filterOptions(texts: PriceBoardTexts) {
  return {
    cities: CITIES.map((city) => ({ value: city, label: cityName(city, texts) })),
    categories: [null, ...PRICE_BOARD_CATEGORIES].map((category) => ({
      value: category,
      label: category ? categoryName(category, texts) : texts.messages.allCategories(),
    })),
  };
}

/**
 * Price Today (spec toolkit §2), computed on the server from the sellers' price history: each
 * material's price in a city now and 7 days ago, filtered by category; Get Quote on each row, the
 * market insights of the rows shown, price alerts (said honestly to be coming) and bulk rates.
 */
export function PriceBoard({ city: initialCity, category: initialCategory, headingLevel = 2, onQuoteSent, api }: PriceBoardProps) {
  const board = usePriceBoard({ city: initialCity, category: initialCategory, api });
  const { state, city, category } = board;
  const { messages, locale } = useMessages(priceBoardCatalogue);
  const texts: PriceBoardTexts = { messages, format: localeFormat(locale), locale };
  const shownCity = cityName(city, texts);
  const options = filterOptions(texts);
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
        message: messages['quote.rowMessage']({ material: row.material, city: shownCity, price: texts.format.price(row.current_price), unit: row.unit }),
      },
    });
  const quoteBulk = () =>
    askQuote({
      key: `bulk-${category ?? 'all'}`,
      material: category ? QUOTE_MATERIAL_BY_CATEGORY[category] : '',
      productId: null,
      prefill: { message: messages['quote.bulkMessage']({ city: shownCity }) },
    });
  // Known before the rows come: the loading table has the same note.
  const caption = messages.caption({
    city: shownCity,
    category: category ? 'one' : 'all',
    categoryName: category ? categoryName(category, texts) : '',
    date: boardDate(comparedWith(state.board), texts),
    days: texts.format.number(PRICE_BOARD_WINDOW_DAYS),
  });

  return (
    <section className={styles.root} aria-labelledby={titleId} lang={locale}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {messages.title()}
        </Title>
        <p className={styles.muted}>{messages.intro({ city: shownCity })}</p>
        <p className={styles.statusLine} role="status">
          {state.status === 'ready' && (
            <>
              {messages.lastUpdated()} <time dateTime={lastUpdated(state.board)}>{boardDateTime(lastUpdated(state.board), texts)}</time>
            </>
          )}
          {state.status === 'loading' && messages.loading()}
        </p>
      </header>

      <div className={styles.filters}>
        <ChipGroup<PriceBoardCategory | null> label={messages.categoryLabel()} options={options.categories} selected={category} onSelect={board.setCategory} />
        <ChipGroup<City> label={messages.cityLabel()} options={options.cities} selected={city} onSelect={board.setCity} />
      </div>

      <div className={styles.layout}>
        <div className={styles.panel} aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <PriceTable key="loading" rows={null} caption={caption} onQuote={quoteRow} texts={texts} />}
          {state.status === 'failed' && (
            <Alert
              tone="error"
              action={
                <Button variant="secondary" size="small" onClick={board.retry}>
                  {messages.retry()}
                </Button>
              }
            >
              {messages.loadFailed()}
            </Alert>
          )}
          {rows && rows.length === 0 && (
            <EmptyState
              headingLevel={cardLevel}
              title={messages.empty()}
              description={
                category ? messages.emptyCategory({ city: shownCity, category: categoryName(category, texts) }) : messages.emptyAll({ city: shownCity })
              }
              action={
                category ? (
                  <Button variant="secondary" onClick={() => board.setCategory(null)}>
                    {messages.showAllCategories()}
                  </Button>
                ) : undefined
              }
            />
          )}
          {rows && rows.length > 0 && <PriceTable key={`${city}-${category}`} rows={rows} caption={caption} onQuote={quoteRow} texts={texts} />}
        </div>
        <div className={styles.aside}>
          <MarketInsightsCard
            rows={rows}
            loading={state.status === 'loading'}
            comparedWith={state.status === 'ready' ? state.board.compared_with : null}
            headingLevel={cardLevel}
            texts={texts}
          />
          <PriceAlertsCard headingLevel={cardLevel} cityName={shownCity} onSetAlerts={() => setAlertsOpen(true)} messages={messages} />
          <BulkDiscountsCard headingLevel={cardLevel} onCheckRates={quoteBulk} messages={messages} />
        </div>
      </div>

      <div className={styles.footer}>
        <p className={styles.footerText}>
          <strong>{messages.disclaimerLabel()}</strong> {messages.disclaimer()}
        </p>
      </div>

      <DeferredPriceAlertsDialog
        key={`${city}-${category}-${rows ? 'rows' : 'none'}`}
        open={alertsOpen}
        onOpenChange={setAlertsOpen}
        rows={rows}
        city={city}
        loadingLabel={messages['opening.alerts']()}
      />
      <DeferredQuoteRequestDialog
        key={quote.key}
        open={quoteOpen}
        onOpenChange={setQuoteOpen}
        material={quote.material}
        productId={quote.productId}
        prefill={quote.prefill}
        onSent={onQuoteSent}
        loadingLabel={messages['opening.quote']()}
      />
    </section>
  );
}
