import { MAX_RFQ_ITEMS } from '@nirmaan/core';
import { Alert, Button, TextAreaField, TextField } from '@nirmaan/ui';
import { useId, type FormEvent } from 'react';
import { RfqItemRow } from './RfqItemRow.tsx';
import type { RfqMessages } from './rfqMessages.ts';
import { rfqNoticeText, rfqProblemText } from './rfqTexts.ts';
import { VisitorContactFields } from './VisitorContactFields.tsx';
import * as styles from './rfqRequest.css.ts';
import type { RfqRequestState } from './useRfqRequest.ts';

export interface RfqRequestFieldsProps {
  formId: string;
  state: RfqRequestState;
  messages: RfqMessages;
}

/** The request's boxes: the items, the site, the date, notes, sharing the phone, and a visitor's name and number. */
export function RfqRequestFields({ formId, state, messages }: RfqRequestFieldsProps) {
  const legendId = useId();
  const { form, errors, problem, isVisitor } = state;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.step === 'editing') void state.submit();
  };
  return (
    <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
      {problem && <Alert tone="error">{rfqNoticeText(messages, problem)}</Alert>}
      <fieldset className={styles.items} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {messages.items()}
        </legend>
        {form.items.map((item, index) => (
          <RfqItemRow
            key={item.key}
            item={item}
            position={index + 1}
            errors={errors}
            messages={messages}
            onRemove={form.items.length > 1 ? () => state.removeItem(item.key) : null}
            onEdit={(field, value) => state.editItem(item.key, field, value)}
          />
        ))}
        {errors.items && <Alert tone="error">{rfqProblemText(messages, errors.items)}</Alert>}
        {form.items.length < MAX_RFQ_ITEMS && (
          <div>
            <Button variant="secondary" onClick={state.addItem}>
              {messages.addItem()}
            </Button>
          </div>
        )}
      </fieldset>
      <div className={styles.pair}>
        <TextField
          label={messages.pincode()}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={form.sitePincode}
          onValueChange={state.editSite('sitePincode')}
          error={rfqProblemText(messages, errors.sitePincode)}
        />
        <TextField
          label={messages.neededBy()}
          type="date"
          value={form.neededBy}
          onValueChange={state.editSite('neededBy')}
          error={rfqProblemText(messages, errors.neededBy)}
        />
      </div>
      <TextField
        label={messages.location()}
        maxLength={200}
        hint={messages.locationHint()}
        value={form.siteLocation}
        onValueChange={state.editSite('siteLocation')}
        error={rfqProblemText(messages, errors.siteLocation)}
      />
      <TextAreaField
        label={messages.notes()}
        rows={2}
        maxLength={2000}
        hint={messages.notesHint()}
        value={form.notes}
        onValueChange={state.editSite('notes')}
        error={rfqProblemText(messages, errors.notes)}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" checked={form.sharePhone} onChange={(event) => state.setSharePhone(event.target.checked)} />
        {messages.sharePhone()}
      </label>
      {isVisitor && <VisitorContactFields state={state} messages={messages} />}
    </form>
  );
}
