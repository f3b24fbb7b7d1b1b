import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/Button.tsx';
import { Alert } from './Alert.tsx';

describe('Alert', () => {
  it('announces an error at once as an alert', () => {
    render(
      <Alert tone="error" title="Payment failed" action={<Button variant="secondary">Retry</Button>}>
        Your card was declined.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failedYour card was declined.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each(['success', 'info', 'warning'] as const)('shows a %s message as a status', (tone) => {
    render(<Alert tone={tone}>Prices updated</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Prices updated');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
