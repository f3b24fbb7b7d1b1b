import { isOtp, OTP_RESEND_SECONDS, otpInput } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LINK_MARKS, splitAroundLink } from '../locale-shared/linkedSentence.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import * as styles from './account.css.ts';
import { signInCatalogue } from './signInMessages.ts';
import { useCountdown } from './useCountdown.ts';

export interface OtpCodeStepProps {
  /** The 10-digit number the code went to. */
  phone: string;
  submitLabel: ReactNode;
  busyLabel: string;
  /** 'Change Number' on the sign-in screen, 'Back to form' on the phone-verification signup. */
  backLabel: ReactNode;
  onBack: () => void;
  /** Checks the code and goes on; resolves to the message to show when it failed. */
  onVerify: (code: string) => Promise<string | undefined>;
  /** Sends a new code; resolves to the message to show when it failed. */
  onResend: () => Promise<string | undefined>;
}

/**
 * The OTP step: a 6-digit code box (digits only), the submit button, and a resend that opens
 * when the 30-second countdown started by the last send reaches zero. Its own texts speak the
 * sign-in catalogue's language, marked on its root; the labels come from the form that shows it.
 */
export function OtpCodeStep({ phone, submitLabel, busyLabel, backLabel, onBack, onVerify, onResend }: OtpCodeStepProps) {
  const { messages, locale } = useMessages(signInCatalogue);
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

  const sentTo = splitAroundLink(messages['otp.sentTo']({ phone, ...LINK_MARKS }));

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!isOtp(code)) {
      setError(messages['otp.error.code']());
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
    const failure = await onResend().catch(() => messages['otp.error.resendFailed']());
    setBusy(null);
    if (failure) {
      setError(failure);
      return;
    }
    setCode('');
    setNotice(messages['otp.resent']({ phone }));
    restart();
    codeInput.current?.focus();
  }

  return (
    <form className={styles.form} onSubmit={verify} noValidate lang={locale}>
      <p className={styles.sentTo}>
        {sentTo.before}
        <strong>{sentTo.link}</strong>
        {sentTo.after}
      </p>
      <TextField
        ref={codeInput}
        label={messages['otp.label']()}
        value={code}
        onValueChange={(text) => {
          setCode(otpInput(text));
          setError(undefined);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={messages['otp.placeholder']()}
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
            {messages['otp.resendIn']({ seconds: remaining })}
          </span>
        ) : (
          <Button variant="ghost" size="small" onClick={resend} busy={busy === 'resend'} busyLabel={messages['otp.resending']()} disabled={busy === 'verify'}>
            {messages['otp.resend']()}
          </Button>
        )}
      </div>
    </form>
  );
}
