import { Alert, Button, Spinner, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ChoiceList } from './ChoiceList.tsx';
import { InquirySent } from './InquirySent.tsx';
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

/** What the bot says and asks at the current step (spec storefront §2 'Chatbot widget', §4). */
export function ChatbotStep({ model }: { model: ChatbotModel }) {
  const { state, dispatch, categories, products, retryLoad } = model;
  switch (state.step) {
    case 'greeting':
      return (
        <>
          <p className={styles.botLine}>Namaste! I can get you prices for cement, steel, sand, bricks and more from suppliers near you.</p>
          <Button size="small" onClick={() => dispatch({ type: 'start' })}>
            Get started
          </Button>
        </>
      );
    case 'name':
      return (
        <>
          <p className={styles.botLine}>What is your name?</p>
          <AnswerForm label="Your name" initial={state.name} action="Next" error={state.error} onAnswer={(name) => dispatch({ type: 'name', name })} />
        </>
      );
    case 'category':
      return (
        <>
          <p className={styles.botLine}>Thanks, {state.name}. What do you need?</p>
          <ChoiceList
            label="Categories"
            choices={categories}
            onChoose={(id) => chosen(categories, id, (category) => dispatch({ type: 'category', category }))}
            onRetry={retryLoad}
            empty="No categories yet."
          />
        </>
      );
    case 'subcategory':
      return (
        <>
          <p className={styles.botLine}>Which kind of {state.category?.name.toLowerCase()}?</p>
          <ChoiceList
            label="Sub-categories"
            choices={{ status: 'ready', value: state.category?.subcategories ?? [] }}
            onChoose={(id) =>
              chosen({ status: 'ready', value: state.category?.subcategories ?? [] }, id, (subcategory) => dispatch({ type: 'subcategory', subcategory }))
            }
            onRetry={retryLoad}
            empty="No sub-categories."
          />
        </>
      );
    case 'product':
      return (
        <>
          <p className={styles.botLine}>Which product?</p>
          <ChoiceList
            label="Products"
            choices={products}
            onChoose={(id) => chosen(products, id, (product) => dispatch({ type: 'product', product }))}
            onRetry={retryLoad}
            empty="No products here yet."
          />
        </>
      );
    case 'phone':
      return (
        <>
          <p className={styles.botLine}>Your phone number, so suppliers of {state.product?.name} can call you with their best price:</p>
          {state.sending ? (
            <Spinner label="Sending..." />
          ) : (
            <>
              {state.sendError && <Alert tone="error">{state.sendError}</Alert>}
              <AnswerForm
                label="Phone number"
                initial={state.phone}
                action={state.sendError ? 'Try Again' : 'Send'}
                phone
                error={state.error}
                onAnswer={(phone) => dispatch({ type: 'phone', phone })}
              />
            </>
          )}
        </>
      );
    case 'complete':
      return state.product ? (
        <InquirySent name={state.name} product={state.product} phone={state.phone} onRestart={() => dispatch({ type: 'restart' })} />
      ) : null;
  }
}
