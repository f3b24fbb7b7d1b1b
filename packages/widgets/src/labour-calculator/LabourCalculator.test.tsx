import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LabourCalculator } from './LabourCalculator.tsx';

function setup(props: Parameters<typeof LabourCalculator>[0] = {}) {
  const user = userEvent.setup();
  render(<LabourCalculator {...props} />);
  return { user };
}

const results = () => screen.getByRole('region', { name: 'Estimated crew and cost' });

function figure(name: string): string {
  const term = within(results()).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('<LabourCalculator>', () => {
  it('shows the spec messages for an empty quantity and duration and focuses the first bad box', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid quantity');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid duration (days)');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity (sqft)' });
    expect(quantity).toHaveAccessibleDescription('Please enter a valid quantity');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveFocus();
  });

  it('asks for a valid productivity when it is cleared', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity (sqft)' }), '100');
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (days)' }), '2');
    await user.clear(screen.getByRole('spinbutton', { name: /Productivity per skilled worker per day/ }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid productivity per skilled worker per day');
  });

  it('calculates a masonry crew in a metro and reports it', async () => {
    const onCalculated = vi.fn();
    const { user } = setup({ onCalculated });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'metro');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity (sqft)' }), '12000');
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (days)' }), '10');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    // 12000 / (120 x 10) = 10 skilled, 10 semi, 10 helpers; (9000 + 7000 + 5000) x 1.2 = 25,200 a day.
    expect(figure('Skilled workers')).toBe('10');
    expect(figure('Total crew')).toBe('30 people');
    expect(figure('Mandays')).toBe('300');
    expect(figure('Daily labour cost')).toBe('₹25,200');
    expect(figure('Total labour cost')).toBe('₹2,52,000');
    expect(figure('Cost per sqft')).toBe('₹21.00');
    expect(within(results()).getByText(/10-15% contingency/)).toBeInTheDocument();
    expect(onCalculated).toHaveBeenCalledWith(expect.objectContaining({ result: expect.objectContaining({ totalCost: 252000 }) }));
  });

  it('fills the defaults of the chosen work type', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Work type' }), 'concreting');
    expect(screen.getByRole('spinbutton', { name: /Productivity per skilled worker per day \(cft\)/ })).toHaveValue(200);
    expect(screen.getByRole('spinbutton', { name: 'Helpers per skilled worker' })).toHaveValue(2);
    expect(screen.getByRole('spinbutton', { name: 'Quantity (cft)' })).toBeInTheDocument();
  });

  it('uses the spec input minimums and the 0.1 ratio step', () => {
    setup();
    expect(screen.getByRole('spinbutton', { name: 'Quantity (sqft)' })).toHaveAttribute('min', '0');
    expect(screen.getByRole('spinbutton', { name: 'Duration (days)' })).toHaveAttribute('min', '1');
    expect(screen.getByRole('spinbutton', { name: /Productivity/ })).toHaveAttribute('min', '1');
    expect(screen.getByRole('spinbutton', { name: 'Semi-skilled per skilled worker' })).toHaveAttribute('step', '0.1');
    expect(screen.getByRole('spinbutton', { name: 'Helper wage per day (₹)' })).toHaveAttribute('min', '0');
  });

  it('Reset clears the inputs, errors and result', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity (sqft)' }), '500');
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (days)' }), '1');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(figure('Skilled workers')).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity (sqft)' })).toHaveValue(null);
    expect(within(results()).getByText(/press Calculate/)).toBeInTheDocument();
  });

  it('links to the material and BOQ calculators', () => {
    setup();
    const promo = screen.getByRole('complementary', { name: 'More calculators' });
    expect(within(promo).getByRole('link', { name: 'Material Calculator' })).toHaveAttribute('href', '/material-calculator');
    expect(within(promo).getByRole('link', { name: 'BOQ Calculator' })).toHaveAttribute('href', '/boq-calculator');
  });

  it('can be driven by keyboard alone', async () => {
    const { user } = setup();
    await user.tab(); // work type
    expect(screen.getByRole('combobox', { name: 'Work type' })).toHaveFocus();
    await user.tab(); // location
    await user.tab(); // quantity
    await user.keyboard('600');
    await user.tab();
    await user.keyboard('1');
    await user.keyboard('{Enter}');
    expect(figure('Skilled workers')).toBe('5');
  });
});
