import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { CostCalculator } from './CostCalculator.tsx';

function setup(props: Parameters<typeof CostCalculator>[0] = {}) {
  const user = userEvent.setup();
  render(<CostCalculator {...props} />);
  return { user };
}

const results = () => screen.getByRole('region', { name: 'Estimated construction cost' });
const box = (name: string) => screen.getByRole('spinbutton', { name });

/** The value of the first figure with this label (Construction cost shows twice: in its group and in the total). */
function figure(name: string): string {
  const term = within(results()).getAllByText(name, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent ?? '';
}

function additional(name: string): string {
  const header = within(results()).getByRole('rowheader', { name });
  return header.closest('tr')?.querySelector('td')?.textContent ?? '';
}

describe('<CostCalculator>', () => {
  it('shows no result before Calculate and starts at Standard, G+1', () => {
    setup();
    expect(within(results()).queryByText('Grand total')).not.toBeInTheDocument();
    expect(within(results()).getByText(/press Calculate/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Quality' })).toHaveDisplayValue('Standard (₹1,600/sq ft)');
    expect(screen.getByRole('combobox', { name: 'Floors' })).toHaveDisplayValue('G+1');
    expect(
      within(screen.getByRole('combobox', { name: 'Floors' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['G', 'G+1', 'G+2', 'G+3']);
  });

  it('does not calculate until both areas are filled, and says which is missing', async () => {
    const { user } = setup();
    await user.type(box('Plot size (sq ft)'), '600');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid built-up area');
    const builtUp = box('Built-up area (sq ft)');
    expect(builtUp).toHaveAttribute('aria-invalid', 'true');
    expect(builtUp).toHaveAccessibleDescription('Floor area of all floors together Please enter a valid built-up area');
    expect(builtUp).toHaveFocus();
    expect(within(results()).queryByText('Grand total')).not.toBeInTheDocument();
  });

  it('fills a preset and estimates it: 20x30 at Standard is 22,52,200', async () => {
    const onCalculated = vi.fn();
    const { user } = setup({ onCalculated });
    await user.click(screen.getByRole('button', { name: /^20x30/ }));
    expect(box('Plot size (sq ft)')).toHaveValue(600);
    expect(box('Built-up area (sq ft)')).toHaveValue(1080);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    // 1,080 x 1,600 = 17,28,000; 5% = 86,400; 10% = 1,72,800; 19,87,200 + 2,65,000 = 22,52,200.
    expect(figure('Built-up area')).toBe('1,080 sq ft');
    expect(figure('Floors')).toBe('G+1');
    expect(figure('Rate (Standard)')).toBe('₹1,600/sq ft');
    expect(figure('Basic cost')).toBe('₹17,28,000');
    expect(figure('Supervision (5%)')).toBe('₹86,400');
    expect(figure('Contingency (10%)')).toBe('₹1,72,800');
    expect(figure('Construction cost')).toBe('₹19,87,200');
    expect(additional('Plan approval')).toBe('₹50,000');
    expect(additional('Soil testing')).toBe('₹15,000');
    expect(additional('Compound wall')).toBe('₹80,000');
    expect(additional('Borewell and overhead tank')).toBe('₹1,20,000');
    expect(additional('Total additional costs')).toBe('₹2,65,000');
    expect(figure('Grand total')).toBe('₹22,52,200');
    expect(onCalculated).toHaveBeenCalledWith(expect.objectContaining({ result: expect.objectContaining({ grandTotal: 2_252_200 }) }));
  });

  it('a preset clears the area errors', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the plot size');
    await user.click(screen.getByRole('button', { name: /^50x80/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box('Plot size (sq ft)')).not.toHaveAttribute('aria-invalid');
  });

  it('uses the chosen quality and labels the floors', async () => {
    const { user } = setup();
    await user.type(box('Plot size (sq ft)'), '600');
    await user.type(box('Built-up area (sq ft)'), '1000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quality' }), 'luxury');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Floors' }), 'G+3');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(figure('Floors')).toBe('G+3');
    expect(figure('Basic cost')).toBe('₹25,00,000');
    expect(figure('Grand total')).toBe('₹31,40,000');
  });

  it('Reset clears everything', async () => {
    const { user } = setup({ defaultValues: { plotSize: '600', builtUpArea: '1000' } });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(figure('Grand total')).toBe('₹21,05,000');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box('Plot size (sq ft)')).toHaveValue(null);
    expect(within(results()).queryByText('Grand total')).not.toBeInTheDocument();
  });

  it('can be driven by keyboard alone', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: /^20x30/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}'); // 30x40
    expect(box('Built-up area (sq ft)')).toHaveValue(2160);
    await user.click(box('Plot size (sq ft)'));
    await user.keyboard('{Enter}');
    // 2,160 x 1,600 = 34,56,000 x 1.15 = 39,74,400 + 2,65,000.
    expect(figure('Grand total')).toBe('₹42,39,400');
  });
});

describe('<CostCalculator> in Hindi', () => {
  it('speaks Hindi, marks its root with lang and writes the estimate in lakh grouping', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LangContext value="hi">
        <CostCalculator />
      </LangContext>,
    );
    expect(await screen.findByRole('heading', { name: 'निर्माण लागत कैलकुलेटर' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('lang', 'hi');
    await user.click(screen.getByRole('button', { name: 'हिसाब लगाएँ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('प्लॉट का साइज़ डालें');
    expect(box('बिल्ट-अप एरिया (sq ft)')).toHaveAccessibleDescription('सभी मंज़िलों का कुल फ़र्श क्षेत्रफल सही बिल्ट-अप एरिया डालें');

    await user.click(screen.getByRole('button', { name: /^20x30/ }));
    await user.click(screen.getByRole('button', { name: 'हिसाब लगाएँ' }));
    const answer = screen.getByRole('region', { name: 'अनुमानित निर्माण लागत' });
    const figureOf = (name: string) => within(answer).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figureOf('प्रति sq ft दर (मध्यम)')).toBe('₹1,600/sq ft');
    expect(within(answer).getByRole('rowheader', { name: 'चारदीवारी' }).closest('tr')).toHaveTextContent('₹80,000');
    expect(figureOf('कुल योग')).toBe('₹22,52,200');
  });
});
