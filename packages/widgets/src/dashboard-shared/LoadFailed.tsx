import { Alert, Button } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { dashboardSharedCatalogue } from './dashboardSharedMessages.ts';

/** A section that could not load, with Retry; the texts in the page's language unless the caller gives its own message. */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { messages, locale } = useMessages(dashboardSharedCatalogue);
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" size="small" lang={locale} onClick={onRetry}>
          {messages.retry()}
        </Button>
      }
    >
      {message ?? <span lang={locale}>{messages.loadFailed()}</span>}
    </Alert>
  );
}
