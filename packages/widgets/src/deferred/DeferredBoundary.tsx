import { Alert, Button, Spinner } from '@nirmaan/ui';
import { Component, Suspense, type ReactNode } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { DeferredAttemptContext } from './deferredAttempt.ts';
import { deferredCatalogue, type DeferredMessages } from './deferredMessages.ts';

export interface DeferredBoundaryProps {
  /** What the spinner says while the code arrives, e.g. 'Loading listings...'; none: nothing is shown meanwhile (a part that may well show nothing at all). */
  loadingLabel: string | null;
  children: ReactNode;
}

/**
 * Where code loaded on demand appears: a spinner while it arrives; if it cannot arrive, the reason
 * and Retry in its place, in the widget's language, while the rest of the widget (and what was typed
 * in it) stays as it is.
 */
export function DeferredBoundary({ loadingLabel, children }: DeferredBoundaryProps) {
  const { messages, locale } = useMessages(deferredCatalogue);
  return (
    <LoadFailureBoundary messages={messages} locale={locale}>
      <Suspense fallback={loadingLabel === null ? null : <Spinner label={loadingLabel} />}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}

interface LoadFailureBoundaryProps {
  messages: DeferredMessages;
  locale: string;
  children: ReactNode;
}

class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return <DeferredAttemptContext value={this.state.attempt}>{this.props.children}</DeferredAttemptContext>;
    const { messages, locale } = this.props;
    return (
      <div lang={locale}>
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}>
              {messages.retry()}
            </Button>
          }
        >
          {messages.loadFailed()}
        </Alert>
      </div>
    );
  }
}
