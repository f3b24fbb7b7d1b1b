import {
  chatbotApi,
  chatbotReducer,
  INITIAL_CHATBOT_STATE,
  productCategoryId,
  toChatbotInquiry,
  type ChatbotAction,
  type ChatbotApi,
  type ChatbotCategory,
  type ChatbotProduct,
  type ChatbotReceipt,
  type ChatbotState,
} from '@nirmaan/core';
import { useEffect, useReducer, useState } from 'react';
import { usePartnerId } from '../partner-shared/usePartnerId.ts';
import type { Loadable } from './loadable.ts';

/** What useChatbot gives the steps. */
export interface ChatbotModel {
  state: ChatbotState;
  dispatch: (action: ChatbotAction) => void;
  categories: Loadable<ChatbotCategory[]>;
  products: Loadable<ChatbotProduct[]>;
  retryLoad: () => void;
}

/**
 * The conversation (core's chatbotReducer), the categories and products it offers, and the send
 * once the phone is given. A failed send keeps everything and can be retried.
 */
export function useChatbot({ onSent, api = chatbotApi }: { onSent?: (receipt: ChatbotReceipt) => void; api?: ChatbotApi } = {}): ChatbotModel {
  const partnerId = usePartnerId();
  const [state, dispatch] = useReducer(chatbotReducer, INITIAL_CHATBOT_STATE);
  const [categories, setCategories] = useState<Loadable<ChatbotCategory[]>>({ status: 'loading' });
  const [products, setProducts] = useState<Loadable<ChatbotProduct[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const categoryId = state.step === 'product' ? productCategoryId(state) : null;

  useEffect(() => {
    if (state.step !== 'category' || categories.status === 'ready') return;
    let current = true;
    api.categories().then(
      (value) => current && setCategories({ status: 'ready', value }),
      () => current && setCategories({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, state.step, categories.status, attempt]);

  useEffect(() => {
    if (categoryId === null) return;
    let current = true;
    setProducts({ status: 'loading' });
    api.products(categoryId).then(
      (value) => current && setProducts({ status: 'ready', value }),
      () => current && setProducts({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, categoryId, attempt]);

  useEffect(() => {
    if (!state.sending) return;
    let current = true;
    api.send(toChatbotInquiry(state, partnerId)).then(
      (receipt) => {
        if (!current) return;
        dispatch({ type: 'sent' });
        onSent?.(receipt);
      },
      (error: unknown) => {
        console.warn('nirmaan: chatbot inquiry not sent', error);
        if (current) dispatch({ type: 'sendFailed' });
      },
    );
    return () => {
      current = false;
    };
    // Sends once per 'sending' state; the state's other fields do not change while it lasts.
  }, [state.sending]);

  /** Loads the categories or products again after a failure. */
  const retryLoad = () => {
    if (state.step === 'category') setCategories({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  return { state, dispatch, categories, products, retryLoad };
}
