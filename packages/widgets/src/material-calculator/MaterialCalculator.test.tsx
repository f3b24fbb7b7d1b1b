import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { MaterialCalculator } from './MaterialCalculator.tsx';

function setup(props: Parameters<typeof MaterialCalculator>[0] = {}) {
  const user = userEvent.setup();
  render(<MaterialCalculator {...props} />);
  return { user };
}

const results = () => screen.getByRole('region', { name: 'Estimated materials' });

/** The quantity and unit of a material row of the results table. */
function row(material: string): string[] {
  const header = within(results()).getByRole('rowheader', { name: material });
  return [...(header.closest('tr')?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent ?? '');
}

const box = (name: string) => screen.getByRole('spinbutton', { name });

describe('<MaterialCalculator>', () => {
  it('offers the five calculation types as tabs, concrete first with M20', () => {
    setup();
    const tabs = within(screen.getByRole('tablist', { name: 'Calculation type' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Concrete', 'Brickwork', 'Steel', 'Plaster', 'Paint']);
    expect(screen.getByRole('tab', { name: 'Concrete' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Concrete grade' })).toHaveValue('M20');
    expect(within(results()).getByText(/press Calculate/)).toBeInTheDocument();
  });

  it('calculates an M20 slab of 4 m x 3 m x 150 mm and reports it', async () => {
    const onCalculated = vi.fn();
    const { user } = setup({ onCalculated });
    await user.type(box('Length (m)'), '4');
    await user.type(box('Width (m)'), '3');
    await user.type(box('Thickness (mm)'), '150');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    // 4 x 3 x 0.15 = 1.8 m³; cement 1.8 x 7 = 12.6 -> 13 bags; sand 0.9; aggregate 1.35; water 360 litres.
    expect(row('Concrete volume')).toEqual(['1.8', 'cubic metres']);
    expect(row('Cement (M20)')).toEqual(['13', 'bags (50 kg)']);
    expect(row('Sand')).toEqual(['0.9', 'cubic metres']);
    expect(row('Aggregate')).toEqual(['1.35', 'cubic metres']);
    expect(row('Water')).toEqual(['360', 'litres']);
    expect(within(results()).getByText('Add 5-10% extra for wastage.')).toBeInTheDocument();
    expect(onCalculated).toHaveBeenCalledWith(
      expect.objectContaining({ input: expect.objectContaining({ type: 'concrete', grade: 'M20' }), result: expect.objectContaining({ cementBags: 13 }) }),
    );
  });

  it("shows 'Please enter valid dimensions' on the bad boxes, tied to them for screen readers", async () => {
    const { user } = setup();
    await user.type(box('Length (m)'), '0');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter valid dimensions');
    const length = box('Length (m)');
    expect(length).toHaveAttribute('aria-invalid', 'true');
    expect(length).toHaveAccessibleDescription('Please enter valid dimensions');
    expect(length).toHaveFocus();
    expect(box('Width (m)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(results()).queryByRole('table')).not.toBeInTheDocument();

    await user.type(length, '{Backspace}2');
    expect(length).not.toHaveAttribute('aria-invalid');
  });

  it('calculates brickwork of Second Class bricks', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Brickwork' }));
    expect(screen.getByRole('combobox', { name: 'Brick class' })).toHaveValue('firstClass');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brick class' }), 'Second Class');
    await user.type(box('Length (m)'), '5');
    await user.type(box('Width (m)'), '3');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // 15 m² / 0.021 = 714.29 -> 715 bricks; 15 x 0.35 = 5.25 -> 6 bags; sand 0.45 m³.
    expect(row('Wall area')).toEqual(['15', 'square metres']);
    expect(row('Bricks (Second Class)')).toEqual(['715', 'pieces']);
    expect(row('Cement')).toEqual(['6', 'bags (50 kg)']);
    expect(row('Sand')).toEqual(['0.45', 'cubic metres']);
  });

  it('calculates Fe415 steel, 12 mm OPC 43 plaster and paint', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Steel' }));
    expect(screen.getByRole('combobox', { name: 'Steel grade' })).toHaveValue('Fe415');
    await user.type(box('Length (m)'), '5');
    await user.type(box('Width (m)'), '4');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(row('Total steel (Fe415)')).toEqual(['160', 'kg']);
    expect(row('Main bars (60%)')).toEqual(['96', 'kg']);
    expect(row('Distribution bars (40%)')).toEqual(['64', 'kg']);
    expect(row('Binding wire')).toEqual(['3', 'kg']);

    await user.click(screen.getByRole('tab', { name: 'Plaster' }));
    expect(screen.getByRole('combobox', { name: 'Cement type' })).toHaveValue('OPC43');
    expect(box('Thickness (mm)')).toHaveValue(12);
    await user.type(box('Length (m)'), '10');
    await user.type(box('Width (m)'), '3');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(row('Plaster volume (12 mm)')).toEqual(['0.36', 'cubic metres']);
    expect(row('Cement (OPC 43)')).toEqual(['5', 'bags (50 kg)']);
    expect(row('Sand')).toEqual(['0.43', 'cubic metres']);

    await user.click(screen.getByRole('tab', { name: 'Paint' }));
    await user.type(box('Length (m)'), '12');
    await user.type(box('Width (m)'), '10');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(row('Primer')).toEqual(['10', 'litres']);
    expect(row('Paint')).toEqual(['12', 'litres']);
  });

  it('selecting a type resets the inputs and result; Reset clears everything', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Concrete grade' }), 'M30');
    await user.type(box('Length (m)'), '2');
    await user.type(box('Width (m)'), '0.5');
    await user.type(box('Height (m)'), '3');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(row('Cement (M30)')).toEqual(['30', 'bags (50 kg)']);

    await user.click(screen.getByRole('tab', { name: 'Steel' }));
    await user.click(screen.getByRole('tab', { name: 'Concrete' }));
    expect(box('Length (m)')).toHaveValue(null);
    expect(screen.getByRole('combobox', { name: 'Concrete grade' })).toHaveValue('M20');
    expect(within(results()).getByText(/press Calculate/)).toBeInTheDocument();

    await user.type(box('Length (m)'), '2');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box('Length (m)')).toHaveValue(null);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box('Width (m)')).not.toHaveAttribute('aria-invalid');
  });

  it('starts on the type and grade a page asks for', () => {
    setup({ defaultValues: { type: 'steel', steelGrade: 'Fe550' } });
    expect(screen.getByRole('tab', { name: 'Steel' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Steel grade' })).toHaveValue('Fe550');
  });

  it('links to the House Construction Calculator', () => {
    setup();
    const promo = screen.getByRole('complementary', { name: 'More calculators' });
    expect(within(promo).getByRole('link', { name: 'House Construction Calculator' })).toHaveAttribute('href', '/house-construction-calculator');
  });

  it('can be driven by keyboard alone', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Concrete' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Paint' })).toHaveAttribute('aria-selected', 'true');
    await user.tab(); // the tab panel
    await user.tab();
    expect(box('Length (m)')).toHaveFocus();
    await user.keyboard('7');
    await user.tab();
    await user.keyboard('5{Enter}');
    // 35 m²: primer 35 / 12 = 2.92 litres, paint 3.5.
    expect(row('Primer')).toEqual(['2.92', 'litres']);
    expect(row('Paint')).toEqual(['3.5', 'litres']);
  });
});

describe('<MaterialCalculator> in Tamil', () => {
  it('speaks Tamil, marks its root with lang and writes the quantities for it', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LangContext value="ta">
        <MaterialCalculator />
      </LangContext>,
    );
    expect(await screen.findByRole('heading', { name: 'பொருள் கணக்கீடு' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('lang', 'ta');
    await user.click(screen.getByRole('tab', { name: 'செங்கல் கட்டு' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'செங்கல் தரம்' }), 'இரண்டாம் தரம்');
    await user.click(screen.getByRole('button', { name: 'கணக்கிடு' }));
    expect(screen.getByRole('alert')).toHaveTextContent('சரியான அளவுகளை உள்ளிடவும்');
    expect(box('நீளம் (m)')).toHaveAccessibleDescription('சுவரின் நீளம் சரியான அளவுகளை உள்ளிடவும்');

    await user.type(box('நீளம் (m)'), '5');
    await user.type(box('அகலம் (m)'), '3');
    await user.click(screen.getByRole('button', { name: 'கணக்கிடு' }));
    const answer = screen.getByRole('region', { name: 'மதிப்பிடப்பட்ட பொருட்கள்' });
    const bricks = within(answer).getByRole('rowheader', { name: 'செங்கல் (இரண்டாம் தரம்)' }).closest('tr');
    expect([...(bricks?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual(['715', 'எண்']);
    expect(within(answer).getByText('வீணாவதற்காக 5-10% கூடுதலாகச் சேர்க்கவும்.')).toBeInTheDocument();
  });
});
