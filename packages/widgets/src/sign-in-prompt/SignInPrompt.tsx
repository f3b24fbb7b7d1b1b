import { siteUrl } from '@nirmaan/core';
import { Button, EmptyState, Link } from '@nirmaan/ui';
import { useState } from 'react';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { useIsNirmaanSite } from './nirmaanSite.ts';
import * as styles from './signInPrompt.css.ts';
import { signInPromptCatalogue } from './signInPromptMessages.ts';

/** The sign-in form: its code arrives when the buyer asks for it (or points at the button). */
const SignIn = deferredComponent(async () => (await import('../account/SignIn.tsx')).SignIn);

export interface SignInPromptProps {
  /** Why the widget needs a signed-in buyer, e.g. 'Please Log In'. */
  title: string;
  description?: string;
  /** The title's level in the page's outline: 1 when the prompt is all the widget shows. */
  headingLevel?: 1 | 2;
}

/** Focuses the first field of the form that has just appeared (a ref callback, stable at module level). */
const focusFirstField = (node: HTMLDivElement | null) => {
  node?.querySelector<HTMLElement>('input, select, textarea')?.focus();
};

/**
 * What a buyer widget shows a visitor, and a buyer whose session ended (a 401 clears the tokens):
 * the reason and a "Log in" button that opens the sign-in form inside the widget's own box, so the
 * buyer signs in without leaving the page; once signed in, the session stores change and the widget
 * shows its content. On Nirmaan's own site it links to the /login page instead, as the spec says.
 */
export function SignInPrompt({ title, description, headingLevel = 2 }: SignInPromptProps) {
  const onNirmaanSite = useIsNirmaanSite();
  const [open, setOpen] = useState(false);
  const { messages, locale } = useMessages(signInPromptCatalogue);

  // Its own words are marked with their language: the title and description come from the widget
  // showing it, whose root says its language (the same one, once both catalogues have arrived).
  let action;
  if (onNirmaanSite)
    action = (
      <Link href={siteUrl('/login')} lang={locale}>
        {messages.login()}
      </Link>
    );
  else if (!open)
    action = (
      <Button variant="primary" lang={locale} onClick={() => setOpen(true)} onPointerEnter={SignIn.preload} onFocus={SignIn.preload}>
        {messages.logIn()}
      </Button>
    );

  return (
    <div className={styles.root}>
      <EmptyState headingLevel={headingLevel} title={title} description={description} action={action} />
      {open && !onNirmaanSite && (
        <div className={styles.form} lang={locale}>
          <DeferredBoundary loadingLabel={messages.loading()}>
            {/* Inside the boundary: mounted, and so focused, only once the form is there. */}
            <div ref={focusFirstField}>
              <SignIn variant="buyer-simple" stayOnPage headingLevel={2} />
            </div>
          </DeferredBoundary>
        </div>
      )}
    </div>
  );
}
