import { isTenDigitPhone, otpSendFailure, type OtpFailure } from '@nirmaan/core';
import { Alert, Button, Spinner } from '@nirmaan/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import * as styles from './account.css.ts';
import type { SignInApi } from './accountWidgetApi.ts';
import { OtpCodeStep } from './OtpCodeStep.tsx';
import { OtpUnavailable } from './OtpUnavailable.tsx';
import { PhoneField } from './PhoneField.tsx';
import { otpFailureText, otpResendFailure } from './signInErrors.ts';
import { signInCatalogue } from './signInMessages.ts';
import { useOtpAvailability } from './useOtpAvailability.ts';

export interface BuyerOtpLoginProps {
  api: Pick<SignInApi, 'sendOtp'>;
  /** Verifies the code and signs in; resolves to the message to show when it failed. */
  onVerify: (phone: string, code: string) => Promise<string | undefined>;
  /** Switches to the password form (offered when the site cannot send codes by SMS). */
  onUsePassword?: () => void;
  /** The code step's button: 'Verify & Sign In' in the widget's language unless given (the forgotten password's 'Verify Code'). */
  verifyLabel?: ReactNode;
}

/**
 * OTP sign-in: the phone step sends a code, the OTP step checks it ('Change Number' goes back).
 * When the site cannot send codes by SMS, it says so and leads to the password form instead.
 * Speaks the sign-in catalogue's language and marks its root with it.
 */
export function BuyerOtpLogin({ api, onVerify, onUsePassword, verifyLabel }: BuyerOtpLoginProps) {
  const { messages, locale } = useMessages(signInCatalogue);
  const availability = useOtpAvailability();
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [failure, setFailure] = useState<OtpFailure | undefined>();
  const [busy, setBusy] = useState(false);
  const phoneInput = useRef<HTMLInputElement>(null);

  async function sendCode(describeFailure: (error: unknown) => OtpFailure): Promise<OtpFailure | undefined> {
    try {
      await api.sendOtp(phone);
      return undefined;
    } catch (error) {
      return describeFailure(error);
    }
  }

  async function submitPhone(event: FormEvent) {
    event.preventDefault();
    const invalid = !isTenDigitPhone(phone);
    setPhoneInvalid(invalid);
    setFailure(undefined);
    if (invalid) {
      phoneInput.current?.focus();
      return;
    }
    setBusy(true);
    const sendFailure = await sendCode(otpSendFailure);
    setBusy(false);
    if (sendFailure) setFailure(sendFailure);
    else setStep('otp');
  }

  if (availability === 'checking') return <Spinner />;
  if (availability === 'unavailable')
    return (
      <div lang={locale}>
        <OtpUnavailable message={messages['otp.error.unavailable']()} actionLabel={messages['otp.usePassword']()} onAction={onUsePassword} />
      </div>
    );
  if (step === 'otp') {
    return (
      <OtpCodeStep
        phone={phone}
        submitLabel={verifyLabel ?? messages['otp.verify']()}
        busyLabel={messages['otp.verifying']()}
        backLabel={messages['otp.changeNumber']()}
        onBack={() => setStep('phone')}
        onVerify={(code) => onVerify(phone, code)}
        onResend={async () => {
          const resendFailure = await sendCode(otpResendFailure);
          return resendFailure && otpFailureText(resendFailure, messages);
        }}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={submitPhone} noValidate lang={locale}>
      <PhoneField
        ref={phoneInput}
        label={messages.phone()}
        placeholder={messages.phonePlaceholder()}
        value={phone}
        onValueChange={setPhone}
        error={phoneInvalid ? messages['error.phone']() : undefined}
        hint={messages['otp.hint']()}
        required
      />
      {failure && <Alert tone="error">{otpFailureText(failure, messages)}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel={messages['otp.sending']()}>
        {messages['otp.send']()}
      </Button>
    </form>
  );
}
