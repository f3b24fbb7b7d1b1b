import { hasErrors, registerBuyerAndSignIn, registrationErrorMessage, validateBuyerSignup, type BuyerSignupForm as BuyerSignupValues } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useRef, useState, type FormEvent } from 'react';
import * as styles from './account.css.ts';
import type { SignUpApi } from './accountWidgetApi.ts';
import { focusFirstError } from './focusFirstError.ts';
import { PhoneField } from './PhoneField.tsx';
import { usePartnerId } from '../partner-shared/usePartnerId.ts';

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
        label="Full name"
        autoComplete="name"
        value={values.fullName}
        onValueChange={set('fullName')}
        error={errors.fullName}
        required
      />
      <PhoneField
        ref={phoneInput}
        label="Phone number"
        placeholder="10-digit mobile number"
        value={values.phone}
        onValueChange={set('phone')}
        error={errors.phone}
        required
      />
      <TextField
        ref={emailInput}
        label="Email (optional)"
        type="email"
        autoComplete="email"
        value={values.email}
        onValueChange={set('email')}
        error={errors.email}
      />
      <div className={styles.fieldRow}>
        <TextField
          ref={passwordInput}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          required
        />
        <TextField
          ref={confirmPasswordInput}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={errors.confirmPassword}
          required
        />
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel="Creating account...">
        Create Account
      </Button>
    </form>
  );
}
