import { validatePasswordReset, type PasswordResetForm } from '@nirmaan/core';
import { Alert, Button } from '@nirmaan/ui';
import { useEffect, useRef } from 'react';
import { NewPasswordFields } from '../form-shared/NewPasswordFields.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import * as styles from './account.css.ts';
import { signUpCoreErrors } from './sign-up/signUpCoreText.ts';
import { signUpCatalogue } from './sign-up/signUpMessages.ts';

export interface NewPasswordFormProps {
  /** Sets the password; throws the API's error, whose detail the form shows. */
  onSubmit: (newPassword: string) => Promise<void>;
  onDone: () => void;
}

const EMPTY: PasswordResetForm = { newPassword: '', confirmPassword: '' };

/** The forgotten password's last step: the new password, twice. */
export function NewPasswordForm({ onSubmit, onDone }: NewPasswordFormProps) {
  const newInput = useRef<HTMLInputElement>(null);
  const { messages } = useMessages(signUpCatalogue);
  const { form, errors, problem, busy, field, submit } = useDialogForm<PasswordResetForm>({
    initial: EMPTY,
    validate: validatePasswordReset,
    save: (values) => onSubmit(values.newPassword),
    failureMessage: messages['reset.failed'](),
    onSaved: onDone,
  });

  // The step appears once the code is verified: the new password is what to type next.
  useEffect(() => newInput.current?.focus(), []);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <NewPasswordFields
        values={form}
        errors={signUpCoreErrors(messages, errors)}
        field={field}
        newPasswordRef={newInput}
        texts={{ newPassword: messages['reset.newPassword'](), hint: messages['field.passwordHint'](), confirm: messages['reset.confirm']() }}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel={messages['reset.saving']()}>
        {messages['reset.submit']()}
      </Button>
    </form>
  );
}
