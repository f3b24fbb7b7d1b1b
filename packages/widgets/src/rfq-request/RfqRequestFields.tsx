import { MAX_RFQ_ITEMS } from '@nirmaan/core';
import { Alert, Button, TextAreaField, TextField } from '@nirmaan/ui';
import { useId, type FormEvent } from 'react';
import { RfqItemRow } from './RfqItemRow.tsx';
import { VisitorContactFields } from './VisitorContactFields.tsx';
import * as styles from './rfqRequest.css.ts';
import type { RfqRequestState } from './useRfqRequest.ts';

export const RFQ_FIELDS_TEXTS = {
  items: 'Items',
  addItem: 'Add item',
  pincode: 'Site pincode',
  location: 'Site location',
  locationHint: 'Area, landmark or road, for the delivery',
  neededBy: 'Needed by',
  notes: 'Notes',
  notesHint: 'Brand or grade preferred, unloading, payment terms...',
  sharePhone: 'Let the suppliers asked call me (share my phone with them)',
} as const;

export interface RfqRequestFieldsProps {
  formId: string;
  state: RfqRequestState;
}

/** The request's boxes: the items, the site, the date, notes, sharing the phone, and a visitor's name and number. */
export function RfqRequestFields({ formId, state }: RfqRequestFieldsProps) {
  const legendId = useId();
  const { form, errors, problem, isVisitor } = state;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.step === 'editing') void state.submit();
  };
  return (
    <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
      {problem && <Alert tone="error">{problem}</Alert>}
      <fieldset className={styles.items} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {RFQ_FIELDS_TEXTS.items}
        </legend>
        {form.items.map((item, index) => (
          <RfqItemRow
            key={item.key}
            item={item}
            position={index + 1}
            errors={errors}
            onRemove={form.items.length > 1 ? () => state.removeItem(item.key) : null}
            onEdit={(field, value) => state.editItem(item.key, field, value)}
          />
        ))}
        {errors.items && <Alert tone="error">{errors.items}</Alert>}
        {form.items.length < MAX_RFQ_ITEMS && (
          <div>
            <Button variant="secondary" onClick={state.addItem}>
              {RFQ_FIELDS_TEXTS.addItem}
            </Button>
          </div>
        )}
      </fieldset>
      <div className={styles.pair}>
        <TextField
          label={RFQ_FIELDS_TEXTS.pincode}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={form.sitePincode}
          onValueChange={state.editSite('sitePincode')}
          error={errors.sitePincode}
        />
        <TextField label={RFQ_FIELDS_TEXTS.neededBy} type="date" value={form.neededBy} onValueChange={state.editSite('neededBy')} error={errors.neededBy} />
      </div>
      <TextField
        label={RFQ_FIELDS_TEXTS.location}
        maxLength={200}
        hint={RFQ_FIELDS_TEXTS.locationHint}
        value={form.siteLocation}
        onValueChange={state.editSite('siteLocation')}
        error={errors.siteLocation}
      />
      <TextAreaField
        label={RFQ_FIELDS_TEXTS.notes}
        rows={2}
        maxLength={2000}
        hint={RFQ_FIELDS_TEXTS.notesHint}
        value={form.notes}
        onValueChange={state.editSite('notes')}
        error={errors.notes}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" checked={form.sharePhone} onChange={(event) => state.setSharePhone(event.target.checked)} />
        {RFQ_FIELDS_TEXTS.sharePhone}
      </label>
      {isVisitor && <VisitorContactFields state={state} />}
    </form>
  );
}
