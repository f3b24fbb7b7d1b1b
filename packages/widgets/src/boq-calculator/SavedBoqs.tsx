import { formatNumber, formatOrderDate, localeFormat, needsFromBoq, siteUrl } from '@nirmaan/core';
import { Alert, Button, Link, Spinner } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import type { SavedBoq } from './boqApi.ts';
import { boqApi } from './boqCalls.ts';
import { boqCatalogue } from './boqMessages.ts';
import { rupeesWithLakh as rupeesWithLakhIn } from './boqTexts.ts';
import * as styles from './boqArticle.css.ts';
import { deferredDialog } from '../deferred/deferredDialog.tsx';

const MaterialsRfqDialog = deferredDialog(
  async () => (await import('../calculator-shared/MaterialsRfqDialog.tsx')).MaterialsRfqDialog,
  'Opening the request...',
);

/** The account page is English this wave: the totals in lakh as the English calculator writes them. */
const rupeesWithLakh = (amount: number) => rupeesWithLakhIn(amount, boqCatalogue.english, localeFormat('en'));

type SavedState = { status: 'loading' } | { status: 'ready'; value: SavedBoq[] } | { status: 'failed' };

/** The buyer's saved BOQs, newest first, in the account's Profile tab. */
export function SavedBoqs() {
  const [saved, setSaved] = useState<SavedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pricing, setPricing] = useState<SavedBoq | null>(null);

  useEffect(() => {
    let current = true;
    boqApi.listSaved().then(
      (value) => current && setSaved({ status: 'ready', value }),
      () => current && setSaved({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <section className={styles.saved} aria-labelledby="saved-boqs">
      <h2 id="saved-boqs" className={styles.title}>
        Saved BOQs
      </h2>
      {saved.status === 'loading' && <Spinner label="Loading saved BOQs" />}
      {saved.status === 'failed' && (
        <Alert
          tone="error"
          action={
            <Button size="small" onClick={() => setAttempt((count) => count + 1)}>
              Retry
            </Button>
          }
        >
          Could not load your saved BOQs.
        </Alert>
      )}
      {saved.status === 'ready' && saved.value.length === 0 && (
        <p>
          No saved BOQs yet. <Link href={siteUrl('/boq-calculator')}>Open the BOQ Calculator</Link>
        </p>
      )}
      {saved.status === 'ready' && saved.value.length > 0 && (
        <ul className={styles.list}>
          {saved.value.map((boq) => (
            <li key={boq.id}>
              <strong>{formatOrderDate(boq.created_at)}</strong>: {formatNumber(boq.request.plot_size)} sq ft plot, {formatNumber(boq.request.no_of_floors)}{' '}
              {boq.request.no_of_floors === 1 ? 'floor' : 'floors'}, {boq.request.construction_quality} quality — {formatNumber(boq.result.built_up_area)} sq ft
              built up, {rupeesWithLakh(boq.result.total_cost)}{' '}
              <Button
                variant="secondary"
                aria-haspopup="dialog"
                aria-label={`Get prices for the BOQ of ${formatOrderDate(boq.created_at)}`}
                onPointerEnter={MaterialsRfqDialog.preload}
                onFocus={MaterialsRfqDialog.preload}
                onClick={() => setPricing(boq)}
              >
                Get prices for this BOQ
              </Button>
            </li>
          ))}
        </ul>
      )}
      <MaterialsRfqDialog
        key={pricing?.id ?? 'none'}
        needs={pricing ? needsFromBoq(pricing.result) : []}
        source="boq"
        open={pricing !== null}
        onOpenChange={(open) => !open && setPricing(null)}
      />
    </section>
  );
}
