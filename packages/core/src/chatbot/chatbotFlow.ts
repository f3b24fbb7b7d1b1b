import { INVALID_PHONE_MESSAGE, isTenDigitPhone } from '../rules/phone.ts';
import type { ChatbotCategory, ChatbotCategoryRef, ChatbotInquiry, ChatbotProduct } from './chatbotTypes.ts';

/** The chatbot's steps in order (spec storefront §4); subcategory is skipped for a category without any. */
export const CHATBOT_STEPS = ['greeting', 'name', 'category', 'subcategory', 'product', 'phone', 'complete'] as const;
export type ChatbotStep = (typeof CHATBOT_STEPS)[number];

export const CHATBOT_MESSAGES = {
  name: 'Please enter your name',
  phone: INVALID_PHONE_MESSAGE,
  sendFailed: 'Could not send your inquiry. Please check your connection and try again — nothing you typed is lost.',
} as const;

export interface ChatbotState {
  step: ChatbotStep;
  name: string;
  category: ChatbotCategory | null;
  subcategory: ChatbotCategoryRef | null;
  product: ChatbotProduct | null;
  phone: string;
  /** A send is under way. */
  sending: boolean;
  /** Why the answer was refused (a missing name, a bad phone). */
  error: string | null;
  /** Why the last send failed; everything typed is kept for a retry. */
  sendError: string | null;
}

export type ChatbotAction =
  | { type: 'start' }
  | { type: 'name'; name: string }
  | { type: 'category'; category: ChatbotCategory }
  | { type: 'subcategory'; subcategory: ChatbotCategoryRef }
  | { type: 'product'; product: ChatbotProduct }
  | { type: 'phone'; phone: string }
  | { type: 'sent' }
  | { type: 'sendFailed' }
  | { type: 'restart' };

export const INITIAL_CHATBOT_STATE: ChatbotState = {
  step: 'greeting',
  name: '',
  category: null,
  subcategory: null,
  product: null,
  phone: '',
  sending: false,
  error: null,
  sendError: null,
};

/** The next state of the conversation; invalid input keeps the step and says why. */
export function chatbotReducer(state: ChatbotState, action: ChatbotAction): ChatbotState {
  switch (action.type) {
    case 'start':
      return { ...state, step: 'name', error: null };
    case 'name': {
      const name = action.name.trim();
      return name ? { ...state, name, step: 'category', error: null } : { ...state, name: action.name, error: CHATBOT_MESSAGES.name };
    }
    case 'category':
      return {
        ...state,
        category: action.category,
        subcategory: null,
        product: null,
        step: action.category.subcategories.length > 0 ? 'subcategory' : 'product',
        error: null,
      };
    case 'subcategory':
      return { ...state, subcategory: action.subcategory, product: null, step: 'product', error: null };
    case 'product':
      return { ...state, product: action.product, step: 'phone', error: null };
    case 'phone': {
      const phone = action.phone.trim();
      return isTenDigitPhone(phone)
        ? { ...state, phone, sending: true, error: null, sendError: null }
        : { ...state, phone: action.phone, error: CHATBOT_MESSAGES.phone };
    }
    case 'sent':
      return { ...state, sending: false, step: 'complete', error: null, sendError: null };
    case 'sendFailed':
      return { ...state, sending: false, sendError: CHATBOT_MESSAGES.sendFailed };
    case 'restart':
      return INITIAL_CHATBOT_STATE;
  }
}

/** The category whose products are offered: the sub-category when one was chosen. */
export function productCategoryId(state: Pick<ChatbotState, 'category' | 'subcategory'>): number | null {
  return state.subcategory?.id ?? state.category?.id ?? null;
}

/** The inquiry for a state that reached the phone step. */
export function toChatbotInquiry(state: ChatbotState, partnerId: string | null, now: Date = new Date()): ChatbotInquiry {
  return {
    buyer_name: state.name,
    phone_number: state.phone,
    category_name: state.category?.name ?? null,
    subcategory_name: state.subcategory?.name ?? null,
    product_name: state.product?.name ?? null,
    inquiry_date: now.toISOString(),
    category_id: productCategoryId(state),
    product_id: state.product?.id ?? null,
    partner_id: partnerId,
  };
}

/** How far along the dots row is: the step's place among the steps this conversation takes. */
export function chatbotProgress(state: Pick<ChatbotState, 'step' | 'category'>): { index: number; total: number } {
  const steps = CHATBOT_STEPS.filter((step) => step !== 'subcategory' || (state.category?.subcategories.length ?? 1) > 0);
  return { index: Math.max(0, steps.indexOf(state.step)), total: steps.length };
}
