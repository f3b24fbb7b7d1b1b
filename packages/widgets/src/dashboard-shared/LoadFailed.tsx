import { SECTION_LOAD_FAILED } from '@nirmaan/core';
import { Alert, Button } from '@nirmaan/ui';

/** A section that could not load, with Retry. */
export function LoadFailed({ onRetry, message = SECTION_LOAD_FAILED }: { onRetry: () => void; message?: string }) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
