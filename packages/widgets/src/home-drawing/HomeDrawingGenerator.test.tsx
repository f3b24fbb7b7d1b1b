import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { HomeDrawingGenerator } from './HomeDrawingGenerator.tsx';

afterEach(cleanup);

describe('<HomeDrawingGenerator>', () => {
  it("refuses to draw without a nakshatra: 'Please select a nakshatra', focused", async () => {
    const user = userEvent.setup();
    render(<HomeDrawingGenerator />);
    await user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a nakshatra');
    expect(screen.getByRole('combobox', { name: /Nakshatra/ })).toHaveFocus();
  });

  it('draws each floor to scale with its rooms, totals and Vastu tips; a new plan starts on the first floor', async () => {
    const user = userEvent.setup();
    const onGenerated = vi.fn();
    render(<HomeDrawingGenerator onGenerated={onGenerated} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Nakshatra/ }), 'Krittika');
    expect(screen.getByText(/Fire · faces South/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Floors' }), '2');
    await user.click(screen.getByRole('button', { name: 'Generate Plan' }));

    // The drawing's code arrives with the first plan.
    expect(await screen.findByRole('img', { name: 'Ground Floor plan, 30 by 40 ft, north up' })).toBeInTheDocument();
    expect(screen.getByText('2,400 sq ft')).toBeInTheDocument();
    const groundRooms = within(screen.getByRole('list', { name: 'Rooms on the Ground Floor' })).getAllByRole('listitem');
    expect(groundRooms.length).toBeGreaterThan(3);
    expect(screen.getByText('Place the kitchen in the Southeast')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'First Floor' }));
    expect(screen.getByRole('img', { name: 'First Floor plan, 30 by 40 ft, north up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(screen.getByRole('tab', { name: 'Ground Floor' })).toHaveAttribute('aria-selected', 'true');
    expect(onGenerated).toHaveBeenCalledTimes(2);
  });
});

describe('<HomeDrawingGenerator> in Kannada', () => {
  it('speaks Kannada, marks its root with lang, and draws the plan with Kannada rooms and floors', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LangContext value="kn">
        <HomeDrawingGenerator />
      </LangContext>,
    );
    expect(await screen.findByRole('heading', { name: 'ಮನೆ ನಕ್ಷೆ ರಚನೆಕಾರ' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('lang', 'kn');
    await user.click(screen.getByRole('button', { name: 'ನಕ್ಷೆ ರಚಿಸಿ' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ದಯವಿಟ್ಟು ನಕ್ಷತ್ರ ಆರಿಸಿ');
    await user.selectOptions(screen.getByRole('combobox', { name: /ನಕ್ಷತ್ರ/ }), 'Rohini');
    expect(screen.getByText('ಭೂಮಿ · ಉತ್ತರ ಮುಖ · ಬಿಳಿ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ನಕ್ಷೆ ರಚಿಸಿ' }));
    expect(await screen.findByRole('img', { name: 'ನೆಲ ಮಹಡಿ ನಕ್ಷೆ, 30 x 40 ft, ಉತ್ತರ ಮೇಲೆ' })).toBeInTheDocument();
    const rooms = within(screen.getByRole('list', { name: 'ನೆಲ ಮಹಡಿ ಕೊಠಡಿಗಳು' }));
    expect(rooms.getByText('ಅಡುಗೆಮನೆ')).toBeInTheDocument();
    expect(rooms.getByText('ದೇವರ ಕೋಣೆ')).toBeInTheDocument();
    expect(screen.getByText('ಅಡುಗೆಮನೆ ಆಗ್ನೇಯದಲ್ಲಿ ಇರಲಿ')).toBeInTheDocument();
  });
});
