import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@nirmaan/ui';
import { MaterialCalculatorDialog } from './MaterialCalculatorDialog.tsx';

function Opener({ onCalculated }: { onCalculated?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Material Calculator
      </Button>
      <MaterialCalculatorDialog open={open} onOpenChange={setOpen} onCalculated={onCalculated} />
    </>
  );
}

describe('<MaterialCalculatorDialog>', () => {
  it('opens as a modal named Material Calculator, calculates, closes and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onCalculated = vi.fn();
    render(<Opener onCalculated={onCalculated} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Material Calculator' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Material Calculator' }));
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.click(dialog.getByRole('tab', { name: 'Paint' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Length (m)' }), '12');
    await user.type(dialog.getByRole('spinbutton', { name: 'Width (m)' }), '10');
    await user.click(dialog.getByRole('button', { name: 'Calculate' }));
    expect(dialog.getByRole('heading', { level: 3, name: 'Estimated materials' })).toBeInTheDocument();
    expect(dialog.getByRole('rowheader', { name: 'Primer' }).closest('tr')).toHaveTextContent('10litres');
    expect(onCalculated).toHaveBeenCalledTimes(1);

    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement); // the footer's Close
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Material Calculator' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Material Calculator' }));
    expect(screen.getByRole('spinbutton', { name: 'Length (m)' })).toHaveValue(12);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Material Calculator' }));
    expect(screen.getByRole('dialog', { name: 'Material Calculator' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
