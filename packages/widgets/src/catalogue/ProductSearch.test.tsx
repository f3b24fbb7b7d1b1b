import { aProduct } from '@nirmaan/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductSearch } from './ProductSearch.tsx';
import { installFakeApi } from '../testing/fakeApi.ts';

let restore: () => void = () => {};
afterEach(() => restore());

describe('<ProductSearch>', () => {
  it('pages through a long catalogue with Load More until everything is shown', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      aProduct({ id: index + 1, name: `Cement lot ${String(index + 1).padStart(2, '0')}`, master_sku: `SKU-${index + 1}` }),
    );
    restore = installFakeApi({ products: many });
    const user = userEvent.setup();
    render(<ProductSearch />);
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 30 products');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('heading', { name: 'Cement lot 24' });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('heading', { name: 'Cement lot 30' });
    expect(within(list).getAllByRole('article')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('30 products');
  });

  it('says so when no product has every word of the search, and shows those matching the rest', async () => {
    restore = installFakeApi();
    render(<ProductSearch filter={{ search: 'ultratech slab' }} />);
    await screen.findByRole('heading', { name: 'UltraTech OPC 53 Grade Cement' });
    expect(screen.getByRole('status')).toHaveTextContent(/^No products match all of “ultratech slab”\. \d+ products? for “ultratech”$/);
  });

  it('shows SKU, category, the first 2 specifications and View Prices on each card', async () => {
    restore = installFakeApi();
    render(<ProductSearch />);
    const card = (await screen.findByRole('heading', { name: 'UltraTech OPC 53 Grade Cement' })).closest('article') as HTMLElement;
    expect(within(card).getByText('SKU: CEM-ULT-OPC53')).toBeInTheDocument();
    expect(within(card).getByText('OPC Cement')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Grade', 'Weight']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['53', '50 kg']);
    expect(within(card).getByRole('link', { name: 'View Prices for UltraTech OPC 53 Grade Cement' })).toHaveAttribute('href', '/products/1');
  });

  it('filters by category and search, reports the filter, and Clear Filters starts over', async () => {
    restore = installFakeApi();
    const onFilterChange = vi.fn();
    const user = userEvent.setup();
    render(<ProductSearch onFilterChange={onFilterChange} />);
    await screen.findByRole('heading', { name: 'Dalmia PPC Cement' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'TMT Bars');
    expect(onFilterChange).toHaveBeenLastCalledWith({ category_id: 4 });
    await screen.findByText('2 products');
    expect(screen.queryByRole('heading', { name: 'Dalmia PPC Cement' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'granite{Enter}');
    expect(await screen.findByRole('heading', { name: 'No products found.' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0] as HTMLElement);
    expect(onFilterChange).toHaveBeenLastCalledWith({});
    await screen.findByText('6 products');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('offers Retry when the list cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    restore = installFakeApi({ failing: ['/products/'] });
    render(<ProductSearch />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load products. Please try again.');
    restore();
    restore = installFakeApi();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('6 products')).toBeInTheDocument();
  });
});
