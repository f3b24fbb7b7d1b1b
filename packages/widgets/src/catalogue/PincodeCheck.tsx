import { $preferences, catalogueApi, createPincodeChecker, pincodeInput, type PincodeCheck as PincodeCheckResult } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Button, TextField } from '@nirmaan/ui';
import clsx from 'clsx';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useFittingPlaceholder } from '../form-shared/useFittingPlaceholder.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { pincodeCatalogue, pincodeMessage } from '../pincode-shared/pincodeMessages.ts';
import * as styles from './catalogue.css.ts';

export interface PincodeCheckProps {
  /** Compact header form: the label is read by screen readers only. */
  compact?: boolean;
  className?: string;
  /** Called with each answer of the serviceability check. */
  onChecked?: (check: PincodeCheckResult) => void;
}

/**
 * The pincode box with Set (spec storefront §5): strips non-digits, at most 6; checked on blur and
 * on Set; a valid pincode is remembered even when the check fails.
 */
export function PincodeCheck({ compact = false, className, onChecked }: PincodeCheckProps) {
  const { pincode: saved } = useStore($preferences);
  const [checker] = useState(() => createPincodeChecker(catalogueApi));
  const state = useStore(checker.$state);
  const [text, setText] = useState(saved);
  const messageId = useId();
  const { messages, locale } = useMessages(pincodeCatalogue);
  const message = pincodeMessage(state, messages);
  const input = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(input, messages.placeholder(), messages.placeholderShort());

  const check = () =>
    void checker.check(text).then(() => {
      const { result } = checker.$state.get();
      if (result) onChecked?.(result);
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check();
  };
  const good = state.status === 'checked' && state.result?.serviceable;
  // In the header (compact) every answer, a refusal of the input included, shows in one line that
  // floats under the field: a line in the flow made the whole header taller and moved the page.
  const fieldError = state.status === 'invalid' && !compact ? (message ?? undefined) : undefined;
  const messageText = state.status !== 'invalid' || compact ? message : null;

  return (
    <form
      className={clsx(styles.pincodeForm, compact && styles.pincodeFormCompact, className)}
      onSubmit={submit}
      aria-label={messages.formLabel()}
      lang={locale}
    >
      <div className={styles.pincodeRow}>
        <TextField
          label={messages.label()}
          hideLabel={compact}
          value={text}
          onValueChange={(value) => setText(pincodeInput(value))}
          onBlur={() => {
            if (text !== '' && text !== state.result?.pincode) check();
          }}
          inputMode="numeric"
          autoComplete="postal-code"
          ref={input}
          placeholder={placeholder}
          maxLength={6}
          error={fieldError}
          {...(messageText ? { 'aria-describedby': messageId } : {})}
          {...(compact && state.status === 'invalid' ? { 'aria-invalid': true } : {})}
        />
        <Button type="submit" variant="secondary" aria-label={messages.setLabel()} busy={state.status === 'checking'} busyLabel={messages.checking()}>
          {messages.set()}
        </Button>
      </div>
      <p id={messageId} role="status" className={clsx(good ? styles.pincodeOk : styles.pincodeBad, compact && styles.pincodeMessageFloating)}>
        {messageText}
      </p>
    </form>
  );
}
