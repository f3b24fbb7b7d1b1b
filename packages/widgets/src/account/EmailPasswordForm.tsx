import { Alert, Button, TextField } from '@nirmaan/ui';
import { useRef, useState, type FormEvent } from 'react';
import * as styles from './account.css.ts';

/** The form's own texts, in the language of the widget showing it (the sign-in's or the admin sign-in's catalogue). */
export interface EmailPasswordTexts {
  email: string;
  password: string;
  signingIn: string;
  emailRequired: string;
  passwordRequired: string;
}

export interface EmailPasswordFormProps {
  submitLabel: string;
  /** The labels and field errors in the widget's language. */
  texts: EmailPasswordTexts;
  /** Signs in; resolves to the message to show when it failed. */
  onSubmit: (email: string, password: string) => Promise<string | undefined>;
}

/** E-mail and password sign-in, used by sellers and admins ('Please enter your email'). */
export function EmailPasswordForm({ submitLabel, texts, onSubmit }: EmailPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The rule of core's validateEmailLogin (both required), said in the widget's language: core's
    // English texts would only add bytes to the sign-in's first load.
    const emailMissing = email.trim() === '';
    const passwordMissing = password === '';
    setFieldErrors({ email: emailMissing ? texts.emailRequired : undefined, password: passwordMissing ? texts.passwordRequired : undefined });
    setFailure(undefined);
    if (emailMissing || passwordMissing) {
      (emailMissing ? emailInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    const message = await onSubmit(email.trim(), password);
    setBusy(false);
    setFailure(message);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={emailInput}
        label={texts.email}
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        error={fieldErrors.email}
        required
      />
      <TextField
        ref={passwordInput}
        label={texts.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={fieldErrors.password}
        required
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel={texts.signingIn}>
        {submitLabel}
      </Button>
    </form>
  );
}
