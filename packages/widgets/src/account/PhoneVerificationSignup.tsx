import {
  hasErrors,
  otpSendErrorMessage,
  registerVerifiedBuyer,
  registrationErrorMessage,
  siteUrl,
  validatePhoneVerificationSignup,
  type PhoneVerificationSignupForm,
} from '@nirmaan/core';
import { Alert, Button, Spinner, TextField } from '@nirmaan/ui';
import { useRef, useState, type FormEvent } from 'react';
import * as styles from './account.css.ts';
import type { SignUpApi } from './accountWidgetApi.ts';
import { focusFirstError } from './focusFirstError.ts';
import { OtpCodeStep } from './OtpCodeStep.tsx';
import { OtpUnavailable } from './OtpUnavailable.tsx';
import { PhoneField } from './PhoneField.tsx';
import { otpCodeFailure, otpFailureText, otpResendFailure } from './signInErrors.ts';
import { signInCatalogue } from './signInMessages.ts';
import { useOtpAvailability } from './useOtpAvailability.ts';
import { usePartnerId } from '../partner-shared/usePartnerId.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { signUpCoreErrors, signUpCoreText } from './sign-up/signUpCoreText.ts';
import { signUpCatalogue } from './sign-up/signUpMessages.ts';

export interface PhoneVerificationSignupProps {
  api: Pick<SignUpApi, 'sendOtp' | 'verifyOtp' | 'firebaseRegister'>;
  /** Called once the account exists and the buyer is signed in. */
  onSignedUp: () => void;
  /**
   * Switches to the password sign-up on the same screen, offered when the site cannot send codes
   * by SMS; without it a link leads to /register.
   */
  onUsePassword?: () => void;
}

const EMPTY: PhoneVerificationSignupForm = { fullName: '', email: '', phone: '', password: '' };

/**
 * Two-step buyer sign-up: the form, then the code sent to the phone. 'Back to form' returns with
 * everything kept; a registration failure (e.g. the phone is taken) also returns to the form.
 * When the site cannot send codes by SMS, it says so and leads to the password sign-up instead.
 */
export function PhoneVerificationSignup({ api, onSignedUp, onUsePassword }: PhoneVerificationSignupProps) {
  const availability = useOtpAvailability();
  const partnerId = usePartnerId();
  const [values, setValues] = useState(EMPTY);
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [errors, setErrors] = useState<ReturnType<typeof validatePhoneVerificationSignup>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { messages } = useMessages(signUpCatalogue);
  // The code's own failures in the OTP sign-in's words (its catalogue), in the page's language.
  const { messages: otpMessages } = useMessages(signInCatalogue);
  const shown = signUpCoreErrors(messages, errors);
  const fullNameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const set = (field: keyof PhoneVerificationSignupForm) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function sendCode(describeFailure: (error: unknown) => string): Promise<string | undefined> {
    try {
      await api.sendOtp(values.phone);
      return undefined;
    } catch (error) {
      return describeFailure(error);
    }
  }

  async function submitForm(event: FormEvent) {
    event.preventDefault();
    const found = validatePhoneVerificationSignup(values);
    setErrors(found);
    setFailure(undefined);
    if (hasErrors(found)) {
      focusFirstError(found, { fullName: fullNameInput, email: emailInput, phone: phoneInput, password: passwordInput });
      return;
    }
    setBusy(true);
    const message = await sendCode(otpSendErrorMessage);
    setBusy(false);
    if (message) setFailure(message);
    else setStep('otp');
  }

  async function verify(code: string): Promise<string | undefined> {
    try {
      await registerVerifiedBuyer(api, values, code, partnerId);
    } catch (error) {
      const codeFailure = otpCodeFailure(error);
      if (codeFailure) return otpFailureText(codeFailure, otpMessages);
      setFailure(registrationErrorMessage(error));
      setStep('form');
      return undefined;
    }
    onSignedUp();
    return undefined;
  }

  if (availability === 'checking') return <Spinner label={messages['otp.checking']()} />;
  if (availability === 'unavailable') {
    return (
      <OtpUnavailable
        message={messages['otp.unavailable']()}
        actionLabel={messages['otp.usePassword']()}
        onAction={onUsePassword}
        href={siteUrl('/register')}
      />
    );
  }
  if (step === 'otp') {
    return (
      <OtpCodeStep
        phone={values.phone}
        submitLabel={messages['otp.verifyCreate']()}
        busyLabel={messages['submit.creating']()}
        backLabel={messages['otp.back']()}
        onBack={() => setStep('form')}
        onVerify={verify}
        onResend={() => sendCode((error) => otpFailureText(otpResendFailure(error), otpMessages))}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={submitForm} noValidate>
      <TextField
        ref={fullNameInput}
        label={messages['field.fullName']()}
        autoComplete="name"
        value={values.fullName}
        onValueChange={set('fullName')}
        error={shown.fullName}
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
      <PhoneField
        ref={phoneInput}
        label={messages['field.phone']()}
        placeholder={messages['field.phonePlaceholder']()}
        value={values.phone}
        onValueChange={set('phone')}
        error={shown.phone}
        hint={messages['field.phoneCodeHint']()}
        required
      />
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
      {failure && <Alert tone="error">{signUpCoreText(messages, failure)}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel={messages['submit.sending']()}>
        {messages['submit.sendOtp']()}
      </Button>
    </form>
  );
}
