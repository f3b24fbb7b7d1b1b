import type { MaterialNeed } from '@nirmaan/core';
import { Alert, Button, Spinner } from '@nirmaan/ui';
import { useId, useState } from 'react';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { deferredDialog } from '../deferred/deferredDialog.tsx';
import * as styles from './calculator.css.ts';
import type { MaterialsDialog } from './MaterialsDialogs.tsx';
import { preloadShoppingListCalls, useShoppingList } from './useShoppingList.ts';

export interface MaterialsToBuyProps {
  /** The materials of the last calculation, in catalogue units. */
  needs: readonly MaterialNeed[];
  /** Names the calculator in the quote request, e.g. 'Material Calculator'. */
  source: string;
  /** One below the results heading. */
  headingLevel: 3 | 4;
  /** A bill of quantities asks "Get prices for this BOQ"; another calculation, for its list. */
  kind?: 'boq' | 'calculator';
}

// What each button leads to is fetched when the buyer points at, focuses or presses it.
const ShoppingListReview = deferredComponent(async () => (await import('./ShoppingListReview.tsx')).ShoppingListReview);
const MaterialsDialogs = deferredDialog(async () => (await import('./MaterialsDialogs.tsx')).MaterialsDialogs, 'Opening the form...');

export const MATERIALS_TO_BUY_TEXTS = {
  heading: 'Buy these materials',
  intro: 'Add the cheapest delivered offer of each material to your cart, or ask suppliers for prices or a quote on the whole list.',
  addToCart: 'Add to cart',
  getPrices: { boq: 'Get prices for this BOQ', calculator: 'Get prices for this list' },
  requestQuote: 'Request a quote',
} as const;

const preloadOffers = () => {
  preloadShoppingListCalls();
  ShoppingListReview.preload();
};

/**
 * One click from a calculation to action: the cheapest delivered offer of each material, reviewed
 * and added to the cart, or every quantity sent as one quote request.
 */
export function MaterialsToBuy({ needs, source, headingLevel, kind = 'calculator' }: MaterialsToBuyProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const { state, find, addAll } = useShoppingList(needs);
  const [dialog, setDialog] = useState<MaterialsDialog | null>(null);
  if (needs.length === 0) return null;
  const findOffers = () => {
    ShoppingListReview.preload();
    void find();
  };
  return (
    // English only so far: marked so inside a translated calculator, for screen readers' pronunciation.
    <section className={styles.figureGroup} aria-labelledby={headingId} lang="en-IN">
      <Heading id={headingId} className={styles.groupTitle}>
        {MATERIALS_TO_BUY_TEXTS.heading}
      </Heading>
      <p className={styles.placeholder}>{MATERIALS_TO_BUY_TEXTS.intro}</p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          busy={state.step === 'finding'}
          busyLabel="Finding offers..."
          onPointerEnter={preloadOffers}
          onFocus={preloadOffers}
          onClick={findOffers}
        >
          {MATERIALS_TO_BUY_TEXTS.addToCart}
        </Button>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={MaterialsDialogs.preload}
          onFocus={MaterialsDialogs.preload}
          onClick={() => setDialog('prices')}
        >
          {MATERIALS_TO_BUY_TEXTS.getPrices[kind]}
        </Button>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={MaterialsDialogs.preload}
          onFocus={MaterialsDialogs.preload}
          onClick={() => setDialog('quote')}
        >
          {MATERIALS_TO_BUY_TEXTS.requestQuote}
        </Button>
      </div>
      {state.step === 'finding' ? (
        <div role="status">
          <Spinner size="small" label="Finding the best offers near you…" />
        </div>
      ) : null}
      {state.step === 'find-failed' ? (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={findOffers}>
              Try Again
            </Button>
          }
        >
          Could not look up offers. Please check your connection and try again.
        </Alert>
      ) : null}
      {state.step === 'review' || state.step === 'adding' || state.step === 'added' ? (
        <DeferredBoundary loadingLabel="Finding the best offers near you…">
          <ShoppingListReview
            lines={state.lines}
            adding={state.step === 'adding'}
            outcomes={state.step === 'added' ? state.outcomes : undefined}
            onAddAll={() => void addAll()}
            headingLevel={headingLevel === 3 ? 4 : 5}
          />
        </DeferredBoundary>
      ) : null}
      <MaterialsDialogs needs={needs} source={source} kind={kind} open={dialog !== null} shown={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}
