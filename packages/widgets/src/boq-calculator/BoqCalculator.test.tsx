import { logout, signInBuyer } from '@nirmaan/core';
import { DEFAULT_BOQ_REQUEST } from '@nirmaan/calculators';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { installFakeBoq } from '../testing/fakeBoq.ts';
import { BoqCalculator } from './BoqCalculator.tsx';
import { KEPT_BOQ_KEY } from './keptBoqKey.ts';

const restorers: Array<() => void> = [];
afterEach(() => {
  cleanup();
  logout();
  while (restorers.length > 0) restorers.pop()?.();
});

function renderCalculator(options: Parameters<typeof installFakeBoq>[0] = {}) {
  restorers.push(installFakeApi());
  restorers.push(installFakeBoq(options));
  const onCalculated = vi.fn();
  render(<BoqCalculator onCalculated={onCalculated} />);
  return onCalculated;
}

describe('<BoqCalculator>', () => {
  it("calculates the spec's default house on the server and shows its materials and cost", async () => {
    const user = userEvent.setup();
    const onCalculated = renderCalculator();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const results = screen.getByRole('region', { name: 'Bill of quantities' });
    expect(await within(results).findByText('780 sq ft')).toBeInTheDocument();
    expect(within(results).getByRole('table', { name: 'Materials and fittings' })).toBeInTheDocument();
    expect(within(results).getByText(/lakh\)$/)).toBeInTheDocument();
    expect(onCalculated).toHaveBeenCalledWith(expect.objectContaining({ input: expect.objectContaining({ plot_size: 1000, floor_type: 'Vetrified' }) }));
  });

  it('asks suppliers to price the BOQ: "Get prices for this BOQ" opens the request with its materials, quantities and units (issue 31)', async () => {
    const user = userEvent.setup();
    renderCalculator();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.click(await screen.findByRole('button', { name: 'Get prices for this BOQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get prices from suppliers' });
    const items = within(dialog).getAllByRole('textbox', { name: /^Item \d+$/ });
    expect(items.map((item) => (item as HTMLInputElement).value)).toEqual(expect.arrayContaining(['Cement (OPC 43)', 'TMT steel bars']));
    expect(within(dialog).getByRole('combobox', { name: 'Unit of TMT steel bars' })).toHaveValue('Kilograms (Kg)');
    expect(Number(within(dialog).getByRole('textbox', { name: 'Quantity of Cement (OPC 43)' }).getAttribute('value'))).toBeGreaterThan(0);
  });

  it('refuses a missing plot size in the spec words without calling the server, and focuses the box', async () => {
    const user = userEvent.setup();
    const onCalculated = renderCalculator();
    await user.clear(screen.getByRole('spinbutton', { name: /Plot size/ }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the plot size');
    expect(screen.getByRole('spinbutton', { name: /Plot size/ })).toHaveFocus();
    expect(onCalculated).not.toHaveBeenCalled();
  });

  it("says 'Error calculating BOQ. Please try again.' when the server cannot be reached", async () => {
    const user = userEvent.setup();
    renderCalculator({ offline: true });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Error calculating BOQ. Please try again.')).toBeInTheDocument();
  });

  it("offers a visitor 'Login to Save', and lets a buyer save: 'BOQ saved successfully!'", async () => {
    const user = userEvent.setup();
    renderCalculator();
    expect(screen.getByRole('link', { name: 'Login to Save' })).toHaveAttribute('href', '/login');
    cleanup();

    const saved = vi.fn();
    restorers.push(installFakeBoq({ onSave: saved }));
    signInBuyer('t1');
    render(<BoqCalculator />);
    await user.click(await screen.findByRole('button', { name: 'Save BOQ' }));
    expect(await screen.findByText('Please calculate BOQ first before saving')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByText('780 sq ft');
    await user.click(screen.getByRole('button', { name: 'Save BOQ' }));
    expect(await screen.findByText('BOQ saved successfully!')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ plot_size: 1000 }));
  });

  it('keeps the BOQ a visitor calculated through "Login to Save": back signed in, it is calculated again and saved in one click (issue 28)', async () => {
    const user = userEvent.setup();
    renderCalculator();
    const plot = screen.getByRole('spinbutton', { name: /Plot size/ });
    await user.clear(plot);
    await user.type(plot, '1800');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByRole('table', { name: 'Materials and fittings' });
    const login = screen.getByRole('link', { name: 'Login to Save' });
    login.addEventListener('click', (event) => event.preventDefault());
    await user.click(login);
    cleanup();

    // Signed in, on the calculator again (the sign-in page sends the buyer back to it): the kept BOQ
    // comes with the calls' chunk, so the form is filled once it has arrived.
    const saved = vi.fn();
    restorers.push(installFakeBoq({ onSave: saved }));
    signInBuyer('t1');
    render(<BoqCalculator />);
    await screen.findByRole('table', { name: 'Materials and fittings' });
    expect(screen.getByRole('spinbutton', { name: /Plot size/ })).toHaveValue(1800);
    expect(screen.getByText('1,404 sq ft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save BOQ' }));
    expect(await screen.findByText('BOQ saved successfully!')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ plot_size: 1800 }));

    // Once: opened again, the calculator starts from the defaults and calculates nothing.
    cleanup();
    render(<BoqCalculator />);
    expect(screen.getByRole('spinbutton', { name: /Plot size/ })).toHaveValue(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('spinbutton', { name: /Plot size/ })).toHaveValue(1000);
    expect(screen.queryByRole('table', { name: 'Materials and fittings' })).not.toBeInTheDocument();
  });

  it('drops a kept value that is not a valid BOQ request, and opens with the defaults', async () => {
    restorers.push(installFakeApi());
    restorers.push(installFakeBoq());
    sessionStorage.setItem(KEPT_BOQ_KEY, JSON.stringify({ ...DEFAULT_BOQ_REQUEST, plot_size: 5, wall_type: 'Mud' }));
    render(<BoqCalculator />);
    await waitFor(() => expect(sessionStorage.getItem(KEPT_BOQ_KEY)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('spinbutton', { name: /Plot size/ })).toHaveValue(1000);
    expect(screen.getByRole('combobox', { name: 'Wall type' })).toHaveTextContent('Brick');
    expect(screen.queryByRole('table', { name: 'Materials and fittings' })).not.toBeInTheDocument();

    sessionStorage.setItem(KEPT_BOQ_KEY, '{not json');
    cleanup();
    render(<BoqCalculator />);
    await waitFor(() => expect(sessionStorage.getItem(KEPT_BOQ_KEY)).toBeNull());
    expect(screen.getByRole('spinbutton', { name: /Plot size/ })).toHaveValue(1000);
  });
});

describe('<BoqCalculator> in Tamil', () => {
  it('speaks Tamil, marks its root with lang and writes the bill of quantities for it', async () => {
    const user = userEvent.setup();
    restorers.push(installFakeApi());
    restorers.push(installFakeBoq());
    const { container } = render(
      <LangContext value="ta">
        <BoqCalculator />
      </LangContext>,
    );
    expect(await screen.findByRole('heading', { name: 'BOQ கணக்கீடு' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('combobox', { name: 'சுவர் வகை' })).toHaveDisplayValue('செங்கல்');
    expect(screen.getByRole('spinbutton', { name: 'மனை அளவு (sq ft)' })).toHaveAccessibleDescription('100 முதல் 1,00,000 sq ft வரை');

    await user.clear(screen.getByRole('spinbutton', { name: 'மனை அளவு (sq ft)' }));
    await user.click(screen.getByRole('button', { name: 'கணக்கிடு' }));
    expect(screen.getByRole('alert')).toHaveTextContent('மனை அளவை உள்ளிடவும்');

    await user.type(screen.getByRole('spinbutton', { name: 'மனை அளவு (sq ft)' }), '1000');
    await user.click(screen.getByRole('button', { name: 'கணக்கிடு' }));
    const results = screen.getByRole('region', { name: 'பொருள் அளவுப் பட்டியல் (BOQ)' });
    const figureOf = (name: string) => within(results).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    await within(results).findByRole('table', { name: 'பொருட்கள் மற்றும் பொருத்துதல்கள்' });
    expect(figureOf('கட்டுமானப் பரப்பு')).toBe('780 sq ft');
    expect(figureOf('லிஃப்ட்')).toBe('இல்லை');
    expect(figureOf('மொத்தச் செலவு')).toMatch(/^₹[\d,]+ \([\d.]+ லட்சம்\)$/);
    expect(within(results).getByRole('rowheader', { name: 'கொத்து வேலை (செங்கல்)' })).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'சேமிக்க உள்நுழைக' })).toBeInTheDocument();
  });
});
