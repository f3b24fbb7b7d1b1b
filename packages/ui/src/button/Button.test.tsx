import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a button named by its text that reacts to click and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Calculate</Button>);
    const button = screen.getByRole('button', { name: 'Calculate' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while busy shows the busy label, is unavailable and busy, and ignores clicks and Enter', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Saving..." onClick={onClick}>
        Save Address
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Save Address')).not.toBeInTheDocument();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus when it becomes busy, and works again afterwards', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Place Order</Button>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(button).toHaveFocus();
    rerender(
      <Button busy busyLabel="Placing order..." onClick={onClick}>
        Place Order
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Placing order...' })).toHaveFocus();
    rerender(<Button onClick={onClick}>Place Order</Button>);
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Pincode" />
        <Button type="submit" busy busyLabel="Checking...">
          Check
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Checking...' }));
    await user.type(screen.getByLabelText('Pincode'), '560001{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
