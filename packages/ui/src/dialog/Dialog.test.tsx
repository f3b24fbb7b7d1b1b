import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button.tsx';
import { Dialog } from './Dialog.tsx';

function Example({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <>
      <Button onClick={() => change(true)}>Add address</Button>
      <Dialog
        open={open}
        onOpenChange={change}
        title="New delivery address"
        description="We deliver in Bangalore, Chennai and Coimbatore."
        footer={<Button onClick={() => change(false)}>Save</Button>}
      >
        <label>
          Street <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is hidden until opened', () => {
    render(<Dialog open={false} onOpenChange={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens named by its title and described, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = screen.getByRole('dialog', { name: 'New delivery address' });
    expect(dialog).toHaveAccessibleDescription('We deliver in Bangalore, Chennai and Coimbatore.');
    expect(screen.getByRole('heading', { level: 2, name: 'New delivery address' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with the Close button and gives focus back', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Add address' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('asks to close on Escape (the cancel event) without closing itself', () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Remove item?">
        <p>It leaves your cart.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove item?' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog).toHaveAttribute('open');
  });

  it('closes on the Escape key', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not inside', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Filters">
        <p>Price range</p>
      </Dialog>,
    );
    await user.click(screen.getByText('Price range'));
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog', { name: 'Filters' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('uses showModal and close where the browser has them', () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
    proto.showModal = showModal;
    proto.close = close;
    try {
      const { rerender } = render(<Dialog open onOpenChange={() => {}} title="Native" />);
      expect(showModal).toHaveBeenCalledTimes(1);
      rerender(<Dialog open={false} onOpenChange={() => {}} title="Native" />);
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      delete proto.showModal;
      delete proto.close;
    }
  });
});
