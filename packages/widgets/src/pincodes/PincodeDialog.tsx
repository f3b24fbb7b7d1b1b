import {
  CITIES,
  emptyPincodeForm,
  errorDetail,
  hasErrors,
  INDIAN_STATES,
  PINCODE_ADMIN_MESSAGES,
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

export interface PincodeDialogProps {
  /** The pincode to edit; null adds one. */
  record: PincodeRecord | null;
  onClose: () => void;
  onSaved: (record: PincodeRecord) => void;
}

/** The state each of the served cities is in, chosen for the admin when they pick the city. */
const CITY_STATES: Record<string, (typeof INDIAN_STATES)[number]> = { Bangalore: 'Karnataka', Chennai: 'Tamil Nadu', Coimbatore: 'Tamil Nadu' };

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

function cityOptions(current: string) {
  const cities: string[] = [...CITIES];
  if (current && !cities.includes(current)) cities.push(current);
  return [{ value: '', label: 'Select a city' }, ...cities.map((city) => ({ value: city, label: city }))];
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
export function PincodeDialog({ record, onClose, onSaved }: PincodeDialogProps) {
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
      setProblem(errorDetail(error, PINCODE_ADMIN_MESSAGES.saveFailed, PINCODE_ADMIN_MESSAGES.saveFailed));
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `Edit Pincode ${record.pincode}` : 'Add Pincode'}
      closeLabel="Close"
      initialFocusRef={firstField}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={saving} busyLabel="Saving...">
            {editing ? 'Update Pincode' : 'Add Pincode'}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          ref={firstField}
          label="Pincode"
          required
          readOnly={editing}
          hint={editing ? 'A pincode cannot be changed; delete it and add the new one instead.' : '6 digits, e.g. 560001'}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={form.pincode}
          onValueChange={(value) => edit('pincode')(value.replace(/\D/g, '').slice(0, 6))}
          error={errors.pincode}
        />
        <div className={formStyles.pair}>
          <Select label="City" required value={form.city} options={cityOptions(record?.city ?? '')} onValueChange={chooseCity} error={errors.city} />
          <TextField label="Area" required autoComplete="off" hint="e.g. Koramangala" value={form.area} onValueChange={edit('area')} error={errors.area} />
        </div>
        <Select label="State" required value={form.state} options={stateOptions(record?.state ?? '')} onValueChange={edit('state')} error={errors.state} />
        <label className={formStyles.checkbox}>
          <input type="checkbox" checked={form.is_active} onChange={(event) => setForm((current) => ({ ...current, is_active: event.target.checked }))} />
          Active (buyers can order for delivery here)
        </label>
      </form>
    </Dialog>
  );
}
