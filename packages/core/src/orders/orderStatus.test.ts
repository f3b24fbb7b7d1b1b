import { describe, expect, it } from 'vitest';
import { formatOrderDate, orderStatusLabel, orderStatusTone, orderThumbnails } from './orderStatus.ts';

describe('order status', () => {
  it('colours statuses as the spec says, unknown ones grey', () => {
    expect(['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'].map((status) => orderStatusTone(status))).toEqual([
      'warning',
      'info',
      'purple',
      'success',
      'danger',
      'neutral',
    ]);
    expect(orderStatusTone('shipped', 'account')).toBe('info');
  });

  it('capitalises the label and formats dates for en-IN', () => {
    expect(orderStatusLabel('processing')).toBe('Processing');
    expect(formatOrderDate('2026-01-05T10:00:00Z')).toBe('5 Jan 2026');
  });

  it("shows up to 3 thumbnails and '+N' for the rest", () => {
    const items = Array.from({ length: 5 }, (_, id) => ({ id, quantity: 1, price_per_unit: 1, listing: { id, product: { id, name: `P${id}`, image_url: null } } }));
    const { shown, more } = orderThumbnails({ order_items: items });
    expect(shown).toHaveLength(3);
    expect(more).toBe(2);
  });
});
