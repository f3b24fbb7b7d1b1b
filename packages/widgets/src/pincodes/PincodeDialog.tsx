import {
  CITIES,
  emptyPincodeForm,
  errorDetail,
  hasErrors,
  INDIAN_STATES,
  PINCODE_ADMIN_MESSAGES,
  PINCODE_FORM_LIMITS,
  pincodeAdminApi,
  toPincodeForm,
  toPincodeInput,
  validatePincodeForm,
  type FieldErrors,
  type PincodeForm,
  type PincodeFormField,
  type PincodeRecord,
} from '@nirmaan/core';
import { Alert, Button, Dialog, Select, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import type { PincodeMessages } from './pincodesMessages.ts';

export interface PincodeDialogProps {
  /** The pincode to edit; null adds one. */
  record: PincodeRecord | null;
  /** The pincode manager's messages, in the language it shows. */
  messages: PincodeMessages;
  onClose: () => void;
  onSaved: (record: PincodeRecord) => void;
}

/** The state each of the served cities is in, chosen for the admin when they pick the city. */
const CITY_STATES: Record<string, (typeof INDIAN_STATES)[number]> = { Bangalore: 'Karnataka', Chennai: 'Tamil Nadu', Coimbatore: 'Tamil Nadu' };

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

function cityOptions(messages: PincodeMessages, current: string) {
  const cities: string[] = [...CITIES];
  if (current && !cities.includes(current)) cities.push(current);
  // Our three cities by their names in the dialog's language; another city (a record's own) as it is stored.
  const label = (city: string) => ((CITIES as readonly string[]).includes(city) ? messages.cityName({ city }) : city);
  return [{ value: '', label: messages['dialog.selectCity']() }, ...cities.map((city) => ({ value: city, label: label(city) }))];
}

/** A field's error (core's validatePincodeForm writes English) in the dialog's language. */
export function pincodeFieldError(messages: PincodeMessages, error: string | undefined): string | undefined {
  switch (error) {
    case PINCODE_ADMIN_MESSAGES.pincode:
      return messages['error.pincode']();
    case PINCODE_ADMIN_MESSAGES.required:
      return messages['error.required']();
    case PINCODE_ADMIN_MESSAGES.cityTooLong:
      return messages['error.cityTooLong']({ max: PINCODE_FORM_LIMITS.city });
    case PINCODE_ADMIN_MESSAGES.areaTooLong:
      return messages['error.areaTooLong']({ max: PINCODE_FORM_LIMITS.area });
    case PINCODE_ADMIN_MESSAGES.stateTooLong:
      return messages['error.stateTooLong']({ max: PINCODE_FORM_LIMITS.state });
    default:
      return error;
  }
}

function stateOptions(current: string) {
  return current && !(INDIAN_STATES as readonly string[]).includes(current) ? [...STATE_OPTIONS, { value: current, label: current }] : STATE_OPTIONS;
}

/**
 * 'Add Pincode' / 'Edit Pincode' (spec toolkit §5): pincode 6 digits (fixed once created), city and
 * state required ('Please fill in all required fields'), area labelled required but not enforced,
 * state from the list (Karnataka first), Active. A refused save keeps the dialog open with the
 * server's reason (e.g. 'Pincode 560001 already exists'), else 'Failed to save pincode'.
 */
export function PincodeDialog({ record, messages, onClose, onSaved }: PincodeDialogProps) {
  const editing = record !== null;
  const formId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<PincodeForm>(() => (record ? toPincodeForm(record) : emptyPincodeForm()));
  const [errors, setErrors] = useState<FieldErrors<PincodeFormField>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = (field: PincodeFormField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const chooseCity = (city: string) => {
    setForm((current) => ({ ...current, city, state: CITY_STATES[city] ?? current.state }));
    setErrors((current) => ({ ...current, city: undefined, state: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePincodeForm(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    setProblem(null);
    try {
      const { pincode, ...update } = toPincodeInput(form);
      onSaved(record ? await pincodeAdminApi.updatePincode(record.pincode, update) : await pincodeAdminApi.createPincode({ pincode, ...update }));
    } catch (error) {
      setProblem(errorDetail(error, messages['failed.save'](), messages['failed.save']()));
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? messages['dialog.editTitle']({ pincode: record.pincode }) : messages['dialog.addTitle']()}
      closeLabel={messages['dialog.close']()}
      initialFocusRef={firstField}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages['dialog.cancel']()}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={saving} busyLabel={messages['dialog.saving']()}>
            {editing ? messages['dialog.update']() : messages['dialog.addTitle']()}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          ref={firstField}
          label={messages['column.pincode']()}
          required
          readOnly={editing}
          hint={editing ? messages['dialog.pincodeHintEdit']() : messages['dialog.pincodeHintNew']()}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={form.pincode}
          onValueChange={(value) => edit('pincode')(value.replace(/\D/g, '').slice(0, 6))}
          error={pincodeFieldError(messages, errors.pincode)}
        />
        <div className={formStyles.pair}>
          <Select
            label={messages['column.city']()}
            required
            value={form.city}
            options={cityOptions(messages, record?.city ?? '')}
            onValueChange={chooseCity}
            error={pincodeFieldError(messages, errors.city)}
          />
          <TextField
            label={messages['column.area']()}
            required
            autoComplete="off"
            hint={messages['dialog.areaHint']()}
            value={form.area}
            onValueChange={edit('area')}
            error={pincodeFieldError(messages, errors.area)}
          />
        </div>
        <Select
          label={messages['column.state']()}
          required
          value={form.state}
          options={stateOptions(record?.state ?? '')}
          onValueChange={edit('state')}
          error={pincodeFieldError(messages, errors.state)}
        />
        <label className={formStyles.checkbox}>
          <input type="checkbox" checked={form.is_active} onChange={(event) => setForm((current) => ({ ...current, is_active: event.target.checked }))} />
          {messages['dialog.active']()}
        </label>
      </form>
    </Dialog>
  );
}
