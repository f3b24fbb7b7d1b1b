import { BUYER_ACCOUNT_TEXTS as T, validatePasswordReset, type PasswordResetForm } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useEffect, useRef } from 'react';
import { useDialogForm } from '../form-shared/useDialogForm.ts';
import * as styles from './account.css.ts';

export interface NewPasswordFormProps {
  /** Sets the password; throws the API's error, whose detail the form shows. */
  onSubmit: (newPassword: string) => Promise<void>;
  onDone: () => void;
}

const EMPTY: PasswordResetForm = { newPassword: '', confirmPassword: '' };

/** The forgotten password's last step: the new password, twice. */
export function NewPasswordForm({ onSubmit, onDone }: NewPasswordFormProps) {
  const newInput = useRef<HTMLInputElement>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<PasswordResetForm>({
    initial: EMPTY,
    validate: validatePasswordReset,
    save: (values) => onSubmit(values.newPassword),
    failureMessage: 'Your password could not be reset. Please try again.',
    onSaved: onDone,
  });

  // The step appears once the code is verified: the new password is what to type next.
  useEffect(() => newInput.current?.focus(), []);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        ref={newInput}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        required
        value={form.newPassword}
        onValueChange={field('newPassword')}
        error={errors.newPassword}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={form.confirmPassword}
        onValueChange={field('confirmPassword')}
        error={errors.confirmPassword}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel={T.saving}>
        {T.setNewPassword}
      </Button>
    </form>
  );
}
