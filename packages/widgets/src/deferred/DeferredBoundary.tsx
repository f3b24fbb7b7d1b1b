import { Alert, Button, Spinner } from '@nirmaan/ui';
import { Component, Suspense, type ReactNode } from 'react';
import { DeferredAttemptContext } from './deferredAttempt.ts';

export interface DeferredBoundaryProps {
  /** What the spinner says while the code arrives, e.g. 'Loading listings...'; none: nothing is shown meanwhile (a part that may well show nothing at all). */
  loadingLabel: string | null;
  children: ReactNode;
}

export const DEFERRED_LOAD_FAILED = 'This part could not load. Please check your connection.';

/**
 * Where code loaded on demand appears: a spinner while it arrives; if it cannot arrive, the reason
 * and Retry in its place, while the rest of the widget (and what was typed in it) stays as it is.
 */
export function DeferredBoundary({ loadingLabel, children }: DeferredBoundaryProps) {
  return (
    <LoadFailureBoundary>
      <Suspense fallback={loadingLabel === null ? null : <Spinner label={loadingLabel} />}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}

class LoadFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return <DeferredAttemptContext value={this.state.attempt}>{this.props.children}</DeferredAttemptContext>;
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" size="small" onClick={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}>
            Retry
          </Button>
        }
      >
        {DEFERRED_LOAD_FAILED}
      </Alert>
    );
  }
}
