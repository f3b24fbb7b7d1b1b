import { Alert, Select, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import type { QuoteMessages } from './quoteMessages.ts';
import { quoteErrorTexts, quoteOptions, quoteProblemText } from './quoteTexts.ts';
import type { QuoteFormState } from './useQuoteForm.ts';
import * as styles from './quote.css.ts';

export interface QuoteRequestFieldsProps {
  formId: string;
  state: QuoteFormState;
  messages: QuoteMessages;
}

/** The quote form's fields (spec storefront §3, §5): name, e-mail, phone, company, material, quantity, unit, message. */
export function QuoteRequestFields({ formId, state, messages }: QuoteRequestFieldsProps) {
  const { form, problem, status, edit, submit } = state;
  const errors = quoteErrorTexts(state.errors, messages);
  const options = quoteOptions(messages);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'editing') void submit();
  };

  if (status === 'sent') {
    return (
      <div className={styles.sent}>
        <Alert tone="success">{messages.sent()}</Alert>
      </div>
    );
  }
  return (
    <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.promise}>{messages.promise()}</p>
      {problem && <Alert tone="error">{quoteProblemText(problem, messages)}</Alert>}
      <div className={styles.pair}>
        <TextField label={messages.name()} required autoComplete="name" value={form.name} onValueChange={edit('name')} error={errors.name} />
        <TextField
          label={messages.phone()}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix="+91"
          maxLength={10}
          value={form.phone}
          onValueChange={(value) => edit('phone')(value.replace(/\D/g, '').slice(0, 10))}
          error={errors.phone}
        />
      </div>
      <div className={styles.pair}>
        <TextField label={messages.email()} required type="email" autoComplete="email" value={form.email} onValueChange={edit('email')} error={errors.email} />
        <TextField label={messages.company()} autoComplete="organization" value={form.company} onValueChange={edit('company')} />
      </div>
      <Select label={messages.material()} required value={form.material} options={options.materials} onValueChange={edit('material')} error={errors.material} />
      <div className={styles.pair}>
        <TextField label={messages.quantity()} required inputMode="decimal" value={form.quantity} onValueChange={edit('quantity')} error={errors.quantity} />
        <Select label={messages.unit()} required value={form.unit} options={options.units} onValueChange={edit('unit')} error={errors.unit} />
      </div>
      <TextField label={messages.message()} value={form.message} onValueChange={edit('message')} hint={messages.messageHint()} />
    </form>
  );
}
