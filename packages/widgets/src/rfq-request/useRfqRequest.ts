import {
  $preferences,
  $role,
  apiClient,
  blankRfqItem,
  createVisitorCalls,
  errorDetail,
  hasErrors,
  rfqApi,
  rfqFormWith,
  rfqRequestOf,
  signInOrRegisterWithOtp,
  validateFullName,
  validateLoginPhone,
  validateRfqForm,
  type RfqApi,
  type RfqCreated,
  type RfqForm,
  type RfqFormErrors,
  type RfqFormItem,
  type RfqSource,
  type VisitorCalls,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { usePartnerId } from '../partner-shared/usePartnerId.ts';

/** editing → (a visitor) code → sending → sent; a failure goes back to editing with every box as typed. */
export type RfqRequestStep = 'editing' | 'code' | 'sending' | 'sent';

export interface VisitorContact {
  fullName: string;
  phone: string;
}

export type RfqRequestCalls = Pick<RfqApi, 'create'> & VisitorCalls;

export const defaultRfqRequestCalls: RfqRequestCalls = { create: (request) => rfqApi.create(request), ...createVisitorCalls(apiClient) };

export const RFQ_REQUEST_FAILURES = {
  send: 'Could not send your request. Please try again.',
  codeNotSent: 'Could not send the code. Please check the number and try again.',
  codeRefused: 'That code could not be checked. Please try again.',
  notBuyer: 'Requests for quotation are made from a buyer account. Sign out of your seller account to ask as a buyer.',
} as const;

export interface RfqRequestOptions {
  items: readonly RfqFormItem[];
  /** A visitor's name and number given already (the chatbot asked them). */
  contact?: VisitorContact;
  source: RfqSource;
  calls?: RfqRequestCalls;
  onSent?: (created: RfqCreated) => void;
}

/**
 * The request for quotation's state: the form (started from the items given and the header's
 * pincode), a signed-in buyer's send, and a visitor's proof of the phone by a code, which signs them
 * in (an account is made for a new phone) before the request goes.
 */
export function useRfqRequest({ items, contact: givenContact, source, calls = defaultRfqRequestCalls, onSent }: RfqRequestOptions) {
  const role = useStore($role);
  const partnerId = usePartnerId();
  const [form, setForm] = useState<RfqForm>(() => rfqFormWith(items, $preferences.get().pincode ?? ''));
  const [contact, setContact] = useState<VisitorContact>(() => givenContact ?? { fullName: '', phone: '' });
  const [errors, setErrors] = useState<RfqFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<RfqRequestStep>('editing');
  const [created, setCreated] = useState<RfqCreated | null>(null);
  const isVisitor = role === 'visitor';

  const clearError = (box: string) => setErrors((current) => ({ ...current, [box]: undefined }));
  const editItem = (key: string, field: 'description' | 'quantity' | 'unit', value: string) => {
    setForm((current) => ({ ...current, items: current.items.map((item) => (item.key === key ? { ...item, [field]: value } : item)) }));
    clearError(`${field}-${key}`);
  };
  const addItem = () => setForm((current) => ({ ...current, items: [...current.items, blankRfqItem()] }));
  const removeItem = (key: string) => setForm((current) => ({ ...current, items: current.items.filter((item) => item.key !== key) }));
  const editSite = (field: 'sitePincode' | 'siteLocation' | 'neededBy' | 'notes') => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const setSharePhone = (sharePhone: boolean) => setForm((current) => ({ ...current, sharePhone }));
  const editContact = (field: keyof VisitorContact) => (value: string) => {
    setContact((current) => ({ ...current, [field]: field === 'phone' ? value.replace(/\D/g, '').slice(0, 10) : value }));
    clearError(field);
  };

  async function send() {
    setStep('sending');
    try {
      const answer = await calls.create(rfqRequestOf(form, { source, partnerId }));
      setCreated(answer);
      setStep('sent');
      onSent?.(answer);
    } catch (error) {
      setProblem(errorDetail(error, RFQ_REQUEST_FAILURES.send));
      setStep('editing');
    }
  }

  async function submit() {
    if (role === 'seller') {
      setProblem(RFQ_REQUEST_FAILURES.notBuyer);
      return;
    }
    const found: RfqFormErrors = validateRfqForm(form, new Date());
    if (isVisitor) {
      found.fullName = validateFullName(contact.fullName) ?? undefined;
      found.phone = validateLoginPhone(contact.phone) ?? undefined;
    }
    setErrors(found);
    setProblem(null);
    if (hasErrors(found)) return;
    if (!isVisitor) return send();
    setStep('sending');
    const failed = await sendCode();
    if (failed) {
      setProblem(failed);
      setStep('editing');
    } else setStep('code');
  }

  async function sendCode(): Promise<string | undefined> {
    try {
      await calls.sendOtp(contact.phone);
      return undefined;
    } catch (error) {
      return errorDetail(error, RFQ_REQUEST_FAILURES.codeNotSent);
    }
  }

  /** The code step's check: signs the visitor in, then sends; resolves to the message to show when the code failed. */
  async function verifyCode(code: string): Promise<string | undefined> {
    try {
      await signInOrRegisterWithOtp(calls, contact, code, partnerId);
    } catch (error) {
      return errorDetail(error, RFQ_REQUEST_FAILURES.codeRefused);
    }
    await send();
    return undefined;
  }

  return {
    form,
    contact,
    errors,
    problem,
    step,
    created,
    isVisitor,
    editItem,
    addItem,
    removeItem,
    editSite,
    setSharePhone,
    editContact,
    submit,
    verifyCode,
    resendCode: sendCode,
    backToForm: () => setStep('editing'),
  };
}

export type RfqRequestState = ReturnType<typeof useRfqRequest>;
