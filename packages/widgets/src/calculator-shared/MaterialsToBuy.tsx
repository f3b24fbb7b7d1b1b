import type { MaterialNeed } from '@nirmaan/core';
import { Alert, Button, Spinner } from '@nirmaan/ui';
import { useId, useState } from 'react';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import * as styles from './calculator.css.ts';
import { DeferredMaterialsDialogs, preloadMaterialsDialogs } from './DeferredMaterialsDialogs.tsx';
import type { MaterialsDialog } from './MaterialsDialogs.tsx';
import { materialsCatalogue } from './materialsMessages.ts';
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

const preloadOffers = () => {
  preloadShoppingListCalls();
  ShoppingListReview.preload();
};

/**
 * One click from a calculation to action: the cheapest delivered offer of each material, reviewed
 * and added to the cart, or every quantity sent as one quote request. It speaks the calculator's
 * language (its own catalogue, loaded with it after the calculator's first view).
 */
export function MaterialsToBuy({ needs, source, headingLevel, kind = 'calculator' }: MaterialsToBuyProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const { messages, locale } = useMessages(materialsCatalogue);
  const { state, find, addAll } = useShoppingList(needs);
  const [dialog, setDialog] = useState<MaterialsDialog | null>(null);
  if (needs.length === 0) return null;
  const findOffers = () => {
    ShoppingListReview.preload();
    void find();
  };
  return (
    <section className={styles.figureGroup} aria-labelledby={headingId} lang={locale}>
      <Heading id={headingId} className={styles.groupTitle}>
        {messages.heading()}
      </Heading>
      <p className={styles.placeholder}>{messages.intro()}</p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          busy={state.step === 'finding'}
          busyLabel={messages.findingOffers()}
          onPointerEnter={preloadOffers}
          onFocus={preloadOffers}
          onClick={findOffers}
        >
          {messages.addToCart()}
        </Button>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={preloadMaterialsDialogs}
          onFocus={preloadMaterialsDialogs}
          onClick={() => setDialog('prices')}
        >
          {messages.getPrices({ kind })}
        </Button>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={preloadMaterialsDialogs}
          onFocus={preloadMaterialsDialogs}
          onClick={() => setDialog('quote')}
        >
          {messages.requestQuote()}
        </Button>
      </div>
      {state.step === 'finding' ? (
        <div role="status">
          <Spinner size="small" label={messages.findingNear()} />
        </div>
      ) : null}
      {state.step === 'find-failed' ? (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={findOffers}>
              {messages.tryAgain()}
            </Button>
          }
        >
          {messages.findFailed()}
        </Alert>
      ) : null}
      {state.step === 'review' || state.step === 'adding' || state.step === 'added' ? (
        <DeferredBoundary loadingLabel={messages.findingNear()}>
          <ShoppingListReview
            lines={state.lines}
            adding={state.step === 'adding'}
            outcomes={state.step === 'added' ? state.outcomes : undefined}
            onAddAll={() => void addAll()}
            headingLevel={headingLevel === 3 ? 4 : 5}
            messages={messages}
            locale={locale}
          />
        </DeferredBoundary>
      ) : null}
      <DeferredMaterialsDialogs
        loadingLabel={messages.openingForm()}
        needs={needs}
        source={source}
        kind={kind}
        open={dialog !== null}
        shown={dialog}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
