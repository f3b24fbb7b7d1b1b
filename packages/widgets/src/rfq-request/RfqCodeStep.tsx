import { digitsOnly } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as styles from './rfqRequest.css.ts';

export const RFQ_CODE_TEXTS = {
  sentTo: (phone: string) => `Enter the 6-digit code sent to +91 ${phone}. It proves the number is yours; your offers arrive in the Nirmaan account it opens.`,
  code: 'Code',
  invalid: 'Please enter a valid 6-digit OTP',
  verify: 'Verify & Send',
  verifying: 'Verifying...',
  resend: 'Send a new code',
  resending: 'Sending...',
  resent: (phone: string) => `A new code was sent to +91 ${phone}.`,
  back: 'Back to the request',
} as const;

export interface RfqCodeStepProps {
  phone: string;
  /** Checks the code, signs in and sends the request; resolves to the message to show when it failed. */
  onVerify: (code: string) => Promise<string | undefined>;
  /** Resolves to the message to show when no new code could be sent. */
  onResend: () => Promise<string | undefined>;
  onBack: () => void;
}

/**
 * The visitor's code step: the 6-digit code sent by SMS, a new code on request (the server says when
 * it is too soon), and back to the request with everything as typed.
 */
export function RfqCodeStep({ phone, onVerify, onResend, onBack }: RfqCodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => codeInput.current?.focus(), []);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(RFQ_CODE_TEXTS.invalid);
      codeInput.current?.focus();
      return;
    }
    setBusy('verify');
    setNotice(undefined);
    const failure = await onVerify(code);
    setBusy(null);
    setError(failure);
  }

  async function resend() {
    setBusy('resend');
    setError(undefined);
    const failure = await onResend();
    setBusy(null);
    setError(failure);
    setNotice(failure ? undefined : RFQ_CODE_TEXTS.resent(phone));
  }

  return (
    <form className={styles.form} onSubmit={verify} noValidate>
      <p className={styles.muted}>{RFQ_CODE_TEXTS.sentTo(phone)}</p>
      <TextField
        ref={codeInput}
        label={RFQ_CODE_TEXTS.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValueChange={(text) => {
          setCode(digitsOnly(text, 6));
          setError(undefined);
        }}
        error={error}
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy === 'verify'} busyLabel={RFQ_CODE_TEXTS.verifying}>
        {RFQ_CODE_TEXTS.verify}
      </Button>
      <div className={styles.pair}>
        <Button variant="secondary" busy={busy === 'resend'} busyLabel={RFQ_CODE_TEXTS.resending} disabled={busy !== null} onClick={() => void resend()}>
          {RFQ_CODE_TEXTS.resend}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {RFQ_CODE_TEXTS.back}
        </Button>
      </div>
    </form>
  );
}
