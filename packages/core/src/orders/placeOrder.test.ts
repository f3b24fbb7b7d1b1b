import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { takeFlash } from './flash.ts';
import { placeOrder } from './placeOrder.ts';

describe('placeOrder', () => {
  it("needs an address: 'Please select a shipping address'", async () => {
    const checkout = vi.fn();
    expect(await placeOrder(null, 'k', {}, { checkout })).toEqual({ ok: false, reason: 'noAddress', message: 'Please select a shipping address' });
    expect(checkout).not.toHaveBeenCalled();
  });

  it("goes to the order with 'Order placed successfully!'", async () => {
    const checkout = vi.fn(async () => ({ id: 5, order_ids: [5] }) as never);
    expect(await placeOrder(3, 'key-1', { partner_id: 'dealer-blr', buyer_gstin: '29AAGCB7383J1Z4' }, { checkout })).toEqual({
      ok: true,
      path: '/orders/5',
      orderIds: [5],
    });
    expect(checkout).toHaveBeenCalledWith(3, 'key-1', { partner_id: 'dealer-blr', buyer_gstin: '29AAGCB7383J1Z4' });
    expect(takeFlash()).toBe('Order placed successfully!');
    expect(takeFlash()).toBeNull();
  });

  it("shows the server's detail, else 'Failed to place order. Please try again.'", async () => {
    const stock = vi.fn(async () => Promise.reject(new ApiError({ status: 409, body: { detail: 'Not enough stock for River Sand' } })));
    expect(await placeOrder(3, 'k', {}, { checkout: stock })).toEqual({ ok: false, reason: 'server', message: 'Not enough stock for River Sand' });
    const offline = vi.fn(async () => Promise.reject(new ApiError({ status: 0 })));
    expect(await placeOrder(3, 'k', {}, { checkout: offline })).toEqual({ ok: false, reason: 'failed', message: 'Failed to place order. Please try again.' });
  });
});
