import { $preferences, emptyQuoteForm, QUOTE_SUCCESS_MS, sendQuote, type FieldErrors, type QuoteField, type QuoteForm, type QuoteReceipt } from '@nirmaan/core';
import { useEffect, useRef, useState } from 'react';
import { usePartnerId } from '../partner-shared/usePartnerId.ts';

export type QuoteStatus = 'editing' | 'sending' | 'sent';

export interface QuoteFormOptions {
  material?: string;
  /** Starting values, e.g. a calculation's quantity, unit and list of materials in the message. */
  prefill?: Partial<Pick<QuoteForm, 'quantity' | 'unit' | 'message'>>;
  productId?: number | null;
  /** One supplier's offer: the request reaches that seller only. */
  listingId?: number | null | undefined;
  onSent?: (receipt: QuoteReceipt) => void;
  /** Called when the thank-you message has been shown for 3 seconds and the form is reset. */
  onDone?: () => void;
}

/**
 * The quote form's state (spec storefront §4): 'Submitting...' while it is sent, then the thank-you
 * message for 3 seconds, then a fresh form and onDone (the modal closes). A failed send keeps
 * every field as typed.
 */
export function useQuoteForm({ material = '', prefill, productId = null, listingId = null, onSent, onDone }: QuoteFormOptions) {
  const partnerId = usePartnerId();
  const startingForm = (): QuoteForm => ({ ...emptyQuoteForm(material), ...prefill });
  const [form, setForm] = useState<QuoteForm>(startingForm);
  const [errors, setErrors] = useState<FieldErrors<QuoteField>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<QuoteStatus>('editing');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const edit = (field: QuoteField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    setStatus('sending');
    setProblem(null);
    // The site is the header's pincode when the buyer set one.
    const sitePincode = $preferences.get().pincode || null;
    const outcome = await sendQuote(form, { productId, listingId, sitePincode, partnerId });
    if (!outcome.ok) {
      setErrors(outcome.errors);
      setProblem(outcome.message);
      setStatus('editing');
      return;
    }
    setStatus('sent');
    onSent?.(outcome.receipt);
    timer.current = setTimeout(() => {
      setForm(startingForm());
      setErrors({});
      setStatus('editing');
      onDone?.();
    }, QUOTE_SUCCESS_MS);
  };

  return { form, errors, problem, status, edit, submit };
}

export type QuoteFormState = ReturnType<typeof useQuoteForm>;
