import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';

const cities = [
  { value: 'bangalore', label: 'Bangalore' },
  { value: 'chennai', label: 'Chennai' },
  { value: 'coimbatore', label: 'Coimbatore', disabled: true },
] as const;

describe('Select', () => {
  it('is a labelled combobox that reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="City" value="bangalore" options={cities} onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(select).toHaveValue('bangalore');
    await user.selectOptions(select, 'Chennai');
    expect(onValueChange).toHaveBeenCalledWith('chennai');
    expect(screen.getByRole('option', { name: 'Coimbatore' })).toBeDisabled();
  });

  it('announces its error', () => {
    render(<Select label="City" value="bangalore" options={cities} onValueChange={() => {}} error="We do not deliver there yet" required />);
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(select).toBeInvalid();
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('We do not deliver there yet');
  });
});
