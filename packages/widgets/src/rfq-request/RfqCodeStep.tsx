import { digitsOnly } from '@nirmaan/core';
import { Alert, Button, TextField } from '@nirmaan/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as styles from './rfqRequest.css.ts';
import type { RfqMessages } from './rfqMessages.ts';
import { rfqNoticeText, type RfqNotice } from './rfqTexts.ts';

export interface RfqCodeStepProps {
  phone: string;
  messages: RfqMessages;
  /** Checks the code, signs in and sends the request; resolves to what to say when it failed. */
  onVerify: (code: string) => Promise<RfqNotice | undefined>;
  /** Resolves to what to say when no new code could be sent. */
  onResend: () => Promise<RfqNotice | undefined>;
  onBack: () => void;
}

/**
 * The visitor's code step: the 6-digit code sent by SMS, a new code on request (the server says when
 * it is too soon), and back to the request with everything as typed.
 */
export function RfqCodeStep({ phone, messages, onVerify, onResend, onBack }: RfqCodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<RfqNotice | 'invalid' | undefined>();
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => codeInput.current?.focus(), []);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError('invalid');
      codeInput.current?.focus();
      return;
    }
    setBusy('verify');
    setResent(false);
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
    setResent(!failure);
  }

  return (
    <form className={styles.form} onSubmit={verify} noValidate>
      <p className={styles.muted}>{messages['code.sentTo']({ phone })}</p>
      <TextField
        ref={codeInput}
        label={messages['code.label']()}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValueChange={(text) => {
          setCode(digitsOnly(text, 6));
          setError(undefined);
        }}
        error={error === 'invalid' ? messages['code.invalid']() : error && rfqNoticeText(messages, error)}
      />
      {resent && <Alert tone="success">{messages['code.resent']({ phone })}</Alert>}
      <Button type="submit" variant="primary" fullWidth busy={busy === 'verify'} busyLabel={messages['code.verifying']()}>
        {messages['code.verify']()}
      </Button>
      <div className={styles.pair}>
        <Button variant="secondary" busy={busy === 'resend'} busyLabel={messages['code.resending']()} disabled={busy !== null} onClick={() => void resend()}>
          {messages['code.resend']()}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {messages['code.back']()}
        </Button>
      </div>
    </form>
  );
}
