import { isTenDigitPhone } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useRef, useState, type FormEvent } from 'react';
import * as styles from './account.css.ts';
import { PhoneField } from './PhoneField.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { signInCatalogue } from './signInMessages.ts';

export interface BuyerPasswordFormProps {
  /** Signs in with the 10-digit phone; resolves to the message to show when it failed. */
  onSubmit: (phone: string, password: string) => Promise<string | undefined>;
}

/** The buyer's password sign-in: phone (sent as +91 and the 10 digits) and password. */
export function BuyerPasswordForm({ onSubmit }: BuyerPasswordFormProps) {
  const { messages } = useMessages(signInCatalogue);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ phone: boolean; password: boolean }>({ phone: false, password: false });
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const phoneInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The rule of core's validateBuyerLogin (10 digits, a password), said in the widget's language.
    const found = { phone: !isTenDigitPhone(phone), password: password === '' };
    setInvalid(found);
    setFailure(undefined);
    if (found.phone || found.password) {
      (found.phone ? phoneInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    const message = await onSubmit(phone, password);
    setBusy(false);
    setFailure(message);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhoneField
        ref={phoneInput}
        label={messages.phone()}
        placeholder={messages.phonePlaceholder()}
        value={phone}
        onValueChange={setPhone}
        error={invalid.phone ? messages['error.phone']() : undefined}
        required
      />
      <TextField
        ref={passwordInput}
        label={messages.password()}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={invalid.password ? messages['error.password']() : undefined}
        required
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel={messages.signingIn()}>
        {messages.submit()}
      </Button>
    </form>
  );
}
