import { hasErrors, registerSellerAndSignIn, registrationErrorMessage, validateSellerSignup, type SellerSignupForm as SellerSignupValues } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useRef, useState, type FormEvent } from 'react';
import * as styles from './account.css.ts';
import type { SignUpApi } from './accountWidgetApi.ts';
import { focusFirstError } from './focusFirstError.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { signUpCoreErrors, signUpCoreText } from './sign-up/signUpCoreText.ts';
import { signUpCatalogue } from './sign-up/signUpMessages.ts';

export interface SellerSignupFormProps {
  api: Pick<SignUpApi, 'sellerRegister' | 'sellerLogin'>;
  /** Called once the seller account exists and the seller is signed in. */
  onSignedUp: () => void;
}

const EMPTY: SellerSignupValues = { name: '', email: '', phone: '', address: '', password: '', confirmPassword: '' };

/** Seller sign-up: business name, e-mail, password twice; phone and address optional. */
export function SellerSignupForm({ api, onSignedUp }: SellerSignupFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validateSellerSignup>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { messages } = useMessages(signUpCatalogue);
  const shown = signUpCoreErrors(messages, errors);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const addressInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmPasswordInput = useRef<HTMLInputElement>(null);
  const set = (field: keyof SellerSignupValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSellerSignup(values);
    setErrors(found);
    setFailure(undefined);
    if (hasErrors(found)) {
      focusFirstError(found, {
        name: nameInput,
        email: emailInput,
        phone: phoneInput,
        address: addressInput,
        password: passwordInput,
        confirmPassword: confirmPasswordInput,
      });
      return;
    }
    setBusy(true);
    try {
      await registerSellerAndSignIn(api, values);
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
        ref={nameInput}
        label={messages['field.businessName']()}
        autoComplete="organization"
        value={values.name}
        onValueChange={set('name')}
        error={shown.name}
        required
      />
      <TextField
        ref={emailInput}
        label={messages['field.email']()}
        type="email"
        autoComplete="email"
        value={values.email}
        onValueChange={set('email')}
        error={shown.email}
        required
      />
      <TextField ref={phoneInput} label={messages['field.phoneOptional']()} type="tel" autoComplete="tel" value={values.phone} onValueChange={set('phone')} />
      <TextField
        ref={addressInput}
        label={messages['field.addressOptional']()}
        autoComplete="street-address"
        value={values.address}
        onValueChange={set('address')}
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
        {messages['submit.createSeller']()}
      </Button>
    </form>
  );
}
