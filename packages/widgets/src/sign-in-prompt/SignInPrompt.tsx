import { siteUrl } from '@nirmaan/core';
import { Button, EmptyState, Link } from '@nirmaan/ui';
import { useState } from 'react';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { useIsNirmaanSite } from './nirmaanSite.ts';
import * as styles from './signInPrompt.css.ts';

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

  // lang="en-IN": the prompt's own texts are not translated yet (issue 32), while its title and
  // description come in the language of the widget showing it.
  let action;
  if (onNirmaanSite)
    action = (
      <Link href={siteUrl('/login')} lang="en-IN">
        Login
      </Link>
    );
  else if (!open)
    action = (
      <Button variant="primary" lang="en-IN" onClick={() => setOpen(true)} onPointerEnter={SignIn.preload} onFocus={SignIn.preload}>
        Log in
      </Button>
    );

  return (
    <div className={styles.root}>
      <EmptyState headingLevel={headingLevel} title={title} description={description} action={action} />
      {open && !onNirmaanSite && (
        <div className={styles.form} lang="en-IN">
          <DeferredBoundary loadingLabel="Loading sign-in...">
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
