import { OTP_ERROR_MESSAGES, otpSendErrorMessage, validateLoginPhone } from '@nirmaan/core';
import { Alert, Button, Spinner } from '@nirmaan/ui';
import { useRef, useState, type FormEvent } from 'react';
import * as styles from './account.css.ts';
import type { SignInApi } from './accountWidgetApi.ts';
import { OtpCodeStep } from './OtpCodeStep.tsx';
import { OtpUnavailable } from './OtpUnavailable.tsx';
import { PhoneField } from './PhoneField.tsx';
import { otpResendErrorMessage } from './signInErrors.ts';
import { useOtpAvailability } from './useOtpAvailability.ts';

export interface BuyerOtpLoginProps {
  api: Pick<SignInApi, 'sendOtp'>;
  /** Verifies the code and signs in; resolves to the message to show when it failed. */
  onVerify: (phone: string, code: string) => Promise<string | undefined>;
  /** Switches to the password form (offered when the site cannot send codes by SMS). */
  onUsePassword?: () => void;
  /** The code step's button: 'Verify & Sign In' unless given (the forgotten password's 'Verify Code'). */
  verifyLabel?: string;
}

/**
 * OTP sign-in: the phone step sends a code, the OTP step checks it ('Change Number' goes back).
 * When the site cannot send codes by SMS, it says so and leads to the password form instead.
 */
export function BuyerOtpLogin({ api, onVerify, onUsePassword, verifyLabel = 'Verify & Sign In' }: BuyerOtpLoginProps) {
  const availability = useOtpAvailability();
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const phoneInput = useRef<HTMLInputElement>(null);

  async function sendCode(describeFailure: (error: unknown) => string): Promise<string | undefined> {
    try {
      await api.sendOtp(phone);
      return undefined;
    } catch (error) {
      return describeFailure(error);
    }
  }

  async function submitPhone(event: FormEvent) {
    event.preventDefault();
    const invalid = validateLoginPhone(phone);
    setPhoneError(invalid ?? undefined);
    setFailure(undefined);
    if (invalid) {
      phoneInput.current?.focus();
      return;
    }
    setBusy(true);
    const message = await sendCode(otpSendErrorMessage);
    setBusy(false);
    if (message) setFailure(message);
    else setStep('otp');
  }

  if (availability === 'checking') return <Spinner />;
  if (availability === 'unavailable')
    return <OtpUnavailable message={OTP_ERROR_MESSAGES.unavailable} actionLabel="Sign in with password" onAction={onUsePassword} />;
  if (step === 'otp') {
    return (
      <OtpCodeStep
        phone={phone}
        submitLabel={verifyLabel}
        busyLabel="Verifying..."
        backLabel="Change Number"
        onBack={() => setStep('phone')}
        onVerify={(code) => onVerify(phone, code)}
        onResend={() => sendCode(otpResendErrorMessage)}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={submitPhone} noValidate>
      <PhoneField ref={phoneInput} value={phone} onValueChange={setPhone} error={phoneError} hint="We will send a 6-digit code by SMS." required />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel="Sending OTP...">
        Send OTP
      </Button>
    </form>
  );
}
