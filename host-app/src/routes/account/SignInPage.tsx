import { buttonStyles, Link } from '@nirmaan/ui';
import { SignIn, useMessages, type SignInVariant } from '@nirmaan/widgets';
import { PageHead } from '../../pageMeta/PageHead.tsx';
import type { PageWithTitle } from '../../pageMeta/pageHeadTexts.ts';
import { pageMetaCatalogue } from '../../pageMeta/pageMetaMessages.ts';
import { pageToReturnTo } from '../../returnTo.ts';

const TITLES: Record<SignInVariant, PageWithTitle> = {
  full: 'login',
  'otp-first': 'loginOtp',
  'buyer-simple': 'loginBuyer',
  seller: 'loginSeller',
};

/** /login, /login-simple, /login-enhanced and /seller/login. */
export function SignInPage({ variant }: { variant: SignInVariant }) {
  const { messages, locale } = useMessages(pageMetaCatalogue);
  return (
    <>
      <PageHead page={TITLES[variant]} />
      <SignIn variant={variant} returnTo={pageToReturnTo()} showDemoAccounts />
      {variant === 'full' && (
        // Beside the widget, not in it (the embedded sign-in stays within its byte budget); only on /login,
        // where nothing above it changes height once the page has loaded (no layout shift).
        <p style={{ textAlign: 'center' }} lang={locale}>
          <Link href="/forgot-password" className={buttonStyles({ variant: 'ghost', size: 'small' })}>
            {messages['text.forgotPassword']()}
          </Link>
        </p>
      )}
    </>
  );
}
