import { OTP_ERROR_MESSAGES, OTP_RESEND_SECONDS, otpInput, validateOtp } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as styles from './account.css.ts';
import { useCountdown } from './useCountdown.ts';

export interface OtpCodeStepProps {
  /** The 10-digit number the code went to. */
  phone: string;
  submitLabel: string;
  busyLabel: string;
  /** 'Change Number' on the sign-in screen, 'Back to form' on the phone-verification signup. */
  backLabel: string;
  onBack: () => void;
  /** Checks the code and goes on; resolves to the message to show when it failed. */
  onVerify: (code: string) => Promise<string | undefined>;
  /** Sends a new code; resolves to the message to show when it failed. */
  onResend: () => Promise<string | undefined>;
}

/**
 * The OTP step: a 6-digit code box (digits only), the submit button, and a resend that opens
 * when the 30-second countdown started by the last send reaches zero.
 */
export function OtpCodeStep({ phone, submitLabel, busyLabel, backLabel, onBack, onVerify, onResend }: OtpCodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const { remaining, restart } = useCountdown(OTP_RESEND_SECONDS);
  const codeInput = useRef<HTMLInputElement>(null);

  // The step appears right after a code was sent: the countdown starts now.
  useEffect(() => {
    restart();
    codeInput.current?.focus();
  }, [restart]);

  async function verify(event: FormEvent) {
    event.preventDefault();
    const invalid = validateOtp(code);
    if (invalid) {
      setError(invalid);
      codeInput.current?.focus();
      return;
    }
    setBusy('verify');
    setNotice(undefined);
    const failure = await onVerify(code.trim());
    setBusy(null);
    setError(failure);
  }

  async function resend() {
    setBusy('resend');
    setError(undefined);
    setNotice(undefined);
    const failure = await onResend().catch(() => OTP_ERROR_MESSAGES.resendFailed);
    setBusy(null);
    if (failure) {
      setError(failure);
      return;
    }
    setCode('');
    setNotice(`A new code was sent to +91 ${phone}.`);
    restart();
    codeInput.current?.focus();
  }

  return (
    <form className={styles.form} onSubmit={verify} noValidate>
      <p className={styles.sentTo}>
        Enter the 6-digit code sent to <strong>+91 {phone}</strong>.
      </p>
      <TextField
        ref={codeInput}
        label="OTP"
        value={code}
        onValueChange={(text) => {
          setCode(otpInput(text));
          setError(undefined);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6-digit code"
        error={error}
        required
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" fullWidth busy={busy === 'verify'} busyLabel={busyLabel} disabled={busy !== null}>
          {submitLabel}
        </Button>
      </div>
      <div className={styles.secondaryRow}>
        <Button variant="ghost" size="small" onClick={onBack} disabled={busy !== null}>
          {backLabel}
        </Button>
        {remaining > 0 ? (
          <span className={styles.countdown} aria-live="off">
            Resend OTP in {remaining}s
          </span>
        ) : (
          <Button variant="ghost" size="small" onClick={resend} busy={busy === 'resend'} busyLabel="Sending..." disabled={busy === 'verify'}>
            Resend OTP
          </Button>
        )}
      </div>
    </form>
  );
}
