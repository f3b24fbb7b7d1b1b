import { $role, localeFormat, shoppingListTotal, siteUrl, type AddLineOutcome, type Locale, type ShoppingLine } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, Link, Table } from '@nirmaan/ui';
import { useEffect, useId, useRef } from 'react';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import * as styles from './calculator.css.ts';
import type { MaterialsMessages } from './materialsMessages.ts';
import { shoppingListColumns } from './shoppingListColumns.tsx';

export interface ShoppingListReviewProps {
  lines: readonly ShoppingLine[];
  adding: boolean;
  /** Present once the found lines were added. */
  outcomes?: readonly AddLineOutcome[];
  onAddAll: () => void;
  headingLevel: 4 | 5;
  /** "Buy these materials"'s catalogue in the language shown, and that language (for numbers and money). */
  messages: MaterialsMessages;
  locale: Locale;
}

/** The found lines' total, a sentence whose amount (between the link marks) keeps the figures' style. */
function totalParagraph(text: string) {
  const { before, link: amount, after } = splitAroundLink(text);
  return (
    <p className={styles.total}>
      {before}
      <span className={styles.number}>{amount}</span>
      {after}
    </p>
  );
}

/**
 * The offers found for a calculation's materials, their total, and the button that adds them to the
 * cart. The materials' names are the calculators' English labels, marked so (`lang="en"`).
 */
export function ShoppingListReview({ lines, adding, outcomes, onAddAll, headingLevel, messages, locale }: ShoppingListReviewProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signedIn = useStore($role) === 'buyer';
  useEffect(() => headingRef.current?.focus(), []);
  const format = localeFormat(locale);
  const foundCount = lines.filter((line) => line.status === 'found').length;
  const added = outcomes?.filter((outcome) => outcome.ok).length ?? 0;
  const failures = outcomes?.flatMap((outcome) => (outcome.ok ? [] : [outcome])) ?? [];
  const counted = (count: number) => ({ count, countText: format.number(count) });
  return (
    <section className={styles.figureGroup} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.groupTitle}>
        {messages['review.heading']()}
      </Heading>
      <Table
        caption={messages['review.caption']()}
        hideCaption
        columns={shoppingListColumns(messages, format)}
        rows={lines}
        rowKey={(line) => line.need.label}
      />
      {foundCount > 0 ? totalParagraph(messages.total({ ...counted(foundCount), ...LINK_MARKS, amount: format.price(shoppingListTotal(lines)) })) : null}
      {outcomes ? (
        <>
          {added > 0 ? (
            <Alert tone="success" action={<Link href={siteUrl('/cart')}>{messages.viewCart()}</Link>}>
              {messages.added(counted(added))}
            </Alert>
          ) : null}
          {failures.map((failure) => (
            <Alert key={failure.line.need.label} tone="error">
              {messages.lineFailed({ material: failure.line.need.label, problem: failure.detail ?? messages.addFailed() })}
            </Alert>
          ))}
        </>
      ) : foundCount === 0 ? null : signedIn ? (
        <div className={styles.actions}>
          <Button variant="primary" busy={adding} busyLabel={messages.adding()} onClick={onAddAll}>
            {messages.addAll(counted(foundCount))}
          </Button>
        </div>
      ) : (
        <Alert tone="info" action={<Link href={siteUrl('/login')}>{messages.login()}</Link>}>
          {messages.loginToAdd()}
        </Alert>
      )}
    </section>
  );
}
