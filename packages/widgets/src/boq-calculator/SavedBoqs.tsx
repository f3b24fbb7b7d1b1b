import { localeFormat, needsFromBoq, siteUrl } from '@nirmaan/core';
import { Alert, Button, Link, Spinner } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import type { SavedBoq } from './boqApi.ts';
import { boqApi } from './boqCalls.ts';
import { savedBoqCatalogue } from './saved/savedBoqMessages.ts';
import { savedBoqDate, savedBoqSummary } from './saved/savedBoqTexts.ts';
import * as styles from './boqArticle.css.ts';
import { deferredDialog } from '../deferred/deferredDialog.tsx';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { useMessages } from '../locale-shared/useMessages.ts';

const MaterialsRfqDialog = deferredDialog(async () => (await import('../calculator-shared/MaterialsRfqDialog.tsx')).MaterialsRfqDialog);

type SavedState = { status: 'loading' } | { status: 'ready'; value: SavedBoq[] } | { status: 'failed' };

/** The buyer's saved BOQs, newest first, in the account's Profile tab, in the site's language. */
export function SavedBoqs() {
  const { messages, locale } = useMessages(savedBoqCatalogue);
  const format = localeFormat(locale);
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
    <section className={styles.saved} aria-labelledby="saved-boqs" lang={locale}>
      <h2 id="saved-boqs" className={styles.title}>
        {messages.title()}
      </h2>
      {saved.status === 'loading' && <Spinner label={messages.loading()} />}
      {saved.status === 'failed' && (
        <Alert
          tone="error"
          action={
            <Button size="small" onClick={() => setAttempt((count) => count + 1)}>
              {messages.retry()}
            </Button>
          }
        >
          {messages.failed()}
        </Alert>
      )}
      {saved.status === 'ready' && saved.value.length === 0 && <EmptySaved sentence={splitAroundLink(messages.empty(LINK_MARKS))} />}
      {saved.status === 'ready' && saved.value.length > 0 && (
        <ul className={styles.list}>
          {saved.value.map((boq) => {
            const summary = savedBoqSummary(boq, messages, format);
            return (
              <li key={boq.id}>
                {summary.before}
                <strong>{summary.link}</strong>
                {summary.after}{' '}
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  aria-label={messages.getPricesFor({ date: savedBoqDate(boq, format) })}
                  onPointerEnter={MaterialsRfqDialog.preload}
                  onFocus={MaterialsRfqDialog.preload}
                  onClick={() => setPricing(boq)}
                >
                  {messages.getPrices()}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <MaterialsRfqDialog
        key={pricing?.id ?? 'none'}
        needs={pricing ? needsFromBoq(pricing.result) : []}
        source="boq"
        open={pricing !== null}
        onOpenChange={(open) => !open && setPricing(null)}
        loadingLabel={messages['opening.request']()}
      />
    </section>
  );
}

/** No BOQ saved yet, with the link to the calculator where the language puts it. */
function EmptySaved({ sentence }: { sentence: ReturnType<typeof splitAroundLink> }) {
  return (
    <p>
      {sentence.before}
      <Link href={siteUrl('/boq-calculator')}>{sentence.link}</Link>
      {sentence.after}
    </p>
  );
}
