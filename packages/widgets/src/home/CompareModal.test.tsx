import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { FAKE_PRODUCTS, installFakeApi } from '../testing/fakeApi.ts';
import { CompareModal } from './CompareModal.tsx';

let restore: () => void = () => {};
afterEach(() => restore());

describe('<CompareModal>', () => {
  it('compares real products side by side and holds at most 4', async () => {
    restore = installFakeApi();
    const user = userEvent.setup();
    render(<CompareModal open onOpenChange={vi.fn()} initialProducts={FAKE_PRODUCTS.slice(0, 3)} />);
    const table = screen.getByRole('table', { name: 'Comparison of 3 products' });
    // Each column headed by the product's name (its photo, or the letter standing in, is not read out again).
    const headers = within(table).getAllByRole('columnheader');
    const names = ['UltraTech OPC 53 Grade Cement', 'ACC Gold Water Shield OPC 43', 'Dalmia PPC Cement'];
    expect(headers).toEqual(names.map((name) => within(table).getByRole('columnheader', { name })));
    expect(within(table).getByRole('row', { name: /Lowest price/ })).toHaveTextContent('₹390 / Bag₹425 / Bag₹360 / Bag');

    await user.type(screen.getByRole('searchbox', { name: 'Find a product' }), 'tmt{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Add JSW Neosteel Fe 550D TMT Bar 12 mm' }));
    expect(screen.getByRole('table', { name: 'Comparison of 4 products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add TATA Tiscon 500D TMT Bar 8 mm' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Dalmia PPC Cement' }));
    expect(screen.getByRole('table', { name: 'Comparison of 3 products' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add JSW Neosteel Fe 550D TMT Bar 12 mm' }));
    expect(screen.getByRole('status')).toHaveTextContent('This product is already in the comparison.');
  });
});

describe('<CompareModal> in Hindi', () => {
  it('names the rows, prices and refusals in Hindi', async () => {
    restore = installFakeApi();
    const user = userEvent.setup();
    render(
      <LangContext value="hi">
        <CompareModal open onOpenChange={vi.fn()} initialProducts={FAKE_PRODUCTS.slice(0, 2)} />
      </LangContext>,
    );
    const table = await screen.findByRole('table', { name: '2 उत्पादों की तुलना' });
    expect(within(table).getByRole('row', { name: /सबसे कम भाव/ })).toHaveTextContent('₹390 / Bag₹425 / Bag');
    await user.click(screen.getByRole('button', { name: 'UltraTech OPC 53 Grade Cement हटाएँ' }));
    expect(screen.getByRole('table', { name: '1 उत्पाद की तुलना' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'उत्पाद खोजें' }), 'acc{Enter}');
    await user.click(await screen.findByRole('button', { name: 'ACC Gold Water Shield OPC 43 जोड़ें' }));
    expect(screen.getByRole('status')).toHaveTextContent('यह उत्पाद पहले से तुलना में है।');
  });
});
