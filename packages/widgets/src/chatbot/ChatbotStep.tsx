import { Alert, Button, Spinner, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ChoiceList } from './ChoiceList.tsx';
import { InquirySent } from './InquirySent.tsx';
import { CHATBOT_MESSAGES } from '@nirmaan/core';
import type { ChatbotMessages } from './chatbotMessages.ts';
import type { Loadable } from './loadable.ts';
import type { ChatbotModel } from './useChatbot.ts';
import * as styles from './chatbot.css.ts';

/** Finds the chosen option in a loaded list and hands it on. */
function chosen<T extends { id: number }>(list: Loadable<readonly T[]>, id: number, handOn: (item: T) => void): void {
  const item = list.status === 'ready' ? list.value.find((candidate) => candidate.id === id) : undefined;
  if (item) handOn(item);
}

/** A one-field step: the bot's question, a box, and Next / Send. */
function AnswerForm({
  label,
  initial,
  action,
  onAnswer,
  error,
  phone,
}: {
  label: string;
  initial: string;
  action: string;
  onAnswer: (text: string) => void;
  error: string | null;
  phone?: boolean;
}) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(text);
  };
  return (
    <form className={styles.answer} onSubmit={submit} noValidate>
      <TextField
        label={label}
        value={text}
        onValueChange={(value) => setText(phone ? value.replace(/\D/g, '').slice(0, 10) : value)}
        error={error ?? undefined}
        {...(phone ? { prefix: '+91', inputMode: 'numeric' as const, autoComplete: 'tel-national', type: 'tel' } : { autoComplete: 'name' })}
      />
      <Button type="submit" size="small">
        {action}
      </Button>
    </form>
  );
}

/** A step's error (core's English rule) in the language shown. */
function errorText(error: string | null, messages: ChatbotMessages): string | null {
  if (error === CHATBOT_MESSAGES.name) return messages['error.name']();
  if (error === CHATBOT_MESSAGES.phone) return messages['error.phone']();
  return error;
}

/** What the bot says and asks at the current step (spec storefront §2 'Chatbot widget', §4). */
export function ChatbotStep({ model, messages }: { model: ChatbotModel; messages: ChatbotMessages }) {
  const { state, dispatch, categories, products, retryLoad } = model;
  const error = errorText(state.error, messages);
  switch (state.step) {
    case 'greeting':
      return (
        <>
          <p className={styles.botLine}>{messages.greeting()}</p>
          <Button size="small" onClick={() => dispatch({ type: 'start' })}>
            {messages.start()}
          </Button>
        </>
      );
    case 'name':
      return (
        <>
          <p className={styles.botLine}>{messages.askName()}</p>
          <AnswerForm
            label={messages.yourName()}
            initial={state.name}
            action={messages.next()}
            error={error}
            onAnswer={(name) => dispatch({ type: 'name', name })}
          />
        </>
      );
    case 'category':
      return (
        <>
          <p className={styles.botLine}>{messages.askCategory({ name: state.name })}</p>
          <ChoiceList
            label={messages.categories()}
            list="categories"
            messages={messages}
            choices={categories}
            onChoose={(id) => chosen(categories, id, (category) => dispatch({ type: 'category', category }))}
            onRetry={retryLoad}
            empty={messages.noCategories()}
          />
        </>
      );
    case 'subcategory':
      return (
        <>
          <p className={styles.botLine}>{messages.askSubcategory({ category: state.category?.name.toLowerCase() ?? '' })}</p>
          <ChoiceList
            label={messages.subcategories()}
            list="subcategories"
            messages={messages}
            choices={{ status: 'ready', value: state.category?.subcategories ?? [] }}
            onChoose={(id) =>
              chosen({ status: 'ready', value: state.category?.subcategories ?? [] }, id, (subcategory) => dispatch({ type: 'subcategory', subcategory }))
            }
            onRetry={retryLoad}
            empty={messages.noSubcategories()}
          />
        </>
      );
    case 'product':
      return (
        <>
          <p className={styles.botLine}>{messages.askProduct()}</p>
          <ChoiceList
            label={messages.products()}
            list="products"
            messages={messages}
            choices={products}
            onChoose={(id) => chosen(products, id, (product) => dispatch({ type: 'product', product }))}
            onRetry={retryLoad}
            empty={messages.noProducts()}
          />
        </>
      );
    case 'phone':
      return (
        <>
          <p className={styles.botLine}>{messages.askPhone({ product: state.product?.name ?? '' })}</p>
          {state.sending ? (
            <Spinner label={messages.sending()} />
          ) : (
            <>
              {state.sendError && <Alert tone="error">{state.sendError === CHATBOT_MESSAGES.sendFailed ? messages.sendFailed() : state.sendError}</Alert>}
              <AnswerForm
                label={messages.phone()}
                initial={state.phone}
                action={state.sendError ? messages.tryAgain() : messages.send()}
                phone
                error={error}
                onAnswer={(phone) => dispatch({ type: 'phone', phone })}
              />
            </>
          )}
        </>
      );
    case 'complete':
      return state.product ? (
        <InquirySent name={state.name} product={state.product} phone={state.phone} onRestart={() => dispatch({ type: 'restart' })} messages={messages} />
      ) : null;
  }
}
