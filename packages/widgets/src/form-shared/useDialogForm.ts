import { errorDetail, type FieldErrors } from '@nirmaan/core';
import { useState, type FormEvent } from 'react';

export interface DialogFormOptions<Form extends { [Key in keyof Form]: string }> {
  initial: Form;
  /** The form's rules (core): a message per box that needs attention. */
  validate: (form: Form) => FieldErrors<keyof Form & string>;
  /** Sends the form; throws the API's error, whose detail the dialog shows. */
  save: (form: Form) => Promise<void>;
  /** Said when the call fails without a detail from the server. */
  failureMessage: string;
  /** After a successful save (the dialog closes). */
  onSaved: () => void;
}

/**
 * A form's state (Edit Profile, Change Password, the CRM's Edit dialogs, the forgotten-password form, the admin's category form): the boxes' text, their messages, the server's
 * answer when it refuses (kept in the dialog for another try) and the busy state while it sends.
 */
export function useDialogForm<Form extends { [Key in keyof Form]: string }>({ initial, validate, save, failureMessage, onSaved }: DialogFormOptions<Form>) {
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof Form & string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** A box's change handler: its text, and its message cleared. */
  const field = (name: keyof Form & string) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(form);
    setErrors(invalid);
    setProblem(null);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    try {
      await save(form);
      onSaved();
    } catch (error) {
      setProblem(errorDetail(error, failureMessage));
      setBusy(false);
    }
  };

  return { form, errors, problem, busy, field, submit };
}
