import { hasErrors, validateEmailLogin } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useRef, useState, type FormEvent } from 'react';
import * as styles from './account.css.ts';

export interface EmailPasswordFormProps {
  submitLabel: string;
  /** Signs in; resolves to the message to show when it failed. */
  onSubmit: (email: string, password: string) => Promise<string | undefined>;
}

/** E-mail and password sign-in, used by sellers and admins ('Please enter your email'). */
export function EmailPasswordForm({ submitLabel, onSubmit }: EmailPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<ReturnType<typeof validateEmailLogin>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validateEmailLogin({ email, password });
    setFieldErrors(errors);
    setFailure(undefined);
    if (hasErrors(errors)) {
      (errors.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    const message = await onSubmit(email.trim(), password);
    setBusy(false);
    setFailure(message);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField ref={emailInput} label="Email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={fieldErrors.email} required />
      <TextField
        ref={passwordInput}
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={fieldErrors.password}
        required
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel="Signing in...">
        {submitLabel}
      </Button>
    </form>
  );
}
