import { calculateLabour } from '@nirmaan/calculators';
import { $locale } from '@nirmaan/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
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
    // The notes, said through the catalogue, read exactly as the calculator writes them in English.
    const outcome = calculateLabour(onCalculated.mock.calls[0]?.[0].input);
    if (!outcome.ok) throw new Error('expected a result');
    expect(
      within(results())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(outcome.result.notes);
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

describe('<LabourCalculator> in Tamil', () => {
  afterEach(() => $locale.set('en'));

  it("speaks its element's language, marks it with lang and formats money and counts for it", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LangContext value="ta-IN">
        <LabourCalculator />
      </LangContext>,
    );
    expect(await screen.findByRole('heading', { name: 'தொழிலாளர் கணக்கீடு' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('lang', 'ta');
    await user.selectOptions(screen.getByRole('combobox', { name: 'இடம்' }), 'metro');
    await user.type(screen.getByRole('spinbutton', { name: 'அளவு (sqft)' }), '12000');
    await user.type(screen.getByRole('spinbutton', { name: 'காலம் (நாட்கள்)' }), '10');
    await user.click(screen.getByRole('button', { name: 'கணக்கிடு' }));

    const answer = screen.getByRole('region', { name: 'மதிப்பிடப்பட்ட ஆட்கள் மற்றும் செலவு' });
    const tamilFigure = (name: string) => within(answer).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(tamilFigure('மொத்த ஆட்கள்')).toBe('30 நபர்கள்');
    expect(tamilFigure('காலம்')).toBe('10 நாட்கள்');
    expect(tamilFigure('மொத்த கூலிச் செலவு')).toBe('₹2,52,000');
    expect(tamilFigure('ஒரு sqft-க்கு செலவு')).toBe('₹21.00');
  });

  it('says its validation messages in Tamil', async () => {
    const user = userEvent.setup();
    render(
      <LangContext value="ta">
        <LabourCalculator />
      </LangContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'கணக்கிடு' }));
    expect(screen.getByRole('alert')).toHaveTextContent('சரியான அளவை உள்ளிடவும்');
    expect(screen.getByRole('spinbutton', { name: 'அளவு (sqft)' })).toHaveAccessibleDescription('சரியான அளவை உள்ளிடவும்');
  });

  it("follows the site's language when its element names none", async () => {
    $locale.set('hi');
    const { container } = render(<LabourCalculator />);
    expect(await screen.findByRole('heading', { name: 'लेबर कैलकुलेटर' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('lang', 'hi');
  });
});
