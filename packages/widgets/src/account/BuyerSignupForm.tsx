import { hasErrors, registerBuyerAndSignIn, registrationErrorMessage, validateBuyerSignup, type BuyerSignupForm as BuyerSignupValues } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useRef, useState, type FormEvent } from 'react';
import * as styles from './account.css.ts';
import type { SignUpApi } from './accountWidgetApi.ts';
import { focusFirstError } from './focusFirstError.ts';
import { PhoneField } from './PhoneField.tsx';
import { usePartnerId } from '../partner-shared/usePartnerId.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { signUpCoreErrors, signUpCoreText } from './sign-up/signUpCoreText.ts';
import { signUpCatalogue } from './sign-up/signUpMessages.ts';

export interface BuyerSignupFormProps {
  api: Pick<SignUpApi, 'register' | 'login'>;
  /** Called once the account exists and the buyer is signed in. */
  onSignedUp: () => void;
}

const EMPTY: BuyerSignupValues = { fullName: '', phone: '', email: '', password: '', confirmPassword: '' };

/** The traditional buyer sign-up: name, phone, optional e-mail, password twice; then signed in. */
export function BuyerSignupForm({ api, onSignedUp }: BuyerSignupFormProps) {
  const partnerId = usePartnerId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validateBuyerSignup>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { messages } = useMessages(signUpCatalogue);
  const shown = signUpCoreErrors(messages, errors);
  const fullNameInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmPasswordInput = useRef<HTMLInputElement>(null);
  const set = (field: keyof BuyerSignupValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateBuyerSignup(values);
    setErrors(found);
    setFailure(undefined);
    if (hasErrors(found)) {
      focusFirstError(found, { fullName: fullNameInput, phone: phoneInput, email: emailInput, password: passwordInput, confirmPassword: confirmPasswordInput });
      return;
    }
    setBusy(true);
    try {
      await registerBuyerAndSignIn(api, values, partnerId);
    } catch (error) {
      setBusy(false);
      setFailure(registrationErrorMessage(error));
      return;
    }
    onSignedUp();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={fullNameInput}
        label={messages['field.fullName']()}
        autoComplete="name"
        value={values.fullName}
        onValueChange={set('fullName')}
        error={shown.fullName}
        required
      />
      <PhoneField
        ref={phoneInput}
        label={messages['field.phone']()}
        placeholder={messages['field.phonePlaceholder']()}
        value={values.phone}
        onValueChange={set('phone')}
        error={shown.phone}
        required
      />
      <TextField
        ref={emailInput}
        label={messages['field.emailOptional']()}
        type="email"
        autoComplete="email"
        value={values.email}
        onValueChange={set('email')}
        error={shown.email}
      />
      <div className={styles.fieldRow}>
        <TextField
          ref={passwordInput}
          label={messages['field.password']()}
          type="password"
          autoComplete="new-password"
          hint={messages['field.passwordHint']()}
          value={values.password}
          onValueChange={set('password')}
          error={shown.password}
          required
        />
        <TextField
          ref={confirmPasswordInput}
          label={messages['field.confirmPassword']()}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={shown.confirmPassword}
          required
        />
      </div>
      {failure && <Alert tone="error">{signUpCoreText(messages, failure)}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel={messages['submit.creating']()}>
        {messages['submit.create']()}
      </Button>
    </form>
  );
}
