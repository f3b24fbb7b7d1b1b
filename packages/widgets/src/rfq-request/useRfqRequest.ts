import {
  $preferences,
  $role,
  apiClient,
  blankRfqItem,
  createVisitorCalls,
  isApiError,
  OTP_ERROR_MESSAGES,
  otpSendFailure,
  otpVerifyFailure,
  rfqApi,
  rfqFormProblems,
  rfqFormWith,
  rfqRequestOf,
  signInOrRegisterWithOtp,
  validateFullName,
  validateLoginPhone,
  type RfqApi,
  type RfqCreated,
  type RfqForm,
  type RfqFormItem,
  type RfqSource,
  type VisitorCalls,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { usePartnerId } from '../partner-shared/usePartnerId.ts';
import type { RfqBoxProblems, RfqNotice } from './rfqTexts.ts';

/** editing → (a visitor) code → sending → sent; a failure goes back to editing with every box as typed. */
export type RfqRequestStep = 'editing' | 'code' | 'sending' | 'sent';

export interface VisitorContact {
  fullName: string;
  phone: string;
}

export type RfqRequestCalls = Pick<RfqApi, 'create'> & VisitorCalls;

export const defaultRfqRequestCalls: RfqRequestCalls = { create: (request) => rfqApi.create(request), ...createVisitorCalls(apiClient) };

/** The server's detail of a refusal when it gave one (in the site's language), else the notice given. */
const detailOr = (error: unknown, notice: RfqNotice): RfqNotice => (isApiError(error) && error.detail !== undefined ? { detail: error.detail } : notice);

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
  const [errors, setErrors] = useState<RfqBoxProblems>({});
  const [problem, setProblem] = useState<RfqNotice | null>(null);
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
      setProblem(detailOr(error, { failure: 'send' }));
      setStep('editing');
    }
  }

  async function submit() {
    if (role === 'seller') {
      setProblem({ failure: 'notBuyer' });
      return;
    }
    const found: RfqBoxProblems = rfqFormProblems(form, new Date());
    if (isVisitor) {
      if (validateFullName(contact.fullName) !== null) found.fullName = 'fullName';
      if (validateLoginPhone(contact.phone) !== null) found.phone = 'phone';
    }
    setErrors(found);
    setProblem(null);
    if (Object.values(found).some((problem) => problem !== undefined)) return;
    if (!isVisitor) return send();
    setStep('sending');
    const failed = await sendCode();
    if (failed) {
      setProblem(failed);
      setStep('editing');
    } else setStep('code');
  }

  async function sendCode(): Promise<RfqNotice | undefined> {
    try {
      await calls.sendOtp(contact.phone);
      return undefined;
    } catch (error) {
      return { otp: otpSendFailure(error) };
    }
  }

  /** A new code on the code step: a failure core cannot name is a failed resend. */
  async function resendCode(): Promise<RfqNotice | undefined> {
    const failed = await sendCode();
    return failed && 'otp' in failed && failed.otp === 'sendFailed' ? { otp: 'resendFailed' } : failed;
  }

  /**
   * The code step's check: signs the visitor in, then sends; resolves to what to say when it failed
   * (a wrong, expired or unrequested code named by core; a refused registration in the server's words).
   */
  async function verifyCode(code: string): Promise<RfqNotice | undefined> {
    try {
      await signInOrRegisterWithOtp(calls, contact, code, partnerId);
    } catch (error) {
      const failure = otpVerifyFailure(error, (named) => OTP_ERROR_MESSAGES[named]);
      return failure === 'verifyFailed' ? detailOr(error, { otp: failure }) : { otp: failure };
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
    resendCode,
    backToForm: () => setStep('editing'),
  };
}

export type RfqRequestState = ReturnType<typeof useRfqRequest>;
