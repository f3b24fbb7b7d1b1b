import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { CartLink } from './CartLink.tsx';

describe('<CartLink> (<nirmaan-cart-button>) in Tamil', () => {
  it('says the cart in Tamil and marks itself lang="ta", as the root of the cart button element', async () => {
    render(
      <LangContext value="ta">
        <CartLink className="cart" />
      </LangContext>,
    );
    const link = await screen.findByRole('link', { name: 'கார்ட்' });
    expect(link).toHaveAttribute('lang', 'ta');
    expect(link).toHaveAttribute('href', '/cart');
  });
});
