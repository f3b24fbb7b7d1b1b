import { TextField } from '@nirmaan/ui';
import * as styles from './rfqRequest.css.ts';
import type { RfqMessages } from './rfqMessages.ts';
import { rfqProblemText } from './rfqTexts.ts';
import type { RfqRequestState } from './useRfqRequest.ts';

/** A visitor's name and mobile number: the code proving the number signs them in (an account is made for a new number). */
export function VisitorContactFields({ state, messages }: { state: RfqRequestState; messages: RfqMessages }) {
  const { contact, errors } = state;
  return (
    <div className={styles.pair}>
      <TextField
        label={messages['contact.name']()}
        required
        autoComplete="name"
        value={contact.fullName}
        onValueChange={state.editContact('fullName')}
        error={rfqProblemText(messages, errors.fullName)}
      />
      <TextField
        label={messages['contact.phone']()}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="+91"
        maxLength={10}
        hint={messages['contact.phoneHint']()}
        value={contact.phone}
        onValueChange={state.editContact('phone')}
        error={rfqProblemText(messages, errors.phone)}
      />
    </div>
  );
}
