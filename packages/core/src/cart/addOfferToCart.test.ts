import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { addOfferToCart } from './addOfferToCart.ts';

const signedIn = () => true;
const visitor = () => false;

describe('addOfferToCart', () => {
  it("asks a visitor to log in: 'Please login to add items to cart'", async () => {
    const add = vi.fn();
    expect(await addOfferToCart(1, 1, add, visitor)).toEqual({ ok: false, reason: 'login', message: 'Please login to add items to cart' });
    expect(add).not.toHaveBeenCalled();
  });

  it("needs a supplier: 'Please select a supplier'", async () => {
    expect(await addOfferToCart(null, 1, vi.fn(), signedIn)).toMatchObject({ message: 'Please select a supplier' });
  });

  it("adds and says 'Product added to cart!'", async () => {
    const add = vi.fn(async () => ({}) as never);
    expect(await addOfferToCart(7, 3, add, signedIn)).toEqual({ ok: true, message: 'Product added to cart!' });
    expect(add).toHaveBeenCalledWith(7, 3);
  });

  it("shows the server's reason for a stock refusal, otherwise the spec's failure message", async () => {
    const stock = vi.fn(async () => Promise.reject(new ApiError({ status: 409, body: { detail: 'Only 5 left in stock' } })));
    expect(await addOfferToCart(7, 9, stock, signedIn)).toMatchObject({ ok: false, reason: 'server', message: 'Only 5 left in stock' });
    const broken = vi.fn(async () => Promise.reject(new ApiError({ status: 500, body: { detail: 'boom' } })));
    expect(await addOfferToCart(7, 1, broken, signedIn)).toMatchObject({ message: 'Failed to add product to cart. Please try again.' });
  });
});
