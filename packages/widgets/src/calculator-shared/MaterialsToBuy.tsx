import { quoteMessageFor, type MaterialNeed } from '@nirmaan/core';
import { Alert, Button, Spinner } from '@nirmaan/ui';
import { useId, useState } from 'react';
import { QuoteRequestDialog } from '../quote/QuoteRequestDialog.tsx';
import * as styles from './calculator.css.ts';
import { ShoppingListReview } from './ShoppingListReview.tsx';
import { useShoppingList } from './useShoppingList.ts';

export interface MaterialsToBuyProps {
  /** The materials of the last calculation, in catalogue units. */
  needs: readonly MaterialNeed[];
  /** Names the calculator in the quote request, e.g. 'Material Calculator'. */
  source: string;
  /** One below the results heading. */
  headingLevel: 3 | 4;
}

/**
 * One click from a calculation to action: the cheapest delivered offer of each material, reviewed
 * and added to the cart, or every quantity sent as one quote request.
 */
export function MaterialsToBuy({ needs, source, headingLevel }: MaterialsToBuyProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const { state, find, addAll, signedIn } = useShoppingList(needs);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [first] = needs;
  if (!first) return null;
  const quoteKey = needs.map((need) => `${need.label}:${need.quantity}`).join('|');
  return (
    <section className={styles.figureGroup} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.groupTitle}>
        Buy these materials
      </Heading>
      <p className={styles.placeholder}>Add the cheapest delivered offer of each material to your cart, or ask suppliers for a quote on the whole list.</p>
      <div className={styles.actions}>
        <Button variant="primary" busy={state.step === 'finding'} busyLabel="Finding offers..." onClick={() => void find()}>
          Add to cart
        </Button>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setQuoteOpen(true)}>
          Request a quote
        </Button>
      </div>
      {state.step === 'finding' ? (
        <div role="status">
          <Spinner size="small" label="Finding the best offers near you…" />
        </div>
      ) : null}
      {state.step === 'find-failed' ? (
        <Alert tone="error" action={<Button variant="secondary" size="small" onClick={() => void find()}>Try Again</Button>}>
          Could not look up offers. Please check your connection and try again.
        </Alert>
      ) : null}
      {state.step === 'review' || state.step === 'adding' || state.step === 'added' ? (
        <ShoppingListReview
          lines={state.lines}
          signedIn={signedIn}
          adding={state.step === 'adding'}
          outcomes={state.step === 'added' ? state.outcomes : undefined}
          onAddAll={() => void addAll()}
          headingLevel={headingLevel === 3 ? 4 : 5}
        />
      ) : null}
      <QuoteRequestDialog
        key={quoteKey}
        open={quoteOpen}
        onOpenChange={setQuoteOpen}
        material={first.quoteMaterial}
        prefill={{ quantity: String(first.quantity), unit: first.quoteUnit, message: quoteMessageFor(needs, source) }}
      />
    </section>
  );
}
