import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { HouseCalculator } from './HouseCalculator.tsx';

function setup(props: Parameters<typeof HouseCalculator>[0] = {}) {
  const user = userEvent.setup();
  render(<HouseCalculator {...props} />);
  return { user };
}

const results = () => screen.getByRole('region', { name: 'Estimated area, materials and cost' });
const box = (name: string) => screen.getByRole('spinbutton', { name });

function figure(name: string): string {
  const term = within(results()).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function material(name: string): string {
  const header = within(results()).getByRole('rowheader', { name });
  return [...(header.closest('tr')?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent).join(' ');
}

const SPEC_MESSAGE = 'Please enter valid plot dimensions and number of floors';

describe('<HouseCalculator>', () => {
  it('shows the hint ranges and the spec defaults', () => {
    setup();
    expect(box('Number of floors')).toHaveAccessibleDescription('1-10');
    expect(box('Bedrooms')).toHaveAccessibleDescription('1-20');
    expect(box('Toilets')).toHaveAccessibleDescription('1-15');
    expect(box('Kitchens')).toHaveAccessibleDescription('1-5');
    expect(box('Number of floors')).toHaveAttribute('max', '10');
    expect(screen.getByRole('combobox', { name: 'Wall type' })).toHaveDisplayValue('Blocks');
    expect(screen.getByRole('combobox', { name: 'Finish' })).toHaveDisplayValue('Standard (₹1,800/sq ft)');
    expect(screen.getByRole('combobox', { name: 'Doors and windows' })).toHaveDisplayValue('Normal wood');
    expect(screen.getByRole('combobox', { name: 'Flooring' })).toHaveDisplayValue('Marble (+10%)');
    expect(screen.getByRole('combobox', { name: 'Paint' })).toHaveDisplayValue('Normal paint');
    expect(screen.getByRole('combobox', { name: 'Sanitary' })).toHaveDisplayValue('Normal sanitary');
    expect(screen.getByRole('combobox', { name: 'Interior' })).toHaveDisplayValue('Normal interior');
  });

  it("shows the spec's message for an empty plot and focuses the first bad box", async () => {
    const { user } = setup();
    await user.type(box('Plot length (ft)'), '30');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SPEC_MESSAGE);
    const width = box('Plot width (ft)');
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(width).toHaveAccessibleDescription(SPEC_MESSAGE);
    expect(width).toHaveFocus();
    expect(box('Number of floors')).toHaveAccessibleDescription(`1-10 ${SPEC_MESSAGE}`);
    expect(box('Plot length (ft)')).not.toHaveAttribute('aria-invalid');
  });

  it('names the range for a count outside it', async () => {
    const { user } = setup();
    await user.type(box('Plot length (ft)'), '30');
    await user.type(box('Plot width (ft)'), '40');
    await user.type(box('Number of floors'), '11');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Number of floors must be a whole number from 1 to 10');
  });

  it('calculates a 30 x 40 ft plot on 2 floors with 3 bedrooms and reports it', async () => {
    const onCalculated = vi.fn();
    const { user } = setup({ onCalculated });
    await user.type(box('Plot length (ft)'), '30');
    await user.type(box('Plot width (ft)'), '40');
    await user.type(box('Number of floors'), '2');
    await user.clear(box('Bedrooms'));
    await user.type(box('Bedrooms'), '3');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    // 1200 x 2 x 0.85 = 2,040 sq ft built-up; 1,800 x (1 + 0.10 marble) = 1,980 per sq ft; 40,39,200 in all.
    expect(figure('Plot area')).toBe('1,200 sq ft');
    expect(figure('Efficiency')).toBe('85%');
    expect(figure('Built-up area')).toBe('2,040 sq ft');
    expect(figure('Rooms')).toBe('3 bedrooms, 2 toilets, 1 kitchen');
    expect(material('Cement')).toBe('3,060 bags (50 kg)');
    expect(material('Steel')).toBe('6,120 kg');
    expect(material('Blocks')).toBe('2,448 pieces');
    expect(material('Doors and windows')).toBe('1,020 units');
    expect(material('Paint')).toBe('510 litres');
    expect(material('Sanitary fittings')).toBe('5 units');
    expect(figure('Base rate (Standard)')).toBe('₹1,800/sq ft');
    expect(figure('Options')).toBe('+10%');
    expect(figure('Cost per sq ft')).toBe('₹1,980');
    expect(figure('Estimated cost')).toBe('₹40,39,200');
    expect(within(results()).getByText('Labour is not included.')).toBeInTheDocument();
    expect(within(results()).getByText(/10-15% contingency/)).toBeInTheDocument();
    expect(onCalculated).toHaveBeenCalledWith(expect.objectContaining({ result: expect.objectContaining({ estimatedCost: 4_039_200 }) }));
  });

  it('adds every surcharge of the chosen options', async () => {
    const { user } = setup({ defaultValues: { plotLength: '30', plotWidth: '40', floors: '2', bedrooms: '3' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Finish' }), 'luxury');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Doors and windows' }), 'upvcAluminium');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paint' }), 'premium');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sanitary' }), 'premium');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Interior' }), 'luxury');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wall type' }), 'bricks');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // 3,500 x 1.53 = 5,355 per sq ft; 2,040 x 5,355 = 1,09,24,200; 2,040 x 2.75 = 5,610 bricks.
    expect(figure('Options')).toBe('+53%');
    expect(figure('Cost per sq ft')).toBe('₹5,355');
    expect(figure('Estimated cost')).toBe('₹1,09,24,200');
    expect(material('Clay bricks')).toBe('5,610 pieces');
    expect(within(results()).queryByRole('rowheader', { name: 'Blocks' })).not.toBeInTheDocument();
  });

  it('Reset clears the inputs, errors and result', async () => {
    const { user } = setup({ defaultValues: { plotLength: '30', plotWidth: '40', floors: '1' } });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(figure('Built-up area')).toBe('1,020 sq ft');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box('Plot length (ft)')).toHaveValue(null);
    expect(within(results()).getByText(/press Calculate/)).toBeInTheDocument();
  });

  it('links to the Material Calculator', () => {
    setup();
    const promo = screen.getByRole('complementary', { name: 'More calculators' });
    expect(within(promo).getByRole('link', { name: 'Material Calculator' })).toHaveAttribute('href', '/material-calculator');
  });

  it('can be driven by keyboard alone', async () => {
    const { user } = setup();
    await user.tab();
    expect(box('Plot length (ft)')).toHaveFocus();
    await user.keyboard('20');
    await user.tab();
    await user.keyboard('30');
    await user.tab();
    await user.keyboard('1{Enter}');
    // 600 x 1 x 0.85 = 510 sq ft.
    expect(figure('Built-up area')).toBe('510 sq ft');
  });
});

describe('<HouseCalculator> in Kannada', () => {
  it('speaks Kannada, marks its root with lang and writes areas, counts and money for it', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LangContext value="kn">
        <HouseCalculator />
      </LangContext>,
    );
    expect(await screen.findByRole('heading', { name: 'ಮನೆ ನಿರ್ಮಾಣ ಕ್ಯಾಲ್ಕುಲೇಟರ್' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('lang', 'kn');
    expect(screen.getByRole('combobox', { name: 'ನಿರ್ಮಾಣ ಗುಣಮಟ್ಟ' })).toHaveDisplayValue('ಮಧ್ಯಮ (₹1,800/sq ft)');
    await user.click(screen.getByRole('button', { name: 'ಲೆಕ್ಕ ಹಾಕಿ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ಸರಿಯಾದ ನಿವೇಶನದ ಅಳತೆ ಮತ್ತು ಮಹಡಿಗಳ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ');

    await user.type(screen.getByRole('spinbutton', { name: 'ನಿವೇಶನದ ಉದ್ದ (ft)' }), '30');
    await user.type(screen.getByRole('spinbutton', { name: 'ನಿವೇಶನದ ಅಗಲ (ft)' }), '40');
    await user.type(screen.getByRole('spinbutton', { name: 'ಮಹಡಿಗಳ ಸಂಖ್ಯೆ' }), '2');
    await user.click(screen.getByRole('button', { name: 'ಲೆಕ್ಕ ಹಾಕಿ' }));
    const answer = screen.getByRole('region', { name: 'ಅಂದಾಜು ವಿಸ್ತೀರ್ಣ, ಸಾಮಗ್ರಿ ಮತ್ತು ವೆಚ್ಚ' });
    const figureOf = (name: string) => within(answer).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    // 1,200 sq ft x 2 floors x 0.85 = 2,040 sq ft at ₹1,800 x 1.10 (marble) = ₹1,980/sq ft.
    expect(figureOf('ನಿರ್ಮಿತ ವಿಸ್ತೀರ್ಣ')).toBe('2,040 sq ft');
    expect(figureOf('ಕೊಠಡಿಗಳು')).toBe('2 ಮಲಗುವ ಕೋಣೆಗಳು, 2 ಶೌಚಾಲಯಗಳು, 1 ಅಡುಗೆಮನೆ');
    expect(figureOf('ಅಂದಾಜು ವೆಚ್ಚ')).toBe('₹40,39,200');
    expect(within(answer).getByText('ಕೂಲಿ ವೆಚ್ಚ ಇದರಲ್ಲಿ ಸೇರಿಲ್ಲ.')).toBeInTheDocument();
  });
});
