import { TextField } from '@nirmaan/ui';
import * as styles from './rfqRequest.css.ts';
import type { RfqRequestState } from './useRfqRequest.ts';

export const CONTACT_TEXTS = {
  yourName: 'Your name',
  phone: 'Mobile number',
  phoneHint: 'We send a code to this number; it makes your Nirmaan account, where the offers arrive.',
} as const;

/** A visitor's name and mobile number: the code proving the number signs them in (an account is made for a new number). */
export function VisitorContactFields({ state }: { state: RfqRequestState }) {
  const { contact, errors } = state;
  return (
    <div className={styles.pair}>
      <TextField
        label={CONTACT_TEXTS.yourName}
        required
        autoComplete="name"
        value={contact.fullName}
        onValueChange={state.editContact('fullName')}
        error={errors.fullName}
      />
      <TextField
        label={CONTACT_TEXTS.phone}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="+91"
        maxLength={10}
        hint={CONTACT_TEXTS.phoneHint}
        value={contact.phone}
        onValueChange={state.editContact('phone')}
        error={errors.phone}
      />
    </div>
  );
}
