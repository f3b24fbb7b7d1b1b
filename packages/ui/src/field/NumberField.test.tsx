import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField, parseNumber } from './NumberField.tsx';

function Area() {
  const [value, setValue] = useState('');
  const area = parseNumber(value);
  return (
    <>
      <NumberField label="Wall area (sq ft)" value={value} onValueChange={setValue} min={0} />
      <output>{Number.isNaN(area) ? 'none' : `${area * 2}`}</output>
    </>
  );
}

describe('NumberField', () => {
  it('is a labelled spin button whose text parses to a number', async () => {
    const user = userEvent.setup();
    render(<Area />);
    const input = screen.getByRole('spinbutton', { name: 'Wall area (sq ft)' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('status')).toHaveTextContent('none');
    await user.type(input, '12.5');
    expect(screen.getByRole('status')).toHaveTextContent('25');
  });

  it('shows its error', () => {
    render(<NumberField label="Bags" value="-1" onValueChange={() => {}} error="Enter 1 or more" />);
    const input = screen.getByRole('spinbutton', { name: 'Bags' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter 1 or more');
  });
});

describe('parseNumber', () => {
  it('reads numbers and gives NaN for empty or junk text', () => {
    expect(parseNumber('42')).toBe(42);
    expect(parseNumber(' 1.5 ')).toBe(1.5);
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('   ')).toBeNaN();
    expect(parseNumber('abc')).toBeNaN();
  });
});
