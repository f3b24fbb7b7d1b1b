import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Full name"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('is labelled and reports what is typed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await user.type(input, 'Asha');
    expect(input).toHaveValue('Asha');
    expect(onValueChange).toHaveBeenLastCalledWith('Asha');
  });

  it('describes itself with its hint', () => {
    render(<TextField label="Phone" value="" onValueChange={() => {}} hint="10 digits, no spaces" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('10 digits, no spaces');
    expect(input).not.toBeInvalid();
  });

  it('announces its error with the input and marks it invalid', () => {
    render(<TextField label="Phone" value="12" onValueChange={() => {}} hint="10 digits" error="Enter a 10-digit phone number" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('10 digits Enter a 10-digit phone number');
  });

  it('marks a required field required', () => {
    render(<TextField label="Pincode" value="" onValueChange={() => {}} required />);
    expect(screen.getByRole('textbox', { name: 'Pincode' })).toBeRequired();
  });
});
