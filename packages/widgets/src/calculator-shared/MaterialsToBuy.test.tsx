import { $cart, logout, signInBuyer } from '@nirmaan/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { SHOPPING_CATALOGUE as CATALOGUE, SHOPPING_NEEDS as NEEDS } from '../testing/fakeShoppingList.ts';
import { MaterialsToBuy } from './MaterialsToBuy.tsx';

let restore = () => {};
afterEach(() => {
  logout();
  restore();
});

function setup() {
  const user = userEvent.setup();
  render(<MaterialsToBuy needs={NEEDS} source="Material Calculator" headingLevel={3} />);
  return { user };
}

describe('<MaterialsToBuy>', () => {
  it('finds the cheapest delivered offer of each material and adds them to the buyer cart', async () => {
    restore = installFakeApi(CATALOGUE);
    signInBuyer('buyer-token');
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const review = await screen.findByRole('region', { name: 'Best offers for your materials' });
    const cement = within(review).getByRole('rowheader', { name: 'Cement (OPC 43)' }).closest('tr') as HTMLElement;
    expect(cement).toHaveTextContent('UltraTech OPC 43 Grade Cement from Sri Balaji Traders');
    expect(cement).toHaveTextContent('13 Bag');
    expect(cement).toHaveTextContent('₹5,525 delivered');
    expect(within(review).getByRole('rowheader', { name: '20 mm aggregate' }).closest('tr')).toHaveTextContent(
      'Not sold on Nirmaan yet — ask for a quote instead.',
    );
    expect(review).toHaveTextContent('Total for 1 item: ₹5,525');
    expect(screen.getByRole('heading', { name: 'Best offers for your materials' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add 1 item to cart' }));
    expect(await screen.findByText('Added 1 item to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    await waitFor(() => expect($cart.get()?.cart_items?.map((item) => [item.listing.id, item.quantity])).toEqual([[11, 13]]));
  });

  it('asks a visitor to log in before anything is added', async () => {
    restore = installFakeApi(CATALOGUE);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please login to add items to cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /^Add \d+ items? to cart$/ })).not.toBeInTheDocument();
  });

  it('offers Try Again when the offers cannot be looked up', async () => {
    restore = installFakeApi({ ...CATALOGUE, failing: ['/products/'] });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Could not look up offers. Please check your connection and try again.')).toBeInTheDocument();
    restore();
    restore = installFakeApi(CATALOGUE);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Best offers for your materials' })).toBeInTheDocument();
  });

  it('opens the quote form with the first material and every quantity in the message', async () => {
    restore = installFakeApi(CATALOGUE);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get a Quote' });
    expect(within(dialog).getByRole('combobox', { name: /Material/ })).toHaveTextContent('Cement');
    expect(within(dialog).getByRole('textbox', { name: /Quantity/ })).toHaveValue('13');
    expect(within(dialog).getByRole('combobox', { name: /Unit/ })).toHaveTextContent('Bags');
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Materials from the Material Calculator: Cement (OPC 43) 13 Bag; 20 mm aggregate 48 Cft',
    );
  });
});

describe('<MaterialsToBuy> in Tamil', () => {
  it('speaks Tamil, marked with lang, from its buttons to the offers, their total and the cart', async () => {
    restore = installFakeApi(CATALOGUE);
    signInBuyer('buyer-token');
    const user = userEvent.setup();
    render(
      <LangContext value="ta">
        <MaterialsToBuy needs={NEEDS} source="Material Calculator" headingLevel={3} kind="boq" />
      </LangContext>,
    );
    const section = await screen.findByRole('region', { name: 'இந்தப் பொருட்களை வாங்குங்கள்' });
    expect(section).toHaveAttribute('lang', 'ta');
    expect(within(section).getByRole('button', { name: 'இந்த BOQ-க்கு விலை பெறுங்கள்' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(within(section).getByRole('button', { name: 'கார்ட்டில் சேர்' }));

    const review = await screen.findByRole('region', { name: 'உங்கள் பொருட்களுக்கான சிறந்த ஆஃபர்கள்' });
    const cement = within(review).getByRole('rowheader', { name: 'Cement (OPC 43)' });
    expect(within(cement).getByText('Cement (OPC 43)')).toHaveAttribute('lang', 'en');
    expect(cement.closest('tr')).toHaveTextContent('Sri Balaji Traders வழங்கும் UltraTech OPC 43 Grade Cement');
    expect(cement.closest('tr')).toHaveTextContent('₹5,525 (டெலிவரி உட்பட)');
    expect(within(review).getByRole('rowheader', { name: '20 mm aggregate' }).closest('tr')).toHaveTextContent(
      'Nirmaan-இல் இன்னும் விற்பனைக்கு இல்லை — அதற்குப் பதில் விலைப்புள்ளி கேளுங்கள்.',
    );
    expect(review).toHaveTextContent('1 பொருளுக்கு மொத்தம்: ₹5,525');
    await user.click(within(review).getByRole('button', { name: '1 பொருளைக் கார்ட்டில் சேர்' }));
    expect(await screen.findByText('1 பொருள் உங்கள் கார்ட்டில் சேர்க்கப்பட்டது.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'கார்ட்டைப் பார்' })).toHaveAttribute('href', '/cart');
  });
});
