import { hasErrors, LOGIN_MESSAGES, validateEmailLogin } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useRef, useState, type FormEvent } from 'react';
import * as styles from './account.css.ts';

/** The form's own texts, for a page that speaks another language than English. */
export interface EmailPasswordTexts {
  email: string;
  password: string;
  signingIn: string;
  emailRequired: string;
  passwordRequired: string;
}

const ENGLISH_TEXTS: EmailPasswordTexts = {
  email: 'Email',
  password: 'Password',
  signingIn: 'Signing in...',
  emailRequired: LOGIN_MESSAGES.emailRequired,
  passwordRequired: LOGIN_MESSAGES.passwordRequired,
};

export interface EmailPasswordFormProps {
  submitLabel: string;
  /** The labels and field errors in the page's language; English when omitted. */
  texts?: EmailPasswordTexts;
  /** Signs in; resolves to the message to show when it failed. */
  onSubmit: (email: string, password: string) => Promise<string | undefined>;
}

/** E-mail and password sign-in, used by sellers and admins ('Please enter your email'). */
export function EmailPasswordForm({ submitLabel, texts = ENGLISH_TEXTS, onSubmit }: EmailPasswordFormProps) {
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
    // core's rule writes English: the texts say the same in the page's language.
    setFieldErrors({
      email: errors.email && texts.emailRequired,
      password: errors.password && texts.passwordRequired,
    });
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
