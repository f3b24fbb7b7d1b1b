import { Alert } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue } from './shellMessages.ts';

/** What the site shows in place of a page whose code could not be fetched (offline, or a new release). */
export function PageLoadFailed() {
  const { messages, locale } = useMessages(shellCatalogue);
  return (
    <div lang={locale}>
      <Alert tone="error" title={messages['page.loadFailedTitle']()}>
        {messages['page.loadFailedBody']()}
      </Alert>
    </div>
  );
}
